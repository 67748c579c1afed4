import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { call, okResult, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';

describe('/api/Favourite/…', () => {
  let t: TestApp;
  let productIds: number[];
  beforeAll(async () => {
    t = await createTestApp();
    productIds = (await t.db.selectFrom('products').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
  });
  afterAll(() => t.close());

  const add = (visitor: Visitor, id: unknown) => call(t.app, visitor, 'POST', 'Favourite/add/', { id });
  const remove = (visitor: Visitor, id: unknown) => call(t.app, visitor, 'POST', 'Favourite/delete/', { id });
  const ids = async (visitor: Visitor) => okResult<number[]>(await call(t.app, visitor, 'GET', 'Favourite/getIds/'));

  it('gives a guest who stored nothing an empty list, without a session and never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Favourite/getIds/' });
    expect(body(response).result).toEqual([]);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('adds and deletes for guests and users, answering the id list (latest first); adding twice keeps one', async () => {
    const [a, b] = productIds;
    for (const visitor of [{ cookie: '' }, { cookie: (await register(t.app)).cookie }] as Visitor[]) {
      expect(okResult(await add(visitor, a))).toEqual([a]);
      expect(visitor.cookie).toMatch(/^sid=/);
      expect(okResult(await add(visitor, b))).toEqual([b, a]);
      expect(okResult(await add(visitor, a))).toEqual([b, a]);
      expect(await ids(visitor)).toEqual([b, a]);
      expect(okResult(await remove(visitor, b))).toEqual([a]);
      expect(okResult(await remove(visitor, b))).toEqual([a]);
    }
  });

  it('keeps each visitor’s favourites to themselves', async () => {
    const [a, , c] = productIds;
    const one: Visitor = { cookie: '' };
    const other: Visitor = { cookie: (await register(t.app)).cookie };
    await add(one, a);
    await add(other, c);
    expect(okResult(await remove(other, a))).toEqual([c]);
    expect(await ids(one)).toEqual([a]);
  });

  it('gives the cards of the favourites for the /fav page', async () => {
    const visitor: Visitor = { cookie: '' };
    await add(visitor, productIds[0]);
    await add(visitor, productIds[2]);
    const cards = okResult(await call(t.app, visitor, 'GET', 'Favourite/getProducts/'));
    expect(cards.map((card: { id: number }) => card.id)).toEqual([productIds[2], productIds[0]]);
    expect(cards[0]).toMatchObject({ name: expect.any(String), price: expect.any(Number), order_multiple: expect.any(Number) });
  });

  it('refuses an unknown product with 404 and ids that are not ids with 400', async () => {
    const visitor: Visitor = { cookie: '' };
    const unknown = await add(visitor, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).result.message).toBe('Товар не найден');
    for (const id of [-1, 0, 1.5, 10 ** 12, '1']) expect((await add(visitor, id)).statusCode, String(id)).toBe(400);
    expect((await call(t.app, visitor, 'POST', 'Favourite/add/', { id: productIds[0], user_id: 1 })).statusCode).toBe(400);
  });

  it('is closed while favourites are off in the settings', async () => {
    const visitor: Visitor = { cookie: '' };
    await add(visitor, productIds[0]);
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, fav: { enabled: false } });
    try {
      const refused = await add(visitor, productIds[1]);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).result.message).toBe('Избранное отключено в настройках магазина');
      expect(await ids(visitor)).toEqual([]);
    } finally {
      await saveSettings(t.db, settings);
    }
    expect(await ids(visitor)).toEqual([productIds[0]]);
  });
});
