import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { statementsOf } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('statements per basket call', () => {
  let t: TestApp;
  const visitor: Visitor = { cookie: '' };
  beforeAll(async () => {
    t = await createTestApp({ skus: 300 });
    for (const type of ['Болт', 'Гайка', 'Шайба']) okResult(await addToBasket(t.app, visitor, (await seedProduct(t.db, { type })).id, 2));
  });
  afterAll(() => t.close());

  it('reads the session, then the active basket with its lines in one statement', async () => {
    // Warm: the settings and the products' facts are kept per process and data version.
    okResult(await getBasket(t.app, visitor));
    let answer: { items: unknown[] } | undefined;
    expect(await statementsOf(t.dialect, async () => (answer = okResult(await getBasket(t.app, visitor))))).toBe(2);
    expect(answer?.items).toHaveLength(3);
  });

  it('adds to a line the basket has in one statement: the session, the add, then the basket with its lines', async () => {
    const products = await t.db.selectFrom('basket_items').select('product_id').orderBy('id').execute();
    okResult(await addToBasket(t.app, visitor, products[0]!.product_id, 1));
    let answer: { items: { quantity: number }[] } | undefined;
    expect(await statementsOf(t.dialect, async () => (answer = okResult(await addToBasket(t.app, visitor, products[0]!.product_id, 1))))).toBe(3);
    expect(answer?.items.map((item) => item.quantity)).toEqual([4, 2, 2]);
  });
});
