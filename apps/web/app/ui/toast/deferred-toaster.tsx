import { useEffect, useSyncExternalStore } from 'react';
import { useDeferredComponent } from '../deferred/use-deferred-component';
import { toastStore } from './toast-store';

const loadToaster = () => import('./toaster').then((module) => ({ default: module.Toaster }));

/**
 * The Toaster, loaded once the page is up — or at once when a toast is raised before that (the store keeps
 * it until shown). No page waits for the toast library. Mount once in the root layout.
 */
export function DeferredToaster() {
  const { Component: Toaster, loadNow } = useDeferredComponent(loadToaster);
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  useEffect(() => {
    if (toasts.length > 0) loadNow();
  }, [toasts.length, loadNow]);
  return Toaster ? <Toaster /> : null;
}
