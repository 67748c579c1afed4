import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fullTextOf, searchDocumentText } from './full-text.ts';

import { ensureSearchDocuments } from './search-documents.ts';

describe('ensureSearchDocuments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 400 });
  });
  afterAll(() => t.close());

  it('leaves a filled index alone, and rebuilds a lost one from the products', async () => {
    const fullText = fullTextOf(t.db);
    const before = await fullText.match(t.db, ['шестигранной'], 10_000);
    expect(before.length).toBeGreaterThan(0);
    expect(await ensureSearchDocuments(t.db)).toBe(0);

    await fullText.clear(t.db);
    expect(await fullText.match(t.db, ['шестигранной'], 10_000)).toEqual([]);
    const { count } = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const version = t.app.dataVersions.current().catalog;
    expect(await ensureSearchDocuments(t.db)).toBe(Number(count));
    // Cached answers from the time without documents are dropped with the old catalogue version.
    expect(t.app.dataVersions.current().catalog).toBe(version + 1);
    expect(await fullText.match(t.db, ['шестигранной'], 10_000)).toEqual(before);
  });

  it('goes on from where a rebuild cut short stopped', async () => {
    const fullText = fullTextOf(t.db);
    const before = await fullText.match(t.db, ['шестигранной'], 10_000);
    const products = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.id', 'products.name', 'products.article', 'categories.name as section'])
      .orderBy('products.id')
      .execute();
    await fullText.clear(t.db);
    // The first pages of a rebuild were written, then the process stopped.
    await fullText.write(
      t.db,
      products.slice(0, 100).map((product) => ({ id: product.id, text: searchDocumentText(product) })),
    );
    expect(await ensureSearchDocuments(t.db)).toBe(products.length - 100);
    expect(await fullText.match(t.db, ['шестигранной'], 10_000)).toEqual(before);
    expect(await ensureSearchDocuments(t.db)).toBe(0);
  });
});
