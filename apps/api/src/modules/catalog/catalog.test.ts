import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bumpCatalogVersion } from '../data-versions/data-versions.ts';

type Listing = {
  category: { code: string; name: string; url: string } | null;
  breadcrumbs: { name: string; url: string }[];
  subcategories: { code: string; url: string; product_count: number }[];
  items: {
    id: number;
    code: string;
    url: string;
    available: boolean;
    name: string;
    type: string;
    price: number;
    discount_price: number | null;
    properties: { code: string; value: string }[];
    images: string[];
    unit: string;
    order_multiple: number;
  }[];
  facets: { code: string; values: { value: string; label: string; count: number; selected: boolean }[] }[];
  in_stock_count: number;
  total: number;
  page: number;
  page_count: number;
};

describe('catalogue listing and product detail', () => {
  let t: TestApp;
  let leafPath: string;
  let leafCount: number;
  beforeAll(async () => {
    t = await createTestApp({ skus: 1500 });
    const leaf = await t.db
      .selectFrom('categories')
      .select(['path', 'product_count'])
      .where('depth', '=', 3)
      .orderBy('product_count', 'desc')
      .executeTakeFirstOrThrow();
    leafPath = leaf.path;
    leafCount = leaf.product_count;
  });
  afterAll(() => t.close());

  const section = async (query: string) => {
    const response = await t.app.inject({ url: `/api/Catalog/getSection/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return body<Listing>(response).result;
  };
  const price = (item: Listing['items'][number]) => item.discount_price ?? item.price;
  const property = (item: Listing['items'][number], code: string) => item.properties.find((p) => p.code === code)?.value;

  it('lists a third-level category with breadcrumbs, every product counted and cards of spec §3', async () => {
    const listing = await section(`path=${leafPath}&page_size=10`);
    expect(listing.category?.url).toBe(`/catalog/${leafPath}/`);
    expect(listing.breadcrumbs.map((crumb) => crumb.url)).toEqual([
      '/catalog/',
      ...leafPath.split('/').map((_, i, parts) => `/catalog/${parts.slice(0, i + 1).join('/')}/`),
    ]);
    expect(listing.total).toBe(leafCount);
    expect(listing.page_count).toBe(Math.ceil(leafCount / 10));
    expect(listing.items).toHaveLength(10);
    const card = listing.items[0]!;
    expect(card.url).toBe(`/catalog/${leafPath}/product/${card.code}/`);
    expect(card.type).toBe(listing.category?.name);
    expect(card.images[0]).toMatch(/^\/api\/Images\/product\/[a-z-]+-[\d.]+(x[\d.]+)?\.svg$/);
    expect(property(card, 'standard')).toBeTruthy();
    expect(card.properties.map((p) => p.code)).not.toContain('article');
  });

  it('lists the whole catalogue at the root with its top-level sections', async () => {
    const listing = await section('page_size=5');
    expect(listing.category).toBeNull();
    expect(listing.total).toBe(1500);
    expect(listing.subcategories.length).toBeGreaterThan(0);
    expect(listing.subcategories.reduce((sum, sub) => sum + sub.product_count, 0)).toBe(1500);
  });

  it('filters by diameter: every card has it, and the facet count foretold the total', async () => {
    const before = await section(`path=${leafPath.split('/')[0]}&page_size=100`);
    const diameter = before.facets.find((facet) => facet.code === 'diameter')!.values.find((value) => value.count > 3)!;
    const after = await section(`path=${leafPath.split('/')[0]}&diameter=${diameter.value}&page_size=100`);
    expect(after.total).toBe(diameter.count);
    const diameters = await t.db
      .selectFrom('products')
      .select('diameter')
      .where(
        'id',
        'in',
        after.items.map((item) => item.id),
      )
      .execute();
    expect(diameters.every((row) => String(row.diameter) === diameter.value)).toBe(true);
    expect(after.facets.find((facet) => facet.code === 'diameter')!.values.find((value) => value.value === diameter.value)!.selected).toBe(true);
  });

  it('counts each facet over the other filters, so choosing a second value of the same facet widens', async () => {
    const root = leafPath.split('/')[0];
    const all = await section(`path=${root}`);
    const [a, b] = all.facets.find((facet) => facet.code === 'diameter')!.values;
    const both = await section(`path=${root}&diameter=${a!.value},${b!.value}`);
    expect(both.total).toBe(a!.count + b!.count);
  });

  it('sorts by price both ways and pages on without repeats', async () => {
    const first = await section(`path=${leafPath}&sort=price_asc&page_size=20`);
    const second = await section(`path=${leafPath}&sort=price_asc&page_size=20&page=2`);
    const prices = [...first.items, ...second.items].map(price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(40);
    const desc = await section(`path=${leafPath}&sort=price_desc&page_size=20`);
    expect(desc.items.map(price)).toEqual(desc.items.map(price).sort((x, y) => y - x));
  });

  it('shows only products in stock when asked, and counts them either way', async () => {
    const all = await section(`path=${leafPath}`);
    const stocked = await section(`path=${leafPath}&in_stock=1&page_size=100`);
    expect(stocked.total).toBe(all.in_stock_count);
    expect(stocked.total).toBeLessThan(all.total);
    expect(stocked.items.every((item) => item.available)).toBe(true);
  });

  it('answers 404 for an unknown path and 400 for bad or unknown parameters', async () => {
    const missing = await t.app.inject({ url: '/api/Catalog/getSection/?path=no/such/section' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ status: 'error', result: { message: 'Раздел каталога не найден' } });
    for (const query of ['page=0', 'page_size=1000', 'sort=cheapest', 'colour=red', 'page=-1']) {
      const bad = await t.app.inject({ url: `/api/Catalog/getSection/?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(body(bad).status).toBe('error');
    }
  });

  it('answers a repeated listing in br, gzip or plain JSON with the same content', async () => {
    const url = `/api/Catalog/getSection/?path=${leafPath}&diameter=10,8&sort=price_asc`;
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await t.app.inject({ url: url.replace('10,8', '8,10'), headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(
      JSON.parse(plain.body)
        .result.facets.find((f: { code: string }) => f.code === 'diameter')
        .values.filter((v: { selected: boolean }) => v.selected),
    ).toHaveLength(2);
  });

  it('gives an empty page past the end', async () => {
    const listing = await section(`path=${leafPath}&page=9999`);
    expect(listing.items).toEqual([]);
    expect(listing.total).toBe(leafCount);
  });

  it('sees a catalogue change once the catalogue version moves', async () => {
    const before = await section(`path=${leafPath}&sort=price_asc&page_size=1`);
    const cheapest = before.items[0]!;
    const other = (await section(`path=${leafPath}&sort=price_desc&page_size=1`)).items[0]!;
    await t.db.updateTable('products').set({ price: 1, discount_price: null }).where('id', '=', other.id).execute();
    await bumpCatalogVersion(t.db);
    let after = await section(`path=${leafPath}&sort=price_asc&page_size=1`);
    // The rebuild runs in the background while the previous index answers; it is done within moments.
    for (let i = 0; i < 50 && after.items[0]!.id === cheapest.id; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await section(`path=${leafPath}&sort=price_asc&page_size=1`);
    }
    expect(after.items[0]!.id).toBe(other.id);
    expect(after.items[0]!.price).toBe(1);
  });

  it('gives a product with characteristics, stock by warehouse and the other sizes of its family', async () => {
    const card = (await section(`path=${leafPath}&page_size=1`)).items[0]!;
    const response = await t.app.inject({ url: `/api/Catalog/getProduct/?code=${card.code}` });
    expect(response.statusCode).toBe(200);
    const detail = body(response).result;
    expect(detail.product).toEqual(card);
    expect(detail.breadcrumbs.at(-1).url).toBe(`/catalog/${leafPath}/`);
    expect(detail.characteristics.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['Артикул', 'Стандарт', 'Материал']));
    const warehouses = await t.db.selectFrom('warehouses').select('id').execute();
    expect(detail.stocks).toHaveLength(warehouses.length);
    expect(detail.stocks.reduce((sum: number, stock: { quantity: number }) => sum + stock.quantity, 0)).toBe(
      (await t.db.selectFrom('products').select('stock').where('code', '=', card.code).executeTakeFirstOrThrow()).stock,
    );
    const current = detail.related_sizes.filter((size: { current: boolean }) => size.current);
    expect(current).toEqual([expect.objectContaining({ id: card.id, code: card.code, url: card.url, unit: card.unit, order_multiple: card.order_multiple })]);
    expect(detail.related_sizes.length).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown product and 400 without a code', async () => {
    expect((await t.app.inject({ url: '/api/Catalog/getProduct/?code=nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Catalog/getProduct/' })).statusCode).toBe(400);
  });
});
