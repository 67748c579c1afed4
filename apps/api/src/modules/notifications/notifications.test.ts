import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertPublications } from '../publications/publications.repository.ts';

describe('GET /api/Notifications/isNewsUpdated/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 100 });
  });
  afterAll(() => t.close());

  const isNewsUpdated = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/Notifications/isNewsUpdated/', headers: cookie ? { cookie } : {} });
  const markSeen = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/News/markSeen/', headers: { cookie } });

  it('answers false to a guest', async () => {
    expect(body(await isNewsUpdated())).toEqual({ status: 'ok', result: false });
  });

  it('answers a user whether news came out since they last opened the list, never cached', async () => {
    const { cookie, id } = await register(t.app);
    // Never opened: the seeded news is all new.
    const first = await isNewsUpdated(cookie);
    expect(body(first)).toEqual({ status: 'ok', result: true });
    expect(first.headers['cache-control']).toBe('private, no-store');

    expect(body(await markSeen(cookie))).toEqual({ status: 'ok', result: null });
    expect(body(await isNewsUpdated(cookie)).result).toBe(false);

    // Dated later, a news item is no news yet; once its date has come, it is.
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await insertPublications(t.db, [{ kind: 'news', code: 'later', title: 'Позже', body_md: 'Текст', published_at: future }]);
    expect(body(await isNewsUpdated(cookie)).result).toBe(false);
    const { news_seen_at: seen } = await t.db.selectFrom('users').select('news_seen_at').where('id', '=', id).executeTakeFirstOrThrow();
    const justAfter = new Date(Date.parse(seen!) + 1).toISOString();
    await t.db.updateTable('publications').set({ published_at: justAfter }).where('code', '=', 'later').execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(body(await isNewsUpdated(cookie)).result).toBe(true);
  });
});
