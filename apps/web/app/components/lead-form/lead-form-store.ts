import { useSyncExternalStore } from 'react';

/** Which lead form is asked for, and the page's hidden data for it (the product a price is asked for). */
export interface LeadFormRequest {
  formCode: string;
  hidden: Record<string, string>;
  /** The control that asked for the form (focused as it did): focus goes back to it when the dialogs close. */
  opener: HTMLElement | null;
}

let current: LeadFormRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the lead-form dialog (mounted once in the root layout) from any button of any page. */
export function openLeadForm(formCode: string, hidden: Record<string, string> = {}): void {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  current = { formCode, hidden, opener: focused instanceof HTMLElement && focused !== document.body ? focused : null };
  emit();
}

export function closeLeadForm(): void {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLeadFormRequest(): LeadFormRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
