import fs from 'node:fs';
import path from 'node:path';
import { type PriceList, wholeCataloguePriceList } from '@store/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { call, okResult, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bumpCatalogVersion } from '../data-versions/data-versions.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { siteOriginMessages } from '../../http/site-origin.ts';
import { headingRows, priceListColumns } from './price-list-sheet.ts';

describe('/api/PriceList/…', () => {
  let t: TestApp;
  let buyer: Visitor;
  beforeAll(async () => {
    t = await createTestApp({ skus: 300 });
    const settings = structuredClone(await getSettings(t.db));
    settings.profile.price_lists = true;
    await saveSettings(t.db, settings);
    buyer = { cookie: (await register(t.app)).cookie };
  });
  afterAll(() => t.close());

  const lists = async () => okResult<{ items: PriceList[] }>(await call(t.app, buyer, 'GET', 'PriceList/getList/')).items;
  const download = (code: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/PriceList/download/?code=${code}`, headers: { cookie: buyer.cookie, ...headers } });
  // The app's DATA_DIR holds its outbox and its price lists side by side.
  const filesDir = () => path.join(path.dirname(t.outboxDir), 'price-lists');
  const filesOf = (code: string) => (fs.existsSync(filesDir()) ? fs.readdirSync(filesDir()).filter((name) => name.startsWith(`${code}.`)) : []);

  /** The sheet's rows as plain values: a formula cell as its formula. */
  async function sheetRows(file: Buffer): Promise<unknown[][]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
      rows.push(
        priceListColumns.map((_, index) => {
          const value = row.getCell(index + 1).value;
          return value && typeof value === 'object' && 'formula' in value ? `=${value.formula}` : value;
        }),
      );
    });
    return rows;
  }

  it('lists the whole catalogue, then each top-level section with products, for a signed-in user only', async () => {
    const roots = await t.db
      .selectFrom('categories')
      .select(['code', 'name', 'product_count'])
      .where('parent_id', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const total = (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const response = await call(t.app, buyer, 'GET', 'PriceList/getList/');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(okResult<{ items: PriceList[] }>(response).items).toEqual([
      { code: wholeCataloguePriceList, name: 'Весь каталог', product_count: Number(total), url: '/api/PriceList/download/?code=all' },
      ...roots
        .filter((root) => root.product_count > 0)
        .map((root) => ({ code: root.code, name: root.name, product_count: root.product_count, url: `/api/PriceList/download/?code=${root.code}` })),
    ]);

    const guest = await call(t.app, { cookie: '' }, 'GET', 'PriceList/getList/');
    expect(guest.statusCode).toBe(401);
    const guestFile = await t.app.inject({ method: 'GET', url: '/api/PriceList/download/?code=all' });
    expect(guestFile.statusCode).toBe(401);
    expect(body(guestFile)).toMatchObject({ status: 'error', result: { message: 'Требуется вход в систему' } });
  });

  it('sends the whole catalogue as a spreadsheet: the heading, the columns, every product with the price a buyer pays and a link', async () => {
    const response = await download('all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="price-list-all\.xlsx"; filename\*=UTF-8''%D0%9F%D1%80%D0%B0%D0%B9%D1%81-%D0%BB%D0%B8%D1%81%D1%82%20%E2%80%94%20%D0%92%D0%B5%D1%81%D1%8C%20%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3%20%E2%80%94%20\d\d\.\d\d\.\d{4}\.xlsx$/,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]![0]).toBe('Прайс-лист: Весь каталог');
    expect(rows[1]![0]).toMatch(/^Цены в рублях с НДС и наличие на складах на \d\d\.\d\d\.\d{4}, \d\d:\d\d \(МСК\)$/);
    expect(rows[headingRows]).toEqual(priceListColumns.map((column) => column.header));
    const products = await t.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select([
        'products.article',
        'products.name',
        'products.code',
        'products.price',
        'products.discount_price',
        'products.stock',
        'products.unit',
        'products.standard',
        'products.order_multiple',
        'categories.name as section',
        'categories.path',
      ])
      .orderBy('products.id')
      .execute();
    const data = rows.slice(headingRows + 1);
    expect(data).toHaveLength(products.length);
    const discounted = products.findIndex((product) => product.discount_price !== null);
    expect(discounted).toBeGreaterThanOrEqual(0);
    for (const index of [0, discounted]) {
      const product = products[index]!;
      expect(data[index]).toEqual([
        product.article,
        product.name,
        product.section,
        product.standard,
        product.unit,
        product.order_multiple,
        (product.discount_price ?? product.price) / 100,
        product.discount_price === null ? null : product.price / 100,
        product.stock,
        `=HYPERLINK("http://localhost:80/catalog/${product.path}/product/${product.code}/","Открыть")`,
      ]);
    }
  });

  it("sends a section's list with its subtree's products only", async () => {
    const [, section] = await lists();
    const response = await download(section!.code);
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]![0]).toBe(`Прайс-лист: ${section!.name}`);
    const data = rows.slice(headingRows + 1);
    expect(data).toHaveLength(section!.product_count);
    expect(data.every((row) => String(row[9]).includes(`/catalog/${section!.code}/`))).toBe(true);
  });

  it('keeps a made file while the catalogue is unchanged, makes one anew after a change, and removes the old one', async () => {
    const first = await download('all');
    const [file] = filesOf('all');
    expect(filesOf('all')).toHaveLength(1);
    const again = await download('all');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(filesOf('all')).toEqual([file]);

    const product = await t.db
      .selectFrom('products')
      .select(['id', 'article', 'price'])
      .where('discount_price', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ price: product.price + 1234 })
      .where('id', '=', product.id)
      .execute();
    await bumpCatalogVersion(t.db);
    const changed = await sheetRows((await download('all')).rawPayload);
    expect(changed.find((row) => row[0] === product.article)?.[6]).toBe((product.price + 1234) / 100);
    expect(filesOf('all')).toHaveLength(1);
    expect(filesOf('all')).not.toEqual([file]);
  });

  it('makes one file for requests that arrive together', async () => {
    const [, , section] = await lists();
    const answers = await Promise.all([download(section!.code), download(section!.code), download(section!.code)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(answers[2]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(filesOf(section!.code)).toHaveLength(1);
  });

  it('refuses an unknown list (404), a code that is not one (400), and a Host a formula could be made of (400)', async () => {
    const unknown = await download('no-such-section');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ status: 'error', result: { message: 'Прайс-лист не найден' } });
    for (const code of ['ALL', '..%2Fstore', '']) expect((await download(code)).statusCode).toBe(400);

    const [, section] = await lists();
    const hostile = await download(section!.code, { host: 'x"),HYPERLINK("http://evil' });
    expect(hostile.statusCode).toBe(400);
    expect(body(hostile)).toMatchObject({ status: 'error', result: { message: siteOriginMessages.badHost } });
  });

  it('is not there while the store has price lists switched off', async () => {
    const settings = await getSettings(t.db);
    const off = structuredClone(settings);
    off.profile.price_lists = false;
    await saveSettings(t.db, off);
    try {
      for (const response of [await call(t.app, buyer, 'GET', 'PriceList/getList/'), await download('all')]) {
        expect(response.statusCode).toBe(404);
        expect(body(response)).toMatchObject({ status: 'error', result: { message: 'Прайс-лист не найден' } });
      }
    } finally {
      await saveSettings(t.db, settings);
    }
  });
});
