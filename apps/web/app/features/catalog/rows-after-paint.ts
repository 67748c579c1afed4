import { startTransition, useEffect, useState } from 'react';
import { useNavigationType } from 'react-router';

/** Set once the app has hydrated: the first render must be the server's, every row. */
let hydrated = false;

/**
 * How many of `items` to render: all of them, except right after a navigation (not back or forward) brought new
 * items, when the first `first` render in the navigation's commit and the rest in a render of their own just after
 * that frame is painted. A navigation to a listing then paints ~1/3 of the cards' elements (bench/RESULTS.md, issue
 * 11); the rest lie below the first screen. The server and the hydrating render show every row (crawlers, visitors
 * without JavaScript); back and forward show every row at once, so the restored scroll position exists. Rows that
 * come later (infinite scroll appending to the same items) are not held back.
 */
export function useRowsAfterPaint(items: readonly unknown[], first: number): number {
  const navigationType = useNavigationType();
  const [state, setState] = useState({ items, shown: hydrated && navigationType !== 'POP' ? first : Number.POSITIVE_INFINITY });
  let shown = state.shown;
  if (state.items !== items) {
    // New items in this render (React's "adjusting state on a prop change"): hold the rest back again.
    shown = navigationType === 'POP' ? Number.POSITIVE_INFINITY : first;
    setState({ items, shown });
  }

  useEffect(() => {
    hydrated = true;
  }, []);

  useEffect(() => {
    if (shown >= items.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's callbacks run before it is painted; a task queued from one runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setState((now) => (now.items === items ? { items, shown: Number.POSITIVE_INFINITY } : now))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, shown]);

  return shown;
}
