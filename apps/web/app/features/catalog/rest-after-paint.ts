import { startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Whether a page holds the rest of `data` back: true right after a navigation to another page (not back or
 * forward) brought new data that has more than its first screen (`more`), when the page renders what the first
 * screen shows in the navigation's commit and everything in ONE render of its own just after that frame is painted.
 * A navigation to a listing then paints what the first screen shows (bench/RESULTS.md, issue 11). The server and the
 * hydrating render show everything (crawlers, visitors without JavaScript); back and forward show everything at once,
 * so the restored scroll position exists; new data on the same page (a filter, the sort, the next page) shows at
 * once, as the visitor may be scrolled anywhere on it and a page shorter for one frame would move them. Rows that
 * come later (infinite scroll appending to the same data) are not held back.
 */
export function useRestAfterPaint(data: unknown, more: boolean): boolean {
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  // The page's first load (hydration, which must render what the server did) is a POP too, as are back and forward;
  // a module-level "hydrated" flag set by this hook held nothing back on the first listing after another page.
  const [state, setState] = useState({ data, pathname, held: more && navigationType !== 'POP' });
  let held = state.held;
  if (state.data !== data) {
    // New data in this render (React's "adjusting state on a prop change"): on another page, hold the rest back again.
    held = more && navigationType !== 'POP' && pathname !== state.pathname;
    setState({ data, pathname, held });
  }

  useEffect(() => {
    if (!held) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's callbacks run before it is painted; a task queued from one runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setState((now) => (now.data === data ? { ...now, held: false } : now))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [data, held]);

  return held;
}
