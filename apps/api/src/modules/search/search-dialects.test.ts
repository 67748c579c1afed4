import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { relevanceSet } from './relevance-set.ts';

// Needs both databases: vitest.config.ts runs it once, in the SQLite project, when PostgreSQL is reachable.
describe('search answers the same on SQLite and PostgreSQL', () => {
  let sqlite: TestApp;
  let postgres: TestApp;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestApp({ skus: 3000, dialect: 'sqlite' }), createTestApp({ skus: 3000, dialect: 'postgres' })]);
  });
  afterAll(() => Promise.all([sqlite?.close(), postgres?.close()]));

  const answer = async (t: TestApp, url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = body(response);
    return { total: result.total, codes: result.items.map((item: { code: string }) => item.code), facets: result.facets, chips: result.chips };
  };

  it('for every query of the relevance set: the same total, products in the same order, facet counts and chips', async () => {
    for (const { q } of relevanceSet) {
      for (const url of [`/api/Search/getResults/?q=${encodeURIComponent(q)}`, `/api/Search/getResults/?q=${encodeURIComponent(q)}&sort=price_asc&page=2`]) {
        expect(await answer(postgres, url), url).toEqual(await answer(sqlite, url));
      }
    }
  });

  it('for suggestions as a buyer types', async () => {
    for (const q of ['бол', 'din 93', 'гайка м1', 'шайба гровер']) {
      const url = `/api/Search/getFromBar/?q=${encodeURIComponent(q)}`;
      expect(body(await postgres.app.inject({ url })).result, q).toEqual(body(await sqlite.app.inject({ url })).result);
    }
  });
});
