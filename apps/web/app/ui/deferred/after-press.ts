/**
 * Runs `show` once no pointer is pressed on the page, click included. A deferred module that arrives mid-press would
 * replace its stand-in under the pointer, and a press on one element with the release on another clicks neither
 * (the visitor's click on «Все корзины» was lost that way).
 */
export function whenNotPressed(show: () => void) {
  if (pressed) waiting.push(show);
  else show();
}

let pressed = false;
const waiting: Array<() => void> = [];

function release(delay: number) {
  pressed = false;
  // A task queued after the click's dispatch; a press that ends in no click (a drag, a cancelled touch) after a moment.
  setTimeout(() => {
    if (pressed) return;
    for (const show of waiting.splice(0)) show();
  }, delay);
}

if (typeof window !== 'undefined') {
  const capture = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressed = true), capture);
  window.addEventListener('click', () => release(0), capture);
  window.addEventListener('pointerup', () => release(300), capture);
  window.addEventListener('pointercancel', () => release(0), capture);
  // The window losing focus (another tab or application) ends a press; an element of the page losing it, which a
  // press itself causes, does not (its blur does not bubble, so only a capturing listener would hear it).
  window.addEventListener('blur', () => release(0));
}
