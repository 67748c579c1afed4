import { type ComponentType, useCallback, useEffect, useState } from 'react';

type Loader<M> = () => Promise<M>;

const pending = new Map<Loader<unknown>, Promise<unknown>>();
const ready = new Map<Loader<unknown>, unknown>();

/**
 * A module that arrives while a pointer is pressed is shown once the press has ended, click included: swapped in
 * mid-press, the module's element would replace the stand-in under the pointer, and a press on one element with the
 * release on another clicks neither (the visitor's click on «Все корзины» was lost that way).
 */
let pressed = false;
const afterPress: Array<() => void> = [];

function whenNotPressed(show: () => void) {
  if (pressed) afterPress.push(show);
  else show();
}

function releasePress(delay: number) {
  pressed = false;
  // A task queued after the click's dispatch; a press that ends in no click (a drag, a cancelled touch) after a moment.
  setTimeout(() => {
    if (pressed) return;
    for (const show of afterPress.splice(0)) show();
  }, delay);
}

if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressed = true), options);
  window.addEventListener('click', () => releasePress(0), options);
  window.addEventListener('pointerup', () => releasePress(300), options);
  window.addEventListener('pointercancel', () => releasePress(0), options);
  window.addEventListener('blur', () => releasePress(0), options);
}

/**
 * A heavy module (a combobox, a dropdown, the form schemas) loaded after the page is up: when the browser
 * is idle, or at once when the visitor reaches for what needs it (`loadNow`). Until then the caller shows a
 * plain stand-in that works on its own (a form, a link, the server's checks), so the module is no part of
 * any page's first-load JavaScript. `load` must be a module-level function (`() => import('./x')`), so
 * every caller shares one download.
 */
export function useDeferredModule<M>(load: Loader<M>): { module: M | null; loadNow: () => void } {
  const key = load as Loader<unknown>;
  // Hydration always starts from the stand-in (the server rendered it); later mounts reuse what is loaded.
  const [module, setModule] = useState<{ value: M } | null>(null);

  const loadNow = useCallback(() => {
    if (ready.has(key)) return setModule({ value: ready.get(key) as M });
    let download = pending.get(key);
    if (!download) {
      download = key();
      pending.set(key, download);
    }
    download.then(
      (value) => {
        ready.set(key, value);
        whenNotPressed(() => setModule({ value: value as M }));
      },
      () => pending.delete(key),
    );
  }, [key]);

  useEffect(() => {
    if (ready.has(key)) return loadNow();
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(loadNow, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(loadNow, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [key, loadNow]);

  return { module: module?.value ?? null, loadNow };
}

/** useDeferredModule for a component module (`export default`). */
export function useDeferredComponent<P>(load: Loader<{ default: ComponentType<P> }>): { Component: ComponentType<P> | null; loadNow: () => void } {
  const { module, loadNow } = useDeferredModule(load);
  return { Component: module?.default ?? null, loadNow };
}
