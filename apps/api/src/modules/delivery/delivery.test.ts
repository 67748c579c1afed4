import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, okResult, type Visitor } from '../../testing/basket.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';

const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');

describe('/api/Location/findCities/, /api/Order/getDeliveries/, /api/Delivery/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guest = (): Visitor => ({ cookie: '' });
  const findCities = (query: unknown) => call(t.app, guest(), 'POST', 'Location/findCities/', { query });
  const refusal = (response: { statusCode: number; body: string }) => ({ status: response.statusCode, ...body(response).result });

  /** A guest with `quantity` of the heaviest piece product in the basket. */
  async function guestWithGoods(quantity: number): Promise<Visitor> {
    const product = await t.db
      .selectFrom('products')
      .select('id')
      .where('unit', '=', 'шт')
      .where('order_multiple', '=', 1)
      .orderBy('weight_g', 'desc')
      .executeTakeFirstOrThrow();
    const visitor = guest();
    okResult(await addToBasket(t.app, visitor, product.id, quantity));
    return visitor;
  }

  describe('findCities', () => {
    it('suggests cities by the start of their name, biggest first, with region, country and postal code', async () => {
      expect(okResult(await findCities('Екат'))).toEqual([{ city: 'Екатеринбург', region: 'Свердловская область', country: 'Россия', zip: '620000' }]);
      const names = okResult<{ city: string }[]>(await findCities('  но ')).map((city) => city.city);
      expect(names.slice(0, 3)).toEqual(['Новосибирск', 'Новокузнецк', 'Новороссийск']);
    });

    it('ignores case and ё/е both ways, and a leading «г.»', async () => {
      expect(okResult(await findCities('ОРЕЛ'))[0].city).toBe('Орёл');
      expect(okResult(await findCities('королев'))[0].city).toBe('Королёв');
      expect(okResult(await findCities('щёлково'))[0].city).toBe('Щёлково');
      expect(okResult(await findCities('г. Казань'))[0].city).toBe('Казань');
    });

    it('answers at most ten, an empty list for blank or unknown text, and refuses a huge string', async () => {
      expect(okResult(await findCities('с'))).toHaveLength(10);
      expect(okResult(await findCities('   '))).toEqual([]);
      expect(okResult(await findCities('%'))).toEqual([]);
      expect(okResult(await findCities('Нигдеград'))).toEqual([]);
      expect(refusal(await findCities('а'.repeat(101)))).toMatchObject({ status: 400, fields: { query: 'Максимум 100 символов' } });
      expect(refusal(await call(t.app, guest(), 'POST', 'Location/findCities/', { query: 'Мос', limit: 50 })).status).toBe(400);
    });
  });

  describe('getDeliveries', () => {
    it('offers Moscow the store courier, every transport company and the Moscow warehouse', async () => {
      const options = okResult(await call(t.app, guest(), 'POST', 'Order/getDeliveries/', { location: 'Москва' }));
      expect(options.courier).toMatchObject({ price: 50_000, period: { from: 1, to: 1, unit: 'days' }, description: expect.stringContaining('Курьер') });
      expect(options.courier.date_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(options.transport_company.companies.map((company: { name: string }) => company.name)).toEqual(['СДЭК', 'Деловые Линии', 'ПЭК']);
      expect(options.transport_company.companies[0]).toMatchObject({
        type: 'cdek',
        logo: '/delivery/cdek.svg',
        have_count_methods: true,
        methods: [
          { type: 'courier', name: 'До двери' },
          { type: 'pickup', name: 'До пункта выдачи' },
        ],
      });
      expect(options.transport_company.companies[2].methods).toEqual([{ type: 'pickup', name: 'До пункта выдачи' }]);
      expect(options.pickup.stocks).toEqual([
        expect.objectContaining({ id: expect.any(Number), name: 'Склад Москва — Южный порт', address: 'г. Москва, 2-й Южнопортовый проезд, д. 16, стр. 1' }),
      ]);
    });

    it('offers a far small town only what goes there: no courier, no warehouse, no terminal of ПЭК or Деловые Линии', async () => {
      const options = okResult(await call(t.app, guest(), 'POST', 'Order/getDeliveries/', { location: 'Чебаркуль' }));
      expect(options.courier).toBeNull();
      expect(options.pickup).toBeNull();
      const methods = (company: { methods: { type: string }[] }) => company.methods.map((method) => method.type);
      expect(
        Object.fromEntries(
          options.transport_company.companies.map((company: { type: string; methods: { type: string }[] }) => [company.type, methods(company)]),
        ),
      ).toEqual({
        cdek: ['courier', 'pickup'],
        dellin: ['courier'],
      });
    });

    it('refuses an unknown city, a blank one and unknown keys', async () => {
      expect(refusal(await call(t.app, guest(), 'POST', 'Order/getDeliveries/', { location: 'Нигдеград' }))).toMatchObject({
        status: 422,
        message: 'Город не найден: выберите его из списка',
        fields: { location: 'Город не найден: выберите его из списка' },
      });
      expect(refusal(await call(t.app, guest(), 'POST', 'Order/getDeliveries/', { location: '  ' }))).toMatchObject({
        status: 400,
        fields: { location: 'Обязательное поле' },
      });
      expect(refusal(await call(t.app, guest(), 'POST', 'Order/getDeliveries/', { location: 'Москва', price: 0 })).status).toBe(400);
    });
  });

  describe('countDeliveryOrder', () => {
    const count = (visitor: Visitor, payload: object) => call(t.app, visitor, 'POST', 'Delivery/countDeliveryOrder/', payload);

    it('prices the visitor’s basket by its weight: more goods cost more to send, and the dates skip weekends', async () => {
      const light = okResult(await count(await guestWithGoods(1), { type: 'pickup', service: 'dellin', location: 'Новосибирск' }));
      const heavy = okResult(await count(await guestWithGoods(500), { type: 'pickup', service: 'dellin', location: 'Новосибирск' }));
      expect(light).toMatchObject({ company_type: 'dellin', type: 'pickup', period: { unit: 'days' } });
      expect(heavy.weight_g).toBeGreaterThan(light.weight_g);
      expect(heavy.price).toBeGreaterThan(light.price);
      for (const date of [light.date_from, light.date_to]) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(light.date).toBe(light.date_from);
      expect(light.pickup_points_list).toEqual(
        okResult(await call(t.app, guest(), 'POST', 'Delivery/getPvzList/', { type: 'dellin', location: 'Новосибирск' })),
      );
      expect(light.pickup_points_list.length).toBeGreaterThan(0);
      expect(okResult(await count(guest(), { type: 'courier', service: 'dellin', location: 'Новосибирск' })).pickup_points_list).toEqual([]);
      // An empty basket weighs nothing and is priced as the one-kilogram minimum.
      const empty = okResult(await count(guest(), { type: 'pickup', service: 'dellin', location: 'Новосибирск' }));
      expect(empty.weight_g).toBe(0);
      expect(empty.price).toBeGreaterThan(0);
      expect(empty.price).toBeLessThanOrEqual(light.price);
    });

    it('refuses an unknown company, a method the company lacks, an unknown city and bad fields', async () => {
      expect(refusal(await count(guest(), { type: 'courier', service: 'dhl', location: 'Казань' }))).toMatchObject({
        status: 422,
        message: 'Транспортная компания не найдена',
        fields: { service: 'Транспортная компания не найдена' },
      });
      expect(refusal(await count(guest(), { type: 'courier', service: 'pek', location: 'Казань' }))).toMatchObject({
        status: 422,
        message: 'Этот способ доставки недоступен в выбранном городе',
      });
      expect(refusal(await count(guest(), { type: 'pickup', service: 'cdek', location: 'Атлантида' })).status).toBe(422);
      expect(refusal(await count(guest(), { type: 'plane', service: 'cdek', location: 'Казань' }))).toMatchObject({
        status: 400,
        fields: { type: expect.any(String) },
      });
      expect(refusal(await count(guest(), { type: 'pickup', service: 'cdek', location: 'Казань', zip: '12' }))).toMatchObject({
        status: 400,
        fields: { zip: 'Индекс должен содержать 6 цифр' },
      });
      expect(refusal(await count(guest(), { type: 'pickup', service: 'x'.repeat(51), location: 'Казань' })).status).toBe(400);
    });
  });

  it('points every company’s logo at a file of the web app’s public folder', async () => {
    const options = okResult(await call(t.app, guest(), 'POST', 'Order/getDeliveries/', { location: 'Москва' }));
    for (const { logo } of options.transport_company.companies) expect(fs.existsSync(path.join(webPublic, `.${logo}`)), logo).toBe(true);
  });

  describe('getPvzList', () => {
    const points = (payload: object) => call(t.app, guest(), 'POST', 'Delivery/getPvzList/', payload);

    it('lists a company’s points in the city, the same every time', async () => {
      const first = okResult(await points({ type: 'cdek', location: 'Казань', zip: '420000' }));
      expect(first).toHaveLength(5);
      expect(first[0]).toEqual({
        id: expect.stringMatching(/^cdek-\d+-1$/),
        name: 'СДЭК, пункт выдачи № 1',
        address: expect.stringMatching(/^г\. Казань, /),
        work_time: expect.any(String),
      });
      expect(okResult(await points({ type: 'cdek', location: 'казань' }))).toEqual(first);
      expect(okResult(await points({ type: 'pek', location: 'Чебаркуль' }))).toEqual([]);
    });

    it('tells two cities of one name apart by the postal code', async () => {
      const kursk = okResult(await points({ type: 'cdek', location: 'Железногорск', zip: '307170' }));
      const krasnoyarsk = okResult(await points({ type: 'cdek', location: 'Железногорск', zip: '662971' }));
      expect(kursk[0].id).not.toBe(krasnoyarsk[0].id);
    });

    it('refuses an unknown company and an unknown city', async () => {
      expect(refusal(await points({ type: 'dhl', location: 'Казань' }))).toEqual({
        status: 422,
        message: 'Транспортная компания не найдена',
        fields: { type: 'Транспортная компания не найдена' },
      });
      expect(refusal(await points({ type: 'cdek', location: 'Нигдеград' }))).toMatchObject({ status: 422, message: 'Город не найден: выберите его из списка' });
    });
  });
});
