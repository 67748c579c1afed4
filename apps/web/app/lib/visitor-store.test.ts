import { describe, expect, it } from 'vitest';
import { createVisitorStore } from './visitor-store';

/** A call that settles when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createVisitorStore', () => {
  it('is empty until loaded, then holds the server state', async () => {
    const store = createVisitorStore(async () => [1, 2]);
    expect(store.getSnapshot()).toBeNull();
    await store.load();
    expect(store.getSnapshot()).toEqual([1, 2]);
  });

  it('takes the state a page read on the server, then its own later load', async () => {
    const store = createVisitorStore(async () => [3]);
    store.hydrate([1]);
    expect(store.getSnapshot()).toEqual([1]);
    await store.load();
    expect(store.getSnapshot()).toEqual([3]);
  });

  it('takes the state a page read on the server over an older one it held (an order repeated into the basket by the page’s action)', async () => {
    const store = createVisitorStore(async () => [] as number[]);
    await store.load();
    store.hydrate([7, 8]);
    expect(store.getSnapshot()).toEqual([7, 8]);
  });

  it('keeps a change in flight over a page’s state, and shows its answer', async () => {
    const store = createVisitorStore(async () => [1]);
    await store.load();
    const call = deferred<number[]>();
    const change = store.change(() => call.promise, { answer: (ids) => ids, optimistic: () => [1, 2] });
    store.hydrate([1]);
    expect(store.getSnapshot()).toEqual([1, 2]);
    call.resolve([1, 2]);
    await change;
    expect(store.getSnapshot()).toEqual([1, 2]);
  });

  it('shows an optimistic change at once and replaces it with the whole answer', async () => {
    const store = createVisitorStore(async () => [1]);
    await store.load();
    const call = deferred<number[]>();
    const done = store.change(() => call.promise, { answer: (ids) => ids, optimistic: (ids) => [...(ids ?? []), 2] });
    expect(store.getSnapshot()).toEqual([1, 2]);
    call.resolve([1, 2, 3]);
    await done;
    expect(store.getSnapshot()).toEqual([1, 2, 3]);
  });

  it('puts back the last confirmed state when a change fails, and tells the caller', async () => {
    const store = createVisitorStore(async () => [1]);
    await store.load();
    const failing = store.change(() => Promise.reject(new Error('Товар не найден')), { answer: (ids: number[]) => ids, optimistic: () => [] });
    expect(store.getSnapshot()).toEqual([]);
    await expect(failing).rejects.toThrow('Товар не найден');
    expect(store.getSnapshot()).toEqual([1]);
  });

  it('runs changes one at a time, in order, so an older answer never overwrites a newer one', async () => {
    const store = createVisitorStore(async () => 0);
    await store.load();
    const first = deferred<number>();
    const order: string[] = [];
    const a = store.change(
      () => {
        order.push('first sent');
        return first.promise;
      },
      { answer: (n) => n },
    );
    const b = store.change(
      async () => {
        order.push('second sent');
        return 2;
      },
      { answer: (n) => n },
    );
    await Promise.resolve();
    expect(order).toEqual(['first sent']);
    first.resolve(1);
    await Promise.all([a, b]);
    expect(order).toEqual(['first sent', 'second sent']);
    expect(store.getSnapshot()).toBe(2);
  });

  it('keeps showing a change in flight when a load answers meanwhile', async () => {
    let server = [1];
    const store = createVisitorStore(async () => server);
    await store.load();
    const call = deferred<number[]>();
    const change = store.change(() => call.promise, { answer: (ids) => ids, optimistic: () => [1, 2] });
    server = [9];
    await store.load();
    expect(store.getSnapshot()).toEqual([1, 2]);
    call.resolve([1, 2]);
    await change;
    expect(store.getSnapshot()).toEqual([1, 2]);
  });

  it('keeps a change when a load sent before it answers after it', async () => {
    const loaded = deferred<number[]>();
    const store = createVisitorStore(() => loaded.promise);
    // The page's first load is slow; meanwhile the buyer adds a product, and that answer comes first.
    const load = store.load();
    await store.change(async () => [1, 2], { answer: (ids) => ids });
    loaded.resolve([1]);
    await load;
    expect(store.getSnapshot()).toEqual([1, 2]);
  });

  it('keeps a change over a load sent while it was in flight, which may have read before the change was written', async () => {
    const loaded = deferred<number[]>();
    const store = createVisitorStore(() => loaded.promise);
    const call = deferred<number[]>();
    const change = store.change(() => call.promise, { answer: (ids) => ids });
    await Promise.resolve();
    const load = store.load();
    call.resolve([1, 2]);
    await change;
    loaded.resolve([1]);
    await load;
    expect(store.getSnapshot()).toEqual([1, 2]);
  });

  it('takes a load sent after the changes were answered', async () => {
    let server = [1];
    const store = createVisitorStore(async () => server);
    await store.change(async () => [1, 2], { answer: (ids) => ids });
    server = [1, 2, 3];
    await store.load();
    expect(store.getSnapshot()).toEqual([1, 2, 3]);
  });

  it('keeps the state a page read on the server when a load sent before the page answers after it', async () => {
    const loaded = deferred<number[]>();
    const store = createVisitorStore(() => loaded.promise);
    // The first page's load is slow; the buyer moves on to a page that read the basket on the server (after a repeat order).
    const load = store.load();
    store.hydrate([1, 2]);
    loaded.resolve([1]);
    await load;
    expect(store.getSnapshot()).toEqual([1, 2]);
  });
});
