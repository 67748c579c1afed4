import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, createPromocode, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bumpCatalogVersion } from '../data-versions/data-versions.ts';
import { unitWeight } from './pricing.ts';

// Each process keeps the products' facts of the current catalogue version (basket-lines.ts); prices, stock and the
// promo code are read at every read. Two apps on one database stand for two processes.
describe('a basket answer after the catalogue, the stock or the promo code changed', () => {
  let first: TestApp;
  let second: TestApp;
  let product: Awaited<ReturnType<typeof seedProduct>>;
  let visitor: Visitor;
  beforeAll(async () => {
    first = await createTestApp({ skus: 300, onDisk: true });
    second = await first.anotherApp();
    product = await seedProduct(first.db, { type: 'Болт' });
    visitor = { cookie: '' };
    // Read in both processes, so both keep the product's facts.
    okResult(await addToBasket(first.app, visitor, product.id, 2));
    okResult(await getBasket(second.app, visitor));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const line = async (t: TestApp) => okResult(await getBasket(t.app, visitor)).items[0];

  it('shows a new price and a new stock on the next read, in every process, with no catalogue version moved', async () => {
    const { catalog } = first.app.dataVersions.current();
    await first.db.updateTable('products').set({ price: 54_321, discount_price: 50_000, stock: 1 }).where('id', '=', product.id).execute();
    for (const t of [first, second]) {
      expect(await line(t)).toMatchObject({ price: 54_321, discount_price: 50_000, sum_discount_price: 100_000, stock: 1, on_order: true });
      expect(okResult(await getBasket(t.app, visitor))).toMatchObject({ price: 108_642, discount_price: 100_000 });
    }
    expect(first.app.dataVersions.current().catalog).toBe(catalog);
  });

  it('re-checks the promo code at every read: a minimum raised or an end passed drops the discount', async () => {
    const code = await createPromocode(first.db);
    expect(okResult(await call(first.app, visitor, 'POST', 'Promocode/apply/', { code })).success).toBe(true);
    expect(okResult(await getBasket(second.app, visitor)).promocode_info).toMatchObject({ code, applied: true });

    await first.db.updateTable('promocodes').set({ min_sum: 10_000_000 }).where('code', '=', code).execute();
    for (const t of [first, second]) {
      const basket = okResult(await getBasket(t.app, visitor));
      expect(basket.promocode_info).toMatchObject({ applied: false, discount: 0, error: expect.stringContaining('добавьте товаров ещё на') });
      expect(basket.discount_price).toBe(100_000);
    }

    await first.db.updateTable('promocodes').set({ min_sum: 0, ends_at: '2020-01-01T00:00:00.000Z' }).where('code', '=', code).execute();
    for (const t of [first, second]) {
      expect(okResult(await getBasket(t.app, visitor)).promocode_info).toMatchObject({ applied: false, error: 'Срок действия промокода истёк' });
    }
  });

  it('shows a product’s new facts once the catalogue version moves, here at once and in the other process soon after', async () => {
    const name = `${product.name} (новое название)`;
    const packed = await second.db.selectFrom('products').select(['unit', 'pack_qty']).where('id', '=', product.id).executeTakeFirstOrThrow();
    const weight = unitWeight({ ...packed, weight_g: 1_000 }) * 2;
    await second.db.updateTable('products').set({ name, weight_g: 1_000 }).where('id', '=', product.id).execute();
    await bumpCatalogVersion(second.db);
    expect(await line(second)).toMatchObject({ name, weight_g: weight });
    await expect.poll(async () => (await line(first)).name, { timeout: 30_000 }).toBe(name);
    expect(okResult(await getBasket(first.app, visitor)).weight_g).toBe(weight);
  });
});
