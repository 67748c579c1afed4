import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, okResult, seedProduct } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, submitOrder } from '../../testing/orders.ts';
import { statementsOf } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { KEEP_KEYS_MS } from './idempotency.ts';

describe('statements per order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 300 });
  });
  afterAll(() => t.close());

  async function buyerWithBasket(productIds: readonly number[]) {
    const buyer = await quickBuyer(t.db);
    for (const id of productIds) okResult(await addToBasket(t.app, buyer.visitor, id, 1));
    return buyer;
  }
  const expiredKey = async (key: string) => {
    const created_at = new Date(Date.now() - KEEP_KEYS_MS - 60_000).toISOString();
    await t.db.insertInto('idempotency_keys').values({ scope: 'user:0', key, request_hash: '-', state: 'done', answer: 'null', created_at }).execute();
  };
  const keyExists = async (key: string) => (await t.db.selectFrom('idempotency_keys').select('id').where('key', '=', key).executeTakeFirst()) !== undefined;

  it('places an order in 23 statements: no city or pickup warehouse look-up (the process keeps them), lines and products in one read, no purge of old keys, no read of the order after it', async () => {
    const stockId = await pickupStockId(t.db);
    const products = [await seedProduct(t.db, { type: 'Болт' }), await seedProduct(t.db, { type: 'Гайка' })].map((product) => product.id);
    // The process's first order deletes the keys past their time (and warms the settings, products' facts and cities).
    await expiredKey('expired-before-first-order');
    const first = await buyerWithBasket(products);
    okResult(await submitOrder(t.app, first.visitor, checkoutBody(stockId)));
    expect(await keyExists('expired-before-first-order')).toBe(false);

    await expiredKey('expired-before-second-order');
    const second = await buyerWithBasket(products);
    let answer: { order_num: string } | undefined;
    // statementsOf leaves out the versions the process's watcher reads on its own clock (and on SQLite after a commit).
    const statements = await statementsOf(t.dialect, async () => (answer = okResult(await submitOrder(t.app, second.visitor, checkoutBody(stockId)))));
    expect(answer?.order_num).toMatch(/^\d{4}-\d{6}$/);
    // 26 before (the versions' reads left out): the pickup warehouses read in the transaction, the lines and their
    // products in two reads, and the order read again after its commit.
    expect(statements).toBe(23);
    // At most one purge per ten minutes and process.
    expect(await keyExists('expired-before-second-order')).toBe(true);
  });
});
