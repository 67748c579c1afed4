import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, okResult, seedProduct } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, submitOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('parallel checkouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 parallel orders of a product with 5 in stock reserve exactly 5; the rest is «под заказ»; every order has its own number', async () => {
    const stockId = await pickupStockId(t.db);
    const product = await seedProduct(t.db, { type: 'Гайка' });
    await t.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => quickBuyer(t.db)));
    for (const buyer of buyers) okResult(await addToBasket(t.app, buyer.visitor, product.id, 1));

    const answers = await Promise.all(buyers.map((buyer) => submitOrder(t.app, buyer.visitor, checkoutBody(stockId))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const numbers = new Set(answers.map((answer) => okResult(answer).order_num));
    expect(numbers.size).toBe(50);

    const { stock } = await t.db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stock).toBe(0);
    const lines = await t.db.selectFrom('order_lines').select(['reserved_quantity', 'on_order_quantity']).where('product_id', '=', product.id).execute();
    expect(lines).toHaveLength(50);
    expect(lines.reduce((sum, line) => sum + line.reserved_quantity, 0)).toBe(5);
    expect(lines.reduce((sum, line) => sum + line.on_order_quantity, 0)).toBe(45);
  });
});
