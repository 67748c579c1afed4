import type { NewsDetail, NewsList, PromotionCard, PromotionDetail } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNews } from '../../seed/publications.ts';
import { register } from '../../testing/accounts.ts';
import { call, okResult, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertPublications, type NewPublication } from './publications.repository.ts';

describe('/api/News/… and /api/Promo/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 100 });
  });
  afterAll(() => t.close());

  const day = 24 * 60 * 60 * 1000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  let codeCounter = 0;
  /** A publication of the test's own, by a code no other test uses. */
  const publication = (kind: 'news' | 'promo', overrides: Partial<NewPublication> = {}): NewPublication => ({
    kind,
    code: `test-${kind}-${++codeCounter}`,
    title: `Тест ${codeCounter}`,
    body_md: 'Текст',
    published_at: at(-day),
    ...overrides,
  });
  const insert = (...publications: NewPublication[]) => insertPublications(t.db, publications);

  const signedIn = async (): Promise<Visitor & { id: number }> => {
    const account = await register(t.app);
    return { cookie: account.cookie, id: account.id };
  };
  const get = (visitor: Visitor, path: string, query: Record<string, string> = {}) => call(t.app, visitor, 'GET', `${path}?${new URLSearchParams(query)}`);
  const newsList = async (visitor: Visitor, page?: number) =>
    okResult<NewsList>(await get(visitor, 'News/getList/', page === undefined ? {} : { page: String(page) }));
  const newsItem = (visitor: Visitor, code: string) => get(visitor, 'News/get/', { code });
  const markSeen = (visitor: Visitor) => call(t.app, visitor, 'POST', 'News/markSeen/');
  const isNewsUpdated = async (visitor: Visitor) => okResult<boolean>(await get(visitor, 'Notifications/isNewsUpdated/'));
  const promotion = (visitor: Visitor, code: string) => get(visitor, 'Promo/get/', { code });
  const seenAt = async (userId: number) =>
    (await t.db.selectFrom('users').select('news_seen_at').where('id', '=', userId).executeTakeFirstOrThrow()).news_seen_at;

  it('lists the seeded news newest first, all new to a reader who never opened the list; reading marks nothing; never cached', async () => {
    const user = await signedIn();
    const response = await get(user, 'News/getList/');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = okResult<NewsList>(response);
    expect(list).toMatchObject({ total: demoNews.length, page: 1, page_size: 12 });
    expect(list.items.map((item) => item.code)).toEqual([
      'grafik-4-noyabrya',
      'sklad-ekaterinburg',
      'dostavka-pek',
      'postuplenie-din-933-934',
      'grafik-mayskie-prazdniki',
      'prays-list-2026',
    ]);
    expect(list.items[1]).toEqual({
      code: 'sklad-ekaterinburg',
      title: 'Открыли склад в Екатеринбурге',
      summary: expect.stringContaining('Эльмаше'),
      image: '/banners/hero-warehouse.svg',
      published_at: '2026-09-15T06:00:00.000Z',
      is_new: true,
    });
    expect(list.items.every((item) => item.is_new)).toBe(true);

    const holidays = okResult<NewsDetail>(await newsItem(user, 'grafik-mayskie-prazdniki'));
    expect(holidays).toMatchObject({ code: 'grafik-mayskie-prazdniki', image: null, is_new: true });
    expect(holidays.body_html).toContain('<ul>\n<li>1, 2, 3 мая — выходные;</li>');
    const arrivals = okResult<NewsDetail>(await newsItem(user, 'postuplenie-din-933-934'));
    expect(arrivals.body_html).toContain('<a href="/catalog/krepezh/bolty/">«Болты»</a>');
    const prices = okResult<NewsDetail>(await newsItem(user, 'prays-list-2026'));
    expect(prices.body_html).toContain('<a href="/profile/price-lists/">Прайс-листы</a>');
    expect(await seenAt(user.id)).toBeNull();
  });

  it('pages the news newest first, the later id first on the same date, and answers a page past the end empty', async () => {
    const user = await signedIn();
    // Dated before anything else here, so they come last, in this order.
    const dates = Array.from({ length: 13 }, (_, i) => `2001-01-${String(20 - i).padStart(2, '0')}T00:00:00.000Z`);
    const mine = dates.map((published_at) => publication('news', { published_at }));
    const sameDay = publication('news', { published_at: dates[5]! });
    await insert(...mine, sameDay);
    const expected = [...mine.slice(0, 5), sameDay, ...mine.slice(5)].map((item) => item.code);

    const first = await newsList(user);
    expect(first.items).toHaveLength(12);
    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / 12); page++) pages.push(await newsList(user, page));
    const all = pages.flatMap((page) => page.items.map((item) => item.code));
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(-expected.length)).toEqual(expected);
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, i) => i + 1));

    const past = await newsList(user, pages.length + 1);
    expect(past).toEqual({ items: [], total: first.total, page: pages.length + 1, page_size: 12 });
  });

  it('keeps news dated later out of sight: not listed, not found by code, not news yet for isNewsUpdated', async () => {
    const user = await signedIn();
    const future = publication('news', { published_at: at(day) });
    await insert(future);
    expect((await newsList(user)).items.map((item) => item.code)).not.toContain(future.code);
    for (const code of [future.code, 'no-such-news']) {
      const response = await newsItem(user, code);
      expect(response.statusCode, code).toBe(404);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Новость не найдена' } });
    }
    expect(okResult(await markSeen(user))).toBeNull();
    expect(await isNewsUpdated(user)).toBe(false);
  });

  it('marks the news seen per reader: is_new and isNewsUpdated turn false, and true again when newer news comes out', async () => {
    const reader = await signedIn();
    const other = await signedIn();
    expect(await isNewsUpdated(reader)).toBe(true);

    const response = await markSeen(reader);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(okResult(response)).toBeNull();
    const seen = await seenAt(reader.id);
    expect(seen).not.toBeNull();
    expect((await newsList(reader)).items.some((item) => item.is_new)).toBe(false);
    expect(okResult<NewsDetail>(await newsItem(reader, 'sklad-ekaterinburg')).is_new).toBe(false);
    expect(await isNewsUpdated(reader)).toBe(false);
    // Another reader's mark is their own.
    expect(await isNewsUpdated(other)).toBe(true);
    expect((await newsList(other)).items.every((item) => item.is_new)).toBe(true);

    // A moment after the mark, and that moment already past.
    const newer = publication('news', { published_at: new Date(Date.parse(seen!) + 1).toISOString() });
    await insert(newer);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await isNewsUpdated(reader)).toBe(true);
    const [latest, ...older] = (await newsList(reader)).items;
    expect(latest).toMatchObject({ code: newer.code, is_new: true });
    expect(older.some((item) => item.is_new)).toBe(false);
    expect(okResult<NewsDetail>(await newsItem(reader, newer.code)).is_new).toBe(true);

    okResult(await markSeen(reader));
    expect(await isNewsUpdated(reader)).toBe(false);
  });

  it('lists the promotions running now, the latest start first, without ended and not yet started ones', async () => {
    const user = await signedIn();
    const running = publication('promo', { published_at: at(-60_000), ends_at: at(day), promocode: 'KREP10', image: '/banners/hero-b2b.svg' });
    const ended = publication('promo', { published_at: at(-2 * day), ends_at: at(-1000) });
    const upcoming = publication('promo', { published_at: at(day) });
    await insert(running, ended, upcoming);

    const response = await get(user, 'Promo/getList/');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = okResult<PromotionCard[]>(response);
    expect(list.map((item) => item.code)).toEqual([running.code, 'opt-5000', 'skidka-10-na-ves-krepezh']);
    expect(list[0]).toEqual({
      code: running.code,
      title: running.title,
      summary: '',
      image: '/banners/hero-b2b.svg',
      starts_at: running.published_at,
      ends_at: running.ends_at,
      promocode: 'KREP10',
    });
    expect(list[1]).toMatchObject({ starts_at: '2026-11-02T06:00:00.000Z', ends_at: '2027-03-31T20:59:59.000Z', promocode: 'OPT5000' });
    expect(list[2]).toMatchObject({ ends_at: null, promocode: 'KREP10' });
  });

  it('opens a promotion by code: a running one with its promo code, an ended one over without it, one not started not found', async () => {
    const user = await signedIn();
    const running = okResult<PromotionDetail>(await promotion(user, 'skidka-10-na-ves-krepezh'));
    expect(running).toMatchObject({ promocode: 'KREP10', ends_at: null, is_over: false });
    expect(running.body_html).toContain('<strong>KREP10</strong>');

    const over = okResult<PromotionDetail>(await promotion(user, 'novogodnyaya-skidka-15'));
    expect(over).toMatchObject({ starts_at: '2025-12-01T06:00:00.000Z', ends_at: '2026-01-31T20:59:59.000Z', promocode: null, is_over: true });
    expect(over.body_html).toContain('<p>');

    const upcoming = publication('promo', { published_at: at(day), promocode: 'KREP10' });
    await insert(upcoming);
    // A news item's code is no promotion's, and the other way round.
    for (const response of [await promotion(user, upcoming.code), await promotion(user, 'no-such-promo'), await promotion(user, 'sklad-ekaterinburg')]) {
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Акция не найдена' } });
    }
    expect((await newsItem(user, 'opt-5000')).statusCode).toBe(404);
  });

  it('answers 401 to guests on all five calls, and false to isNewsUpdated', async () => {
    const guest: Visitor = { cookie: '' };
    for (const response of [
      await get(guest, 'News/getList/'),
      await newsItem(guest, 'sklad-ekaterinburg'),
      await markSeen(guest),
      await get(guest, 'Promo/getList/'),
      await promotion(guest, 'opt-5000'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ status: 'error', result: { message: 'Требуется вход в систему' } });
    }
    expect(await isNewsUpdated(guest)).toBe(false);
    expect(guest.cookie).toBe('');
  });

  it('refuses a bad code or page with 400 in the error envelope', async () => {
    const user = await signedIn();
    const refused = async (response: { statusCode: number; body: string }, field: string, label: string) => {
      expect(response.statusCode, label).toBe(400);
      const answer = body(response);
      expect(answer.status, label).toBe('error');
      expect(answer.result.fields, label).toHaveProperty(field);
    };
    for (const code of ['Sklad-ekaterinburg', 'sklad/ekaterinburg', '../sklad', 'a'.repeat(101), '', 'склад']) {
      await refused(await newsItem(user, code), 'code', `news ${code}`);
      await refused(await promotion(user, code), 'code', `promo ${code}`);
    }
    await refused(await get(user, 'News/get/'), 'code', 'no code');
    await refused(await get(user, 'Promo/get/', { code: 'opt-5000', extra: '1' }), 'extra', 'an unknown key');
    for (const page of ['0', 'abc', '-1', '1.5', '10001']) await refused(await get(user, 'News/getList/', { page }), 'page', `page ${page}`);
  });
});
