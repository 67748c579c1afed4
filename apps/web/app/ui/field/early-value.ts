import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the visitor typed or chose before the page's scripts took over (or what the browser filled in: autofill, a
 * restored form). Hydration keeps a control's text but not the component's state, so the next render would wipe it
 * and a submit would send the empty state. Adopted once, when the control mounts; one the browser's script made
 * holds its state's value and has nothing to adopt. Returns the ref to put on the control (with `forwarded`, the
 * caller's own ref, set too).
 */
export function useEarlyValue<E extends Control>(value: string, adopt: (value: string) => void, forwarded?: Ref<E>): RefCallback<E> {
  const control = useRef<E | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: later values are the component's own
  useLayoutEffect(() => {
    const early = control.current?.value;
    if (early !== undefined && early !== value) adopt(early);
  }, []);
  return useCallback(
    (node: E | null) => {
      control.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}
