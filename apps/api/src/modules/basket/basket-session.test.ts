import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashToken, SESSION_IDLE_MS } from '../session/session.ts';

/**
 * The session's rules as Basket/get and Basket/add meet them: an idle session ends, its last use is written at most
 * hourly, a signed-in buyer's chosen basket is the one used.
 */
describe('a basket read and its session', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp({ skus: 300 });
    productId = (await seedProduct(t.db, { type: 'Болт' })).id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const sessionOf = (visitor: Visitor) =>
    t.db
      .selectFrom('sessions')
      .select(['id', 'last_seen_at'])
      .where('id', '=', hashToken(visitor.cookie.replace(/^sid=/, '')))
      .executeTakeFirst();

  it('does not read or grow the basket of a session past its idle timeout, and ends the session', async () => {
    const guest: Visitor = { cookie: '' };
    okResult(await addToBasket(t.app, guest, productId, 2));
    const stale = { ...guest };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1000);

    const read = await getBasket(t.app, stale);
    expect(okResult(read).items).toEqual([]);
    expect(String(read.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await sessionOf(guest)).toBeUndefined();

    // The old cookie once more: a new session and basket with the one line, not the old line grown.
    const again: Visitor = { ...guest };
    const added = okResult(await addToBasket(t.app, again, productId, 1));
    expect(added.items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
    expect(again.cookie).not.toBe(guest.cookie);
  });

  it('writes a session’s last use at most hourly, and renews its cookie then', async () => {
    const guest: Visitor = { cookie: '' };
    okResult(await addToBasket(t.app, guest, productId, 1));
    const before = (await sessionOf(guest))!.last_seen_at;

    const soon = await getBasket(t.app, guest);
    expect(soon.headers['set-cookie']).toBeUndefined();
    expect((await sessionOf(guest))!.last_seen_at).toBe(before);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    for (const read of [() => getBasket(t.app, guest), () => addToBasket(t.app, guest, productId, 1)]) {
      const before = (await sessionOf(guest))!.last_seen_at;
      const response = await read();
      expect(okResult(response).items).toHaveLength(1);
      expect(String(response.headers['set-cookie'])).toMatch(/^sid=[\w-]{43};/);
      expect((await sessionOf(guest))!.last_seen_at > before).toBe(true);
      vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    }
  });

  it('reads and grows a signed-in buyer’s chosen basket', async () => {
    const buyer: Visitor = { cookie: (await register(t.app)).cookie };
    okResult(await addToBasket(t.app, buyer, productId, 3));
    const created = okResult(await call(t.app, buyer, 'POST', 'Basket/createBasket/', { name: 'Объект' }));
    const second = created.baskets.find((basket: { name: string }) => basket.name === 'Объект');
    okResult(await call(t.app, buyer, 'POST', 'Basket/changeBasket/', { basket_id: second.id }));
    okResult(await addToBasket(t.app, buyer, productId, 5));
    okResult(await addToBasket(t.app, buyer, productId, 5));

    const basket = okResult(await getBasket(t.app, buyer));
    expect(basket.current_basket).toMatchObject({ id: second.id, name: 'Объект' });
    expect(basket.items.map((item: { quantity: number }) => item.quantity)).toEqual([10]);
  });
});
