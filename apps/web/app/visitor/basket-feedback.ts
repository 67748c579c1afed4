import { useSyncExternalStore } from 'react';
import { addToast, closeToast } from '~/ui/toast/toast-store';
import type { BasketView } from './basket-store';

/**
 * What the buyer is told after a basket change: a short confirmation of an add (with the way to the basket), the
 * server's notices (a quantity rounded up to the multiple), and a line for screen readers (BasketAnnouncer).
 */

let lastConfirmation: number | null = null;

/** One confirmation at a time: adding several products in a row does not pile toasts up. */
export function confirmAdded(): void {
  if (lastConfirmation !== null) closeToast(lastConfirmation);
  lastConfirmation = addToast({ title: 'Товар добавлен в корзину', message: 'Перейти в корзину', variant: 'success', link: '/basket/', duration: 4000 });
}

/** The server says what it changed on its own (spec: "rounded to the multiple"); the buyer should know. */
export function showNotices(basket: BasketView): void {
  for (const message of basket.notices) addToast({ message, variant: 'warning' });
}

let announcement = '';
const listeners = new Set<() => void>();

/** Tells screen readers what a change did (the stepper's number alone changes silently). */
export function announceBasket(text: string): void {
  // The same words twice in a row must still be read: clear, then say them.
  announcement = announcement === text ? `${text}\u00A0` : text;
  listeners.forEach((listener) => listener());
}

export function useBasketAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => announcement,
    () => '',
  );
}
