import { type PointerEvent, useRef, useState } from 'react';
import { sheetOffset, swipeCloses } from './swipe';

/** Pointer handlers for the sheet's grab area: the sheet follows the finger and closes on a long enough swipe down. */
export function useSwipeToClose(onClose: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientY;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current !== null) setOffset(sheetOffset(event.clientY - start.current));
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dy = event.clientY - start.current;
      start.current = null;
      setOffset(0);
      if (swipeCloses(dy)) onClose();
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  return { handlers, offset };
}
