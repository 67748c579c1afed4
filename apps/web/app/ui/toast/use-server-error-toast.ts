import { useEffect } from 'react';
import { type ServerErrorLike, showServerError } from './server-error-toast';

// One popup per answer: a re-render, a remount or StrictMode's second effect run must not raise it again.
const shown = new WeakSet<ServerErrorLike>();

/**
 * Raises the global API-error popup for an API failure that reached the browser inside a route action's
 * or a fetcher's answer (the API was called on the server, so the browser-side client never saw it).
 */
export function useServerErrorToast(error: ServerErrorLike | null | undefined): void {
  useEffect(() => {
    if (!error || shown.has(error)) return;
    shown.add(error);
    showServerError(error);
  }, [error]);
}
