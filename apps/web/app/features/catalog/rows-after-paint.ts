import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * How many of `items` to render: all of them, except right after a navigation to another page (not back or
 * forward) brought new items, when the first `first` render in the navigation's commit and the rest in a render of
 * their own just after that frame is painted. A navigation to a listing then paints what the first screen shows
 * (bench/RESULTS.md, issue 11). The server and the hydrating render show every row (crawlers, visitors without
 * JavaScript); back and forward show every row at once, so the restored scroll position exists; new items on the
 * same page (a filter, the sort, the next page) show at once, as the visitor may be scrolled anywhere on it and a
 * page shorter for one frame would move them. Rows that come later (infinite scroll appending to the same items)
 * are not held back.
 */
export function useRowsAfterPaint(items: readonly unknown[], first: number): number {
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  // The page's first load (hydration, which must render what the server did) is a POP too, as are back and forward;
  // a module-level "hydrated" flag set by this hook held nothing back on the first listing after another page.
  const [state, setState] = useState({ items, pathname, shown: navigationType === 'POP' ? Number.POSITIVE_INFINITY : first });
  let shown = state.shown;
  if (state.items !== items) {
    // New items in this render (React's "adjusting state on a prop change"): on another page, hold the rest back again.
    shown = navigationType === 'POP' || pathname === state.pathname ? Number.POSITIVE_INFINITY : first;
    setState({ items, pathname, shown });
  }

  useEffect(() => {
    if (shown >= items.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's callbacks run before it is painted; a task queued from one runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setState((now) => (now.items === items ? { ...now, shown: Number.POSITIVE_INFINITY } : now))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, shown]);

  return shown;
}
