import { StatementSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToBasket, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Each statement is a round trip on PostgreSQL and costs the server's CPU as much as the database's (bench/RESULTS.md).
describe('statements per basket read', () => {
  let t: TestApp;
  const visitor: Visitor = { cookie: '' };
  beforeAll(async () => {
    t = await createTestApp({ skus: 300 });
    for (const type of ['Болт', 'Гайка', 'Шайба']) okResult(await addToBasket(t.app, visitor, (await seedProduct(t.db, { type })).id, 2));
  });
  afterAll(() => t.close());

  /**
   * The statements `action` sends to the database: node:sqlite's runs, or node-postgres's messages that end one
   * (a simple query, or the sync after an extended one's parse, bind and execute).
   */
  async function statementsOf(action: () => Promise<unknown>): Promise<number> {
    const spies =
      t.dialect === 'postgres'
        ? [vi.spyOn(pg.Connection.prototype, 'query'), vi.spyOn(pg.Connection.prototype, 'sync')]
        : (['all', 'get', 'run', 'iterate'] as const).map((method) => vi.spyOn(StatementSync.prototype, method));
    try {
      await action();
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('reads the session, then the active basket with its lines in one statement', async () => {
    // Warm: the settings and the products' facts are kept per process and data version.
    okResult(await getBasket(t.app, visitor));
    let answer: { items: unknown[] } | undefined;
    expect(await statementsOf(async () => (answer = okResult(await getBasket(t.app, visitor))))).toBe(2);
    expect(answer?.items).toHaveLength(3);
  });
});
