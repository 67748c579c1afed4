import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes back when a modal closes: `returnFocusTo` when given, else whatever had focus as it opened (Radix
 * only knows its own Trigger, and most modals are opened by a plain button, a link or a URL). Its layout effect runs
 * before Radix moves focus into the modal. Returns the content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean, returnFocusTo: HTMLElement | null | undefined) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = returnFocusTo ?? opener.current;
    if (!(target instanceof HTMLElement) || !target.isConnected || target === document.body) return;
    event.preventDefault();
    target.focus();
  };
}
