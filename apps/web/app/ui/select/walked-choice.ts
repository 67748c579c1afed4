import { type KeyboardEvent, useRef } from 'react';

/** Keys that change a closed select's value on the spot, as the keyboard walks its options. */
const walkingKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * For a select whose choice acts at once (a sort, a filter): a choice made with the mouse or a phone's picker acts at
 * once; one the keyboard walks to acts on Enter or when the select is left, so walking the options does not reload
 * the page at each step. Give `changed` every new value, and the select the two handlers.
 */
export function useWalkedChoice(act: (value: string) => void) {
  const walking = useRef(false);
  const pending = useRef<string | null>(null);
  const settle = () => {
    if (pending.current === null) return;
    const value = pending.current;
    pending.current = null;
    act(value);
  };
  return {
    changed(value: string) {
      pending.current = value;
      if (walking.current) walking.current = false;
      else settle();
    },
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (walkingKeys.has(event.key)) walking.current = true;
      if (event.key === 'Enter') settle();
    },
    onBlur: settle,
  };
}
