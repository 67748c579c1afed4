import { useSyncExternalStore } from 'react';

/**
 * One piece of per-visitor state (the basket, the favourites) held in the browser, as decision 0004 describes:
 * empty on the server (pages stay the same HTML for every guest), filled by one request after the page is shown,
 * replaced by every whole answer of the API. Changes run one at a time, in order; a change may show its result at
 * once (optimistic), and a failed change puts back the last confirmed state (spec §8: a failed call changes nothing).
 * A load stands only if nothing newer came meanwhile: a load sent before a change (or before a page's own server read)
 * and answered after it (a slow connection right after the page is shown) does not undo it on screen, nor does a
 * load sent while a change was in flight, which may have read the basket before the change was written.
 */
export interface VisitorStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T | null;
  /** Loads the state from the server (again after sign-in or sign-out); a change in flight wins over it. */
  load(): Promise<void>;
  /**
   * Takes the state a page's loader read on the server (the basket page) unless a change is in flight: read during
   * this navigation, it is newer than what the store holds (an action such as repeating an order changes the basket on
   * the server, not through the store).
   */
  hydrate(state: T): void;
  /** Runs `call` after the changes before it; `optimistic` shows its expected result meanwhile. */
  change<R>(call: () => Promise<R>, options: { answer: (result: R) => T; optimistic?: (current: T | null) => T | null }): Promise<R>;
}

export function createVisitorStore<T>(fetchState: () => Promise<T>): VisitorStore<T> {
  let shown: T | null = null;
  let confirmed: T | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let pendingChanges = 0;
  /** Reads and changes sent so far, and which of them the confirmed state answers. */
  let sent = 0;
  let confirmedRequest = 0;
  const listeners = new Set<() => void>();
  const show = (state: T | null) => {
    shown = state;
    listeners.forEach((listener) => listener());
  };
  const confirm = (request: number, state: T) => {
    confirmedRequest = request;
    confirmed = state;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shown,
    async load() {
      const request = ++sent;
      const duringChange = pendingChanges > 0;
      const state = await fetchState();
      if (duringChange || pendingChanges > 0 || request < confirmedRequest) return;
      confirm(request, state);
      show(state);
    },
    hydrate(state) {
      if (pendingChanges > 0) return;
      // As if read now: a load sent before it (on an earlier page) and answered after it does not replace it.
      confirm(++sent, state);
      show(state);
    },
    change(call, { answer, optimistic }) {
      pendingChanges++;
      if (optimistic) show(optimistic(shown));
      let request = 0;
      const send = () => {
        request = ++sent;
        return call();
      };
      const run = queue.then(send).then(
        (result) => {
          confirm(request, answer(result));
          if (--pendingChanges === 0) show(confirmed);
          return result;
        },
        (error: unknown) => {
          if (--pendingChanges === 0) show(confirmed);
          throw error;
        },
      );
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** The store's state for a component: null on the server and until the first answer. */
export function useVisitorState<T>(store: VisitorStore<T>): T | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}
