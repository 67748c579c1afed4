import { type ComponentType, useCallback, useEffect, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const pending = new Map<Loader<never>, Promise<{ default: ComponentType<never> }>>();
const ready = new Map<Loader<never>, ComponentType<never>>();

/**
 * A heavy interactive component (a combobox, a dropdown) loaded after the page is up: when the browser is
 * idle, or at once when the visitor reaches for the plain stand-in the caller renders until then (a form,
 * a link — both work on their own). So it is not part of any page's first-load JavaScript.
 * `load` must be a module-level function (`() => import('./x')`), so every caller shares one download.
 */
export function useDeferredComponent<P>(load: Loader<P>): { Component: ComponentType<P> | null; loadNow: () => void } {
  const key = load as Loader<never>;
  // Hydration always starts from the stand-in (the server rendered it); later mounts reuse what is loaded.
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);

  const loadNow = useCallback(() => {
    const known = ready.get(key) as ComponentType<P> | undefined;
    if (known) return setComponent(() => known);
    let download = pending.get(key);
    if (!download) {
      download = key();
      pending.set(key, download);
    }
    download.then(
      (module) => {
        ready.set(key, module.default);
        setComponent(() => module.default as ComponentType<P>);
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

  return { Component, loadNow };
}
