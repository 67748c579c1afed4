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
    if (!(target instanceof HTMLElement) || target === document.body) return;
    event.preventDefault();
    // What opened it went with what the modal did (a deleted card's button): the page's main region, not <body>.
    if (target.isConnected) target.focus();
    else focusMainRegion();
  };
}

/**
 * Focus on the page's main region (the layouts' `#main`, the skip link's target) when the control that had it is
 * gone, so a keyboard goes on from the content rather than from the top of the page.
 */
export function focusMainRegion(options?: FocusOptions) {
  const main = document.getElementById('main');
  if (main) focusProgrammatically(main, options);
}

/** Focus an element that is no tab stop (a region, a heading) without making it one. */
export function focusProgrammatically(element: HTMLElement, options?: FocusOptions) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus(options);
}
