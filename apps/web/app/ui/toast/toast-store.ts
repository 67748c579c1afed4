import type { To } from 'react-router';

export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export type ToastOptions = {
  title?: string;
  message: string;
  variant?: ToastVariant;
  /** Bottom-centre unless told (spec §4). */
  position?: ToastPosition;
  /** Milliseconds before it closes itself; null keeps it until closed. Default 7500 (spec §9). */
  duration?: number | null;
  /** Makes the whole toast a link. */
  link?: To;
};

export type Toast = Required<Pick<ToastOptions, 'message' | 'variant' | 'position'>> &
  Pick<ToastOptions, 'title' | 'link'> & { id: number; duration: number; open: boolean; kind: 'plain' | 'server-error' };

export const toastDuration = 7500;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): Toast[] => [],
};

export function addToast(options: ToastOptions, kind: Toast['kind'] = 'plain'): number {
  const id = nextId++;
  const { title, message, variant = 'info', position = 'bottom-center', duration = toastDuration, link } = options;
  // Closed toasts whose exit animation never reported back (e.g. a background tab) are dropped here.
  toasts = [
    ...toasts.filter((toast) => toast.open),
    { id, title, message, variant, position, duration: duration ?? Number.POSITIVE_INFINITY, link, open: true, kind },
  ];
  emit();
  return id;
}

export function closeToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id && toast.open)) return;
  toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
  emit();
}

/** Drops closed toasts once their exit animation has run. */
export function removeToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function clearToasts(): void {
  toasts = [];
  emit();
}
