import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { statementsOf } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('statements per basket read', () => {
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
});
