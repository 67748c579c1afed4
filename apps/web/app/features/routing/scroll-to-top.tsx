import { useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/** Spec §2: a page change scrolls to top when the path changes; a query change (filters, sort) does not. */
export function shouldScrollToTop(previous: Pick<Location, 'pathname'>, next: Pick<Location, 'pathname' | 'hash'>, navigationType: string): boolean {
  return navigationType !== 'POP' && previous.pathname !== next.pathname && !next.hash;
}

/**
 * Works with <ScrollRestoration getKey={pathname}>: that keeps the position on query changes and restores
 * it on back/forward; this forces the top on a new path even when the path was seen before.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useLayoutEffect(() => {
    if (shouldScrollToTop(previous.current, location, navigationType)) window.scrollTo(0, 0);
    previous.current = location;
  }, [location, navigationType]);

  return null;
}
