import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, okResult, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bumpCatalogVersion } from '../data-versions/data-versions.ts';
import { listingIndexCache } from './listing-index-cache.ts';
import { recordStockChanges, stockChangedSince } from './stock-changes.ts';

// Two apps on one database stand for two processes: an order in one reaches the other's listings and search.
describe('stock moved by orders, in every process', () => {
  let first: TestApp;
  let second: TestApp;
  let stockId: number;
  let product: { id: number; name: string; standard: string; category_id: number; path: string };
  beforeAll(async () => {
    first = await createTestApp({ skus: 300, onDisk: true });
    second = await first.anotherApp();
    stockId = await pickupStockId(first.db);
    product = await first.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.id', 'products.name', 'products.standard', 'products.category_id', 'categories.path'])
      .where('products.order_multiple', '=', 1)
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    // A catalogue write: every process builds its index with this stock.
    await first.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute();
    await bumpCatalogVersion(first.db);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });

  const section = async (t: TestApp, inStock = false) =>
    body(await t.app.inject({ url: `/api/Catalog/getSection/?path=${product.path}&page_size=100&sort=price_asc${inStock ? '&in_stock=1' : ''}` })).result;
  const search = async (t: TestApp) => body(await t.app.inject({ url: `/api/Search/getResults/?q=${encodeURIComponent(product.name)}&page_size=100` })).result;
  const card = (listing: { items: { id: number; stock: number; available: boolean }[] }) => listing.items.find((item) => item.id === product.id);
  const listedStock = async (t: TestApp) => card(await section(t))?.stock;
  const foundStock = async (t: TestApp) => card(await search(t))?.stock;
  /** In-stock products of the product's standard, as the facet counts them under the in-stock filter. */
  const standardCount = async (t: TestApp) =>
    (await section(t, true)).facets
      .find((facet: { code: string }) => facet.code === 'standard')
      .values.find((value: { value: string }) => value.value === product.standard)?.count ?? 0;

  async function order(buyer: Visitor, quantity: number): Promise<string> {
    okResult(await addToBasket(first.app, buyer, product.id, quantity));
    return okResult(await submitOrder(first.app, buyer, checkoutBody(stockId))).order_num;
  }

  it('shows an order’s stock in both processes’ listings and search, patching their indexes in place', async () => {
    // Both processes answer from the index of the current catalogue (built once the catalogue write was seen).
    const { catalog } = first.app.dataVersions.current();
    for (const t of [first, second]) {
      await poll(async () => (await section(t)) && listingIndexCache(t.db).isCurrent() && t.app.dataVersions.current().catalog).toBe(catalog);
      await poll(() => listedStock(t)).toBe(5);
      await poll(() => foundStock(t)).toBe(5);
    }
    const indexes = await Promise.all([first, second].map((t) => listingIndexCache(t.db).get()));
    const inStockBefore = (await section(second)).in_stock_count;
    const countBefore = await standardCount(second);
    const buyer = (await quickBuyer(first.db)).visitor;

    await order(buyer, 2);
    for (const t of [first, second]) {
      await poll(() => listedStock(t)).toBe(3);
      await poll(() => foundStock(t)).toBe(3);
    }
    expect((await section(second)).in_stock_count).toBe(inStockBefore);

    // The last three: the product runs out, and the in-stock filter and its counts follow.
    const last = await order(buyer, 3);
    for (const t of [first, second]) {
      await poll(() => listedStock(t)).toBe(0);
      await poll(async () => (await section(t)).in_stock_count).toBe(inStockBefore - 1);
      await poll(() => standardCount(t)).toBe(countBefore - 1);
      expect(card(await section(t, true))).toBeUndefined();
      expect(card(await search(t))?.available).toBe(false);
    }

    // A cancel gives the stock back by the same path.
    okResult(await call(first.app, buyer, 'POST', 'Order/cancel/', { order_num: last }));
    for (const t of [first, second]) {
      await poll(() => listedStock(t)).toBe(3);
      await poll(() => standardCount(t)).toBe(countBefore);
      expect(card(await section(t, true))?.available).toBe(true);
    }

    // Not one index was rebuilt.
    for (const [i, t] of [first, second].entries()) expect(await listingIndexCache(t.db).get()).toBe(indexes[i]);
  });

  it('rebuilds the index of a process the pruned log no longer reaches back to', async () => {
    const before = await listingIndexCache(second.db).get();
    await first.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ stock: 7 }).where('id', '=', product.id).execute();
      await recordStockChanges(trx, [product.id]);
      await recordStockChanges(trx, [product.id]);
      // As a prune would: the older of the two versions is gone before the other processes read it.
      await trx
        .deleteFrom('stock_changes')
        .where('version', '<=', before.stockVersion + 1)
        .execute();
    });
    await poll(() => listedStock(second)).toBe(7);
    expect(await listingIndexCache(second.db).get()).not.toBe(before);
  });
});

describe('the stock log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 50 });
  });
  afterAll(() => t.close());

  it('lists each moved product once per version, with its stock now, and keeps the latest ten thousand versions', async () => {
    const [a, b] = await t.db.selectFrom('products').select(['id', 'stock']).orderBy('id').limit(2).execute();
    const start = (await stockChangedSince(t.db, 0)).version;
    await t.db.transaction().execute((trx) => recordStockChanges(trx, [a!.id, b!.id, a!.id]));
    await t.db.transaction().execute((trx) => recordStockChanges(trx, []));
    expect(await stockChangedSince(t.db, start)).toEqual({
      version: start + 1,
      products: [
        { id: a!.id, stock: a!.stock },
        { id: b!.id, stock: b!.stock },
      ],
      complete: true,
    });

    await t.db.updateTable('stock_state').set({ version: 19_999 }).execute();
    await t.db
      .insertInto('stock_changes')
      .values([
        { version: 10_000, product_id: a!.id },
        { version: 10_001, product_id: a!.id },
      ])
      .execute();
    await t.db.transaction().execute((trx) => recordStockChanges(trx, [b!.id]));
    const versions = (await t.db.selectFrom('stock_changes').select('version').orderBy('version').execute()).map((row) => row.version);
    expect(versions).toEqual([10_001, 20_000]);
    expect((await stockChangedSince(t.db, 9_999)).complete).toBe(false);
    expect((await stockChangedSince(t.db, 10_000)).complete).toBe(true);
  });
});
