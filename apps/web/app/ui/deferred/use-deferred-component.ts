import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { whenNotPressed } from './after-press';

type Loader<M> = () => Promise<M>;

const pending = new Map<Loader<unknown>, Promise<unknown>>();
const ready = new Map<Loader<unknown>, unknown>();

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
