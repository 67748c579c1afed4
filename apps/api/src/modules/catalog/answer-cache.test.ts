import type { ProductCard } from '@store/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCache, restockCards } from './answer-cache.ts';
import { type ListingIndex, patchStock } from './listing-index.ts';

/** The part of an index the cache reads: two products, 5 and 0 units. */
const smallIndex = () =>
  ({
    ids: Int32Array.from([10, 20]),
    inStock: Uint8Array.from([1, 0]),
    stock: Int32Array.from([5, 0]),
    stockVersion: 1,
    availabilityVersion: 0,
  }) as unknown as ListingIndex;

const card = (id: number, stock: number) => ({ id, stock, available: stock > 0 }) as ProductCard;

describe('answers cached per index while orders move stock', () => {
  afterEach(() => vi.useRealTimers());

  function counted(index: ListingIndex) {
    let computations = 0;
    const cache = answerCache<{ items: ProductCard[] }>(10, { restock: restockCards, ttl: 60_000 });
    const ask = () =>
      cache(index, 'q', async () => {
        computations++;
        return { items: [card(10, index.stock[0]!), card(20, index.stock[1]!)] };
      });
    return { ask, computations: () => computations };
  }

  it('restocks the cards of an answer when an order only takes some units, without computing it again', async () => {
    const index = smallIndex();
    const { ask, computations } = counted(index);
    const first = await ask();
    patchStock(index, 2, [{ id: 10, stock: 3 }]);
    const second = await ask();
    expect(second.items).toEqual([card(10, 3), card(20, 0)]);
    expect(second.items[1]).toBe(first.items[1]);
    expect(await ask()).toBe(second);
    expect(computations()).toBe(1);
  });

  it('computes the answer again when a product runs out or comes back', async () => {
    const index = smallIndex();
    const { ask, computations } = counted(index);
    await ask();
    patchStock(index, 2, [{ id: 10, stock: 0 }]);
    expect((await ask()).items[0]).toEqual(card(10, 0));
    patchStock(index, 3, [{ id: 20, stock: 4 }]);
    expect((await ask()).items[1]).toEqual(card(20, 4));
    expect(computations()).toBe(3);
  });

  it('computes the answer again once its time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const index = smallIndex();
    const { ask, computations } = counted(index);
    await ask();
    vi.advanceTimersByTime(59_000);
    await ask();
    expect(computations()).toBe(1);
    vi.advanceTimersByTime(2_000);
    await ask();
    expect(computations()).toBe(2);
  });

  it('keeps answers that show no stock while the index stands', async () => {
    const index = smallIndex();
    let computations = 0;
    const cache = answerCache<number>(10);
    const ask = () => cache(index, 'q', async () => ++computations);
    await ask();
    patchStock(index, 2, [{ id: 10, stock: 0 }]);
    expect(await ask()).toBe(1);
  });
});
