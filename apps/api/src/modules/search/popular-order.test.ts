import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToBasket, okResult } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, submitOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listingIndexCache } from '../catalog/listing-index-cache.ts';
import { popularityRefreshMs, popularOrder } from './popular-order.ts';

describe('the popularity order search ranks by', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 200 });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('puts an ordered product first at the next refresh, without recounting the orders at every order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const index = await listingIndexCache(t.db).get();
    const before = await popularOrder(t.db, index);
    // The least popular product with stock, by the seed's order.
    const last = [...before].reverse().find((row) => index.inStock[row] === 1)!;
    const buyer = (await quickBuyer(t.db)).visitor;
    okResult(await addToBasket(t.app, buyer, index.ids[last]!, 1));
    okResult(await submitOrder(t.app, buyer, checkoutBody(await pickupStockId(t.db))));

    expect(await popularOrder(t.db, index)).toBe(before);
    vi.advanceTimersByTime(popularityRefreshMs + 1);
    const after = await popularOrder(t.db, index);
    expect(after[0]).toBe(last);
    expect(after.length).toBe(before.length);
  });
});
