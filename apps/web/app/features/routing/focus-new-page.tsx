import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainRegion, focusProgrammatically } from '~/ui/modal/return-focus';

/**
 * Focus on a new page's heading after an in-app navigation to another path, as a page load would leave a screen
 * reader at the top of the new page: a followed link left focus on `<body>` (or on a menu link that stayed), and
 * nothing told the visitor the page had changed. Left alone: focus a control of the new page took itself, focus in a
 * field (the header's search stays in its box) and focus in a dialog. A query change (filters, sort, a URL modal)
 * keeps focus where it was, as it keeps the scroll position.
 */
export function FocusNewPage() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (keepsFocus(document.activeElement)) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) focusProgrammatically(heading, { preventScroll: true });
    else focusMainRegion({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** Focus the new page should keep: in a field or a dialog, or on a control of the new page that took it. */
function keepsFocus(active: Element | null): boolean {
  if (!active || active === document.body) return false;
  if (active.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (active.matches('input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"]), textarea, select, [contenteditable="true"]')) return true;
  return active.hasAttribute('autofocus') || active.hasAttribute('data-autofocus');
}
