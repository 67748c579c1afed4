import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { addToBasket, call, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { addToLine } from './basket-items.repository.ts';

describe('/api/Basket/… (the active basket)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guest = (): Visitor => ({ cookie: '' });
  const user = async (): Promise<Visitor> => ({ cookie: (await register(t.app)).cookie });
  const setQuantity = (visitor: Visitor, bid: number, quantity: unknown) => call(t.app, visitor, 'POST', 'Basket/setQuantity/', { bid, quantity });
  const remove = (visitor: Visitor, bids: unknown) => call(t.app, visitor, 'POST', 'Basket/remove/', { bids });

  describe('get', () => {
    it('gives a guest who stored nothing an empty basket without creating a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/Basket/get/' });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(body(response).result).toEqual({
        items: [],
        count: 0,
        price: 0,
        discount: 0,
        discount_price: 0,
        weight_g: 0,
        recommended_ids: [],
        promocode_info: null,
        current_basket: null,
        notices: [],
      });
    });

    it('comes compressed: brotli to a browser, gzip to a client that takes only gzip', async () => {
      const visitor = guest();
      await addToBasket(t.app, visitor, (await seedProduct(t.db)).id, 2);
      const plain = await getBasket(t.app, visitor);
      for (const [accepted, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url: '/api/Basket/get/', headers: { cookie: visitor.cookie, 'accept-encoding': accepted } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    });
  });

  describe('add', () => {
    it('starts a guest session on the first add and answers the whole basket priced from the catalogue', async () => {
      const visitor = guest();
      const product = await seedProduct(t.db, { type: 'Болт' });
      const response = await addToBasket(t.app, visitor, product.id, 3);
      expect(visitor.cookie).toMatch(/^sid=/);
      const basket = okResult(response);
      const unit = product.discount_price ?? product.price;
      expect(basket).toMatchObject({ count: 1, price: product.price * 3, discount_price: unit * 3, discount: (product.price - unit) * 3, notices: [] });
      expect(basket.current_basket).toMatchObject({ name: 'Основная корзина', color: 'primary', is_main: true });
      const [item] = basket.items;
      expect(item).toMatchObject({
        id: product.id,
        quantity: 3,
        measure: product.unit,
        price: product.price,
        discount_price: unit,
        sum_price: product.price * 3,
      });
      expect(item.properties[0]).toMatchObject({ code: 'article', name: 'Артикул' });
      expect(item.url).toMatch(/^\/catalog\/.+\/product\/.+\/$/);
      expect(okResult(await getBasket(t.app, visitor))).toEqual({ ...basket, notices: [] });
    });

    it('adds up quantities of one product on one line, a quantity of 1 when none is given', async () => {
      const visitor = await user();
      const product = await seedProduct(t.db);
      await addToBasket(t.app, visitor, product.id, 2);
      const basket = okResult(await addToBasket(t.app, visitor, product.id));
      expect(basket.items.map((item: { quantity: number }) => item.quantity)).toEqual([3]);
    });

    it('rounds up to the product’s multiple and says so', async () => {
      const visitor = guest();
      const small = await seedProduct(t.db, { orderMultiple: 100 });
      const basket = okResult(await addToBasket(t.app, visitor, small.id, 7));
      expect(basket.items[0]).toMatchObject({ quantity: 100, order_multiple: 100 });
      expect(basket.notices).toEqual([`«${small.name}» продаётся кратно 100 ${small.unit}: количество округлено до 100 ${small.unit}`]);
      expect(okResult(await getBasket(t.app, visitor)).notices).toEqual([]);
    });

    it('the product’s card and page tell the multiple the basket rounds to', async () => {
      const small = await seedProduct(t.db, { orderMultiple: 100 });
      const { code } = await t.db.selectFrom('products').select('code').where('id', '=', small.id).executeTakeFirstOrThrow();
      const detail = okResult(await t.app.inject({ method: 'GET', url: `/api/Catalog/getProduct/?code=${code}` }));
      expect(detail.product.order_multiple).toBe(100);
      expect(detail.characteristics).toContainEqual({ code: 'order_multiple', name: 'Кратность заказа', value: `100 ${small.unit}` });
    });

    it('refuses a client-sent price and every quantity that is not a whole number from 1 to 999 999, changing nothing', async () => {
      const visitor = guest();
      const product = await seedProduct(t.db);
      await addToBasket(t.app, visitor, product.id, 5);
      const before = okResult(await getBasket(t.app, visitor));

      const priced = await call(t.app, visitor, 'POST', 'Basket/add/', { id: product.id, quantity: 1, price: 1 });
      expect(priced.statusCode).toBe(400);
      expect(body(priced).result.fields).toEqual({ price: 'Неизвестное поле' });
      for (const quantity of [-1, 0, 1.5, 10 ** 12, '5', null]) {
        const response = await call(t.app, visitor, 'POST', 'Basket/add/', { id: product.id, quantity });
        expect(response.statusCode, String(quantity)).toBe(400);
        expect(body(response)).toEqual({
          status: 'error',
          result: { message: 'Проверьте правильность заполнения полей', fields: { quantity: 'Количество — целое число от 1 до 999 999' } },
        });
      }
      expect(okResult(await getBasket(t.app, visitor))).toEqual(before);
    });

    it('answers 404 for a product that does not exist and 400 for an id that is not one', async () => {
      const visitor = guest();
      expect((await addToBasket(t.app, visitor, 2_000_000_000)).statusCode).toBe(404);
      expect(body(await addToBasket(t.app, visitor, 2_000_000_000)).result.message).toBe('Товар не найден');
      const huge = await call(t.app, visitor, 'POST', 'Basket/add/', { id: 10 ** 12 });
      expect(huge.statusCode).toBe(400);
      expect(body(huge).result.fields).toEqual({ id: 'Некорректный идентификатор' });
    });

    it('keeps a line at 999 999 at most', async () => {
      const visitor = guest();
      const product = await seedProduct(t.db);
      await addToBasket(t.app, visitor, product.id, 999_999);
      const response = await addToBasket(t.app, visitor, product.id, 1);
      expect(response.statusCode).toBe(422);
      expect(body(response).result.message).toBe('Количество одного товара в корзине — не более 999 999');
      expect(okResult(await getBasket(t.app, visitor)).items[0].quantity).toBe(999_999);
    });

    it('holds at most 300 lines', async () => {
      const visitor = await user();
      const first = await seedProduct(t.db);
      const basketId = okResult(await addToBasket(t.app, visitor, first.id)).current_basket.id;
      const others = await t.db.selectFrom('products').select('id').where('id', '!=', first.id).orderBy('id').limit(300).execute();
      for (const { id } of others.slice(0, 299)) await addToLine(t.db, basketId, id, 1, new Date().toISOString());

      const response = await addToBasket(t.app, visitor, others[299]!.id);
      expect(response.statusCode).toBe(422);
      expect(body(response).result.message).toBe('В корзине может быть не более 300 товаров');
      expect(okResult(await getBasket(t.app, visitor)).count).toBe(300);
      // A product already there still adds up.
      expect((await addToBasket(t.app, visitor, first.id)).statusCode).toBe(200);
    });
  });

  describe('prices', () => {
    it('come from the catalogue at every read: a price change shows in every basket at once', async () => {
      const product = await seedProduct(t.db, { type: 'Гайка' });
      const a = guest();
      const b = await user();
      await addToBasket(t.app, a, product.id, 2);
      await addToBasket(t.app, b, product.id, 1);
      await t.db.updateTable('products').set({ price: 12_345, discount_price: 11_000 }).where('id', '=', product.id).execute();
      try {
        expect(okResult(await getBasket(t.app, a))).toMatchObject({ price: 24_690, discount_price: 22_000, discount: 2_690 });
        expect(okResult(await getBasket(t.app, b)).items[0]).toMatchObject({ price: 12_345, discount_price: 11_000, sum_discount_price: 11_000 });
      } finally {
        await t.db.updateTable('products').set({ price: product.price, discount_price: product.discount_price }).where('id', '=', product.id).execute();
      }
    });

    it('give each line its weight and says «под заказ» (on_order) when more is asked than is in stock', async () => {
      const product = await t.db
        .selectFrom('products')
        .select(['id', 'stock', 'weight_g'])
        .where('unit', '=', 'шт')
        .where('order_multiple', '=', 1)
        .where('stock', '>', 2)
        .executeTakeFirstOrThrow();
      const visitor = guest();
      expect(okResult(await addToBasket(t.app, visitor, product.id, product.stock)).items[0]).toMatchObject({
        on_order: false,
        available: true,
        stock: product.stock,
      });
      const basket = okResult(await addToBasket(t.app, visitor, product.id, 1));
      expect(basket.items[0]).toMatchObject({ on_order: true, weight_g: Math.round(product.weight_g * (product.stock + 1) * 10) / 10 });
      expect(basket.weight_g).toBe(basket.items[0].weight_g);
    });
  });

  describe('setQuantity and remove', () => {
    it('set a line’s quantity (rounded up to the multiple), 0 removes it', async () => {
      const visitor = guest();
      const product = await seedProduct(t.db);
      const small = await seedProduct(t.db, { orderMultiple: 10 });
      await addToBasket(t.app, visitor, product.id, 1);
      const [line, smallLine] = okResult(await addToBasket(t.app, visitor, small.id, 10)).items;

      expect(okResult(await setQuantity(visitor, line.bid, 42)).items[0].quantity).toBe(42);
      const rounded = okResult(await setQuantity(visitor, smallLine.bid, 15));
      expect(rounded.items[1].quantity).toBe(20);
      expect(rounded.notices).toHaveLength(1);
      expect(okResult(await setQuantity(visitor, line.bid, 0)).items.map((item: { id: number }) => item.id)).toEqual([small.id]);
    });

    it('refuses bad quantities and leaves the line as it was', async () => {
      const visitor = guest();
      const { bid } = okResult(await addToBasket(t.app, visitor, (await seedProduct(t.db)).id, 4)).items[0];
      for (const quantity of [-1, 1.5, 10 ** 12, 'много']) {
        const response = await setQuantity(visitor, bid, quantity);
        expect(response.statusCode, String(quantity)).toBe(400);
        expect(body(response).result.fields).toEqual({ quantity: 'Количество — целое число от 0 до 999 999' });
      }
      expect(okResult(await getBasket(t.app, visitor)).items[0].quantity).toBe(4);
    });

    it('remove deletes the lines named, all of them or none', async () => {
      const visitor = await user();
      const ids = (await t.db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').limit(3).execute()).map((row) => row.id);
      for (const id of ids) await addToBasket(t.app, visitor, id);
      const bids = okResult(await getBasket(t.app, visitor)).items.map((item: { bid: number }) => item.bid);

      const missing = await remove(visitor, [bids[0], 2_000_000_000]);
      expect(missing.statusCode).toBe(404);
      expect(okResult(await getBasket(t.app, visitor)).count).toBe(3);
      expect(okResult(await remove(visitor, [bids[0], bids[2]])).items.map((item: { id: number }) => item.id)).toEqual([ids[1]]);
      expect((await remove(visitor, [])).statusCode).toBe(400);
    });

    it('answer 404 for another visitor’s line and change nothing', async () => {
      const owner = await user();
      const product = await seedProduct(t.db);
      const { bid } = okResult(await addToBasket(t.app, owner, product.id, 5)).items[0];
      const before = okResult(await getBasket(t.app, owner));

      for (const intruder of [await user(), guest()]) {
        await addToBasket(t.app, intruder, product.id, 1);
        const set = await setQuantity(intruder, bid, 1);
        expect(set.statusCode).toBe(404);
        expect(body(set).result.message).toBe('Товар не найден в корзине');
        expect((await remove(intruder, [bid])).statusCode).toBe(404);
      }
      expect((await setQuantity(guest(), bid, 0)).statusCode).toBe(404);
      expect(okResult(await getBasket(t.app, owner))).toEqual(before);
    });
  });

  describe('recommendations', () => {
    const zincBoltM10 = () =>
      t.db
        .selectFrom('products')
        .selectAll()
        .where('standard', '=', 'DIN 933')
        .where('strength_class', '=', '8.8')
        .where('coating', '=', 'цинк')
        .where('diameter', '=', 10)
        .executeTakeFirstOrThrow();

    it('for a bolt: the nut of its thread and class and the washers of its diameter, standard family and coating', async () => {
      const bolt = await zincBoltM10();
      const visitor = guest();
      const ids = okResult(await addToBasket(t.app, visitor, bolt.id)).recommended_ids;
      const cards = okResult(await call(t.app, visitor, 'POST', 'Basket/getRecommendedProducts/', { recommended_ids: ids }));
      expect(cards.map((card: { id: number }) => card.id)).toEqual(ids);
      const rows = await t.db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
      const byStandard = new Map(rows.map((row) => [row.standard, row]));
      expect([...byStandard.keys()].sort()).toEqual(['DIN 125', 'DIN 127', 'DIN 934']);
      for (const row of rows) expect(row).toMatchObject({ diameter: 10, coating: 'цинк', material: 'сталь' });
      expect(byStandard.get('DIN 934')).toMatchObject({ pitch: bolt.pitch, strength_class: '8' });
    });

    it('for an anchor: the drill it needs on its line, and the nut and washer of its thread', async () => {
      const anchor = await t.db.selectFrom('products').selectAll().where('name', 'like', 'Анкер забивной М10%').orderBy('id').executeTakeFirstOrThrow();
      const basket = okResult(await addToBasket(t.app, guest(), anchor.id, anchor.order_multiple));
      expect(basket.items[0].properties).toContainEqual({ code: 'drill_diameter', name: 'Диаметр сверления', value: '12 мм' });
      const rows = await t.db.selectFrom('products').selectAll().where('id', 'in', basket.recommended_ids).execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(['Гайка', 'Шайба']).toContain(row.type_name);
        expect(row).toMatchObject({ diameter: 10, coating: anchor.coating, material: anchor.material });
      }
    });

    it('leave out what the basket already holds, and are off when the settings say so', async () => {
      const bolt = await zincBoltM10();
      const visitor = guest();
      const [nut] = okResult(await addToBasket(t.app, visitor, bolt.id)).recommended_ids;
      expect(okResult(await addToBasket(t.app, visitor, nut)).recommended_ids).not.toContain(nut);

      const settings = await getSettings(t.db);
      await saveSettings(t.db, { ...settings, basket: { ...settings.basket, recommended_products_shown: false } });
      try {
        expect(okResult(await getBasket(t.app, visitor)).recommended_ids).toEqual([]);
      } finally {
        await saveSettings(t.db, settings);
      }
    });

    it('refuse more than 50 ids or ids that are not ids', async () => {
      const visitor = guest();
      const many = Array.from({ length: 51 }, (_, i) => i + 1);
      expect((await call(t.app, visitor, 'POST', 'Basket/getRecommendedProducts/', { recommended_ids: many })).statusCode).toBe(400);
      expect((await call(t.app, visitor, 'POST', 'Basket/getRecommendedProducts/', { recommended_ids: ['1'] })).statusCode).toBe(400);
    });
  });

  it('leaves catalogue answers the same for every visitor whatever their baskets hold', async () => {
    const visitor = guest();
    const product = await seedProduct(t.db);
    const url = '/api/Catalog/getSection/?path=';
    const before = await t.app.inject({ method: 'GET', url });
    await addToBasket(t.app, visitor, product.id, 5);
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: visitor.cookie } });
    expect(mine.body).toBe(before.body);
    expect(mine.headers['set-cookie']).toBeUndefined();
  });
});
