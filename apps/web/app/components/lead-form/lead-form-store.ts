import { useSyncExternalStore } from 'react';

/** Which lead form is asked for, and the page's hidden data for it (the product a price is asked for). */
export interface LeadFormRequest {
  formCode: string;
  hidden: Record<string, string>;
}

let current: LeadFormRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the lead-form dialog (mounted once in the root layout) from any button of any page. */
export function openLeadForm(formCode: string, hidden: Record<string, string> = {}): void {
  current = { formCode, hidden };
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
