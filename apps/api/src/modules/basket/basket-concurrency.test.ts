import { basketLimits } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToLine } from './basket-items.repository.ts';

describe('parallel requests on one basket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lose no update: 20 parallel adds of 1 give 20, for a guest and for a user', async () => {
    const product = await seedProduct(t.db);
    for (const visitor of [{ cookie: '' }, { cookie: (await register(t.app)).cookie }] as Visitor[]) {
      await addToBasket(t.app, visitor, product.id, 1);
      const answers = await Promise.all(Array.from({ length: 20 }, () => addToBasket(t.app, { ...visitor }, product.id, 1)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(okResult(await getBasket(t.app, visitor)).items.map((item: { quantity: number }) => item.quantity)).toEqual([21]);
    }
  });

  it('a user’s very first adds, in parallel, fill one main basket', async () => {
    const visitor: Visitor = { cookie: (await register(t.app)).cookie };
    const products = await t.db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').limit(10).execute();
    await Promise.all(products.map(({ id }) => addToBasket(t.app, { ...visitor }, id, 2)));
    const basket = okResult(await getBasket(t.app, visitor));
    expect(basket.count).toBe(10);
    expect(okResult(await call(t.app, visitor, 'GET', 'Basket/getMultiBaskets/'))).toHaveLength(1);
  });

  it('never let parallel adds pass the 300-line limit', async () => {
    const visitor: Visitor = { cookie: (await register(t.app)).cookie };
    const products = await t.db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').limit(310).execute();
    const basketId = okResult(await addToBasket(t.app, visitor, products[0]!.id)).current_basket.id;
    for (const { id } of products.slice(1, basketLimits.maxLines - 5)) await addToLine(t.db, basketId, id, 1, new Date().toISOString());

    const answers = await Promise.all(products.slice(basketLimits.maxLines - 5).map(({ id }) => addToBasket(t.app, { ...visitor }, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(10);
    expect(okResult(await getBasket(t.app, visitor)).count).toBe(basketLimits.maxLines);
  });

  it('never let parallel adds of one product pass 999 999', async () => {
    const visitor: Visitor = { cookie: '' };
    const product = await seedProduct(t.db);
    await addToBasket(t.app, visitor, product.id, 999_990);
    const answers = await Promise.all(Array.from({ length: 12 }, () => addToBasket(t.app, { ...visitor }, product.id, 1)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(9);
    expect(okResult(await getBasket(t.app, visitor)).items[0].quantity).toBe(999_999);
  });
});
