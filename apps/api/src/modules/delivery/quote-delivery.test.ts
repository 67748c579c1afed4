import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bumpCatalogVersion } from '../data-versions/data-versions.ts';
import { unitWeight } from '../basket/pricing.ts';
import { type DeliveryChoice, quoteDelivery } from './delivery.service.ts';
import { resolveDestination } from './destination.ts';
import { transportPrice } from './rate-pricing.ts';
import { carriers } from './rate-tables.ts';
import { distanceKm } from './geo.ts';

/** A Friday morning in Moscow: one business day later is Monday. */
const friday = new Date('2026-11-27T07:00:00Z');

describe('quoteDelivery (what checkout prices the delivery with)', () => {
  let t: TestApp;
  let product: { id: number; unit: string; weight_g: number; pack_qty: number };
  beforeAll(async () => {
    t = await createTestApp();
    product = await t.db
      .selectFrom('products')
      .select(['id', 'unit', 'weight_g', 'pack_qty'])
      .where('unit', '=', 'шт')
      .orderBy('weight_g', 'desc')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const quote = async ({ location = 'Москва', ...choice }: DeliveryChoice & { location?: string }, quantity = 10) =>
    quoteDelivery(t.db, await resolveDestination(t.db, location), choice, [{ productId: product.id, quantity, unitWeightG: unitWeight(product) }], friday);
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).message, fields: (error as HttpError).fields };
  };
  const warehouseId = async (code: string) => (await t.db.selectFrom('warehouses').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const city = (name: string) => t.db.selectFrom('cities').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  it('prices the store courier by zone: Moscow (zone 1) next business day, Khimki (zone 2), none to Kazan', async () => {
    expect(await quote({ receivingType: 'courier' })).toEqual({
      priceKopecks: 50_000,
      dateFrom: '2026-11-30',
      dateTo: '2026-11-30',
      description: 'Курьер магазина, г. Москва',
    });
    expect(await quote({ receivingType: 'courier', location: 'химки' })).toMatchObject({ priceKopecks: 90_000, dateFrom: '2026-11-30', dateTo: '2026-12-01' });
    expect(await refusal(quote({ receivingType: 'courier', location: 'Казань' }))).toEqual({
      status: 422,
      message: 'Курьерская доставка магазина не работает в выбранном городе',
      fields: { receiving_type: 'Курьерская доставка магазина не работает в выбранном городе' },
    });
  });

  it('prices a transport company by the basket’s catalogue weight and the distance zone', async () => {
    const cdek = carriers.find((carrier) => carrier.code === 'cdek')!;
    const [kazan, moscow] = await Promise.all([city('Казань'), city('Москва')]);
    const distance = distanceKm(kazan, moscow);
    for (const quantity of [1, 400]) {
      const weight = unitWeight(product) * quantity;
      const answer = await quote({ receivingType: 'transportCompanyCourier', deliveryService: 'cdek', location: 'Казань' }, quantity);
      expect(answer.priceKopecks).toBe(transportPrice(cdek.tariffs.courier!, distance, weight).price);
      expect(answer.description).toBe('СДЭК — курьером до двери, г. Казань');
    }
    const light = await quote({ receivingType: 'transportCompanyCourier', deliveryService: 'cdek', location: 'Казань' }, 1);
    const heavy = await quote({ receivingType: 'transportCompanyCourier', deliveryService: 'cdek', location: 'Казань' }, 400);
    expect(heavy.priceKopecks).toBeGreaterThan(light.priceKopecks);
    const far = await quote({ receivingType: 'transportCompanyCourier', deliveryService: 'cdek', location: 'Владивосток' }, 1);
    expect(far.priceKopecks).toBeGreaterThan(light.priceKopecks);
    expect(far.dateTo > light.dateTo).toBe(true);
  });

  it('delivers to a pickup point of the company in that city, and refuses another city’s point', async () => {
    const kazan = await city('Казань');
    const answer = await quote({ receivingType: 'transportCompanyPickup', deliveryService: 'pek', pickupPointId: `pek-${kazan.id}-2`, location: 'Казань' });
    expect(answer.description).toMatch(/^ПЭК — до пункта выдачи: г\. Казань, .+, д\. \d+$/);
    expect(
      await refusal(quote({ receivingType: 'transportCompanyPickup', deliveryService: 'pek', pickupPointId: `pek-${kazan.id}-2`, location: 'Самара' })),
    ).toMatchObject({
      status: 422,
      message: 'Пункт выдачи не найден в выбранном городе',
      fields: { punkt: 'Пункт выдачи не найден в выбранном городе' },
    });
    expect(await refusal(quote({ receivingType: 'transportCompanyPickup', deliveryService: 'pek', location: 'Казань' }))).toMatchObject({
      message: 'Выберите пункт выдачи',
    });
    // ПЭК keeps no terminal in a small town, and has no courier at all.
    expect(
      await refusal(quote({ receivingType: 'transportCompanyPickup', deliveryService: 'pek', pickupPointId: 'pek-1-1', location: 'Чебаркуль' })),
    ).toMatchObject({
      message: 'Этот способ доставки недоступен в выбранном городе',
    });
    expect(await refusal(quote({ receivingType: 'transportCompanyCourier', deliveryService: 'pek', location: 'Казань' }))).toMatchObject({
      message: 'Этот способ доставки недоступен в выбранном городе',
    });
  });

  it('hands out from a warehouse of the city for free, and refuses another city’s warehouse', async () => {
    const moscow = await warehouseId('moskva');
    const answer = await quote({ receivingType: 'pickup', stockId: moscow });
    expect(answer).toMatchObject({ priceKopecks: 0, description: 'Самовывоз: Склад Москва — Южный порт, г. Москва, 2-й Южнопортовый проезд, д. 16, стр. 1' });
    expect(await refusal(quote({ receivingType: 'pickup', stockId: moscow, location: 'Екатеринбург' }))).toMatchObject({
      status: 422,
      message: 'Самовывоз с этого склада в выбранном городе невозможен',
    });
    // The central warehouse hands nothing out.
    expect(await refusal(quote({ receivingType: 'pickup', stockId: await warehouseId('podolsk'), location: 'Подольск' }))).toMatchObject({ status: 422 });
    expect(await refusal(quote({ receivingType: 'pickup' }))).toMatchObject({
      message: 'Выберите склад для самовывоза',
      fields: { stock_id: 'Выберите склад для самовывоза' },
    });
  });

  it('refuses an unknown city and an unknown company', async () => {
    expect(await refusal(quote({ receivingType: 'courier', location: 'Нигдеград' }))).toEqual({
      status: 422,
      message: 'Город не найден: выберите его из списка',
      fields: { location: 'Город не найден: выберите его из списка' },
    });
    expect(await refusal(quote({ receivingType: 'transportCompanyCourier', deliveryService: 'dhl' }))).toMatchObject({
      message: 'Транспортная компания не найдена',
      fields: { service: 'Транспортная компания не найдена' },
    });
    expect(await refusal(quote({ receivingType: 'transportCompanyCourier' }))).toMatchObject({ message: 'Выберите транспортную компанию' });
  });

  it('keeps the cities and the warehouses’ cities while the catalogue version stands (a warehouse moved is seen at the next version)', async () => {
    const moved = await warehouseId('podolsk');
    const { city: before } = await t.db.selectFrom('warehouses').select('city').where('id', '=', moved).executeTakeFirstOrThrow();
    expect((await resolveDestination(t.db, 'Казань')).distanceKm).toBeGreaterThan(0);
    try {
      await t.db.updateTable('warehouses').set({ city: 'Казань' }).where('id', '=', moved).execute();
      expect((await resolveDestination(t.db, 'Казань')).distanceKm).toBeGreaterThan(0);
      await bumpCatalogVersion(t.db);
      expect((await resolveDestination(t.db, 'Казань')).distanceKm).toBe(0);
    } finally {
      await t.db.updateTable('warehouses').set({ city: before }).where('id', '=', moved).execute();
      await bumpCatalogVersion(t.db);
    }
  });
});
