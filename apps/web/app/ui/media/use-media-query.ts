import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches; false on the server and in the first paint of a hydrated page. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Phones: below the md breakpoint (768 px). */
export const phoneQuery = '(max-width: 767.98px)';
