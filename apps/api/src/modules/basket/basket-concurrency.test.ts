import { basketLimits } from '@store/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp, testDialect, testPostgresUrl } from '../../testing/test-app.ts';
import { addToLine } from './basket-items.repository.ts';
import { lockActiveBasket, lockUserBaskets } from './baskets.repository.ts';

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

  const lockers: Array<[string, (trx: Db, userId: number) => Promise<unknown>]> = [
    ['all of a user’s baskets (a create, a copy)', (trx, userId) => lockUserBaskets(trx, userId, new Date().toISOString())],
    [
      'the active one and the main one (a write to a chosen basket)',
      (trx, userId) => lockActiveBasket(trx, { userId, sessionId: null }, true, new Date().toISOString()),
    ],
  ];
  // PostgreSQL only: SQLite runs one writer at a time, so its transactions hold no row locks to cross.
  if (testDialect === 'postgres')
    it.each(lockers)('locks %s in id order, whatever order their rows lie in, so two writers never deadlock', async (_name, lock) => {
      const visitor: Visitor = { cookie: (await register(t.app)).cookie };
      const [main, named] = okResult(await call(t.app, visitor, 'POST', 'Basket/createBasket/', { name: 'Объект' })).baskets.map(
        (basket: { id: number }) => basket.id,
      ) as [number, number];
      okResult(await call(t.app, visitor, 'POST', 'Basket/changeBasket/', { basket_id: named }));
      const { user_id: userId } = await t.db.selectFrom('baskets').select('user_id').where('id', '=', main).executeTakeFirstOrThrow();
      // A new version of the main basket's row lies after the named one's: a table scan meets the named basket first.
      await t.db.updateTable('baskets').set({ updated_at: new Date().toISOString() }).where('id', '=', main).execute();
      const inTableOrder = await sql<{ id: number }>`select id from baskets where user_id = ${userId} order by ctid`.execute(t.db);
      expect(inTableOrder.rows.map((row) => row.id)).toEqual([named, main]);

      // Another writer locks the main basket, then the named one, as every writer of several baskets must.
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!.schema;
      const other = new pg.Client({ connectionString: testPostgresUrl, options: `-c search_path=${schema}` });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from baskets where id = $1 for update', [main]);
        let lockerPid = 0;
        const locking = t.db.transaction().execute(async (trx) => {
          lockerPid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
          await sql`set local enable_indexscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          await lock(trx, userId!);
        });
        const waitEvent = async () =>
          (await sql<{ type: string | null }>`select wait_event_type as type from pg_stat_activity where pid = ${lockerPid}`.execute(t.db)).rows[0]?.type;
        await expect.poll(waitEvent, { timeout: 30_000 }).toBe('Lock');
        // Had the lock taken the named basket first (the table's order), this would wait for it: a deadlock.
        await other.query('update baskets set updated_at = updated_at where id = $1', [named]);
        await other.query('commit');
        await expect(locking).resolves.toBeUndefined();
      } finally {
        await other.end();
      }
    });
});
