import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls `callback` once `delay` ms have passed without another call; pending calls die with the component. */
export function useDebouncedCallback<A extends unknown[]>(callback: ((...args: A) => void) | undefined, delay: number): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current?.(...args), delay);
  };
}
