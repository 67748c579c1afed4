import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, createPromocode, getBasket, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, productStock, quickBuyer, setStock, submitOrder, warehouseStocks } from '../../testing/orders.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { orderMessages } from './order-messages.ts';

describe('/api/Order/… history, cancel and repeat', () => {
  let t: TestApp;
  let stockId: number;
  beforeAll(async () => {
    t = await createTestApp();
    stockId = await pickupStockId(t.db);
  });
  afterAll(() => t.close());

  const stockOf = (id: number) => productStock(t.db, id);

  async function orderOf(visitor: Visitor, quantity = 2, stock = 50) {
    const product = await seedProduct(t.db, { type: 'Шайба' });
    await setStock(t.db, product.id, stock);
    okResult(await addToBasket(t.app, visitor, product.id, quantity));
    const answer = okResult(await submitOrder(t.app, visitor, checkoutBody(stockId)));
    return { product, orderNum: answer.order_num as string };
  }

  const orderCalls = (orderNum: string) =>
    [
      ['GET', `Order/get/?order_num=${orderNum}`, undefined],
      ['POST', 'Order/cancel/', { order_num: orderNum }],
      ['POST', 'Order/repeat/', { order_num: orderNum }],
    ] as const;

  it('another buyer’s order number is not found on every call, and nothing changes', async () => {
    const owner = await quickBuyer(t.db);
    const { product, orderNum } = await orderOf(owner.visitor);
    const stranger = await quickBuyer(t.db);
    for (const [method, path, payload] of orderCalls(orderNum)) {
      const answer = await call(t.app, { ...stranger.visitor }, method, path, payload);
      expect([answer.statusCode, body(answer).result.message], path).toEqual([404, orderMessages.notFound]);
      expect((await call(t.app, { cookie: '' }, method, path, payload)).statusCode, path).toBe(401);
    }
    expect(okResult(await call(t.app, stranger.visitor, 'GET', 'Order/getList/')).items).toEqual([]);
    expect(okResult(await getBasket(t.app, stranger.visitor)).items).toEqual([]);
    expect(okResult(await call(t.app, owner.visitor, 'GET', `Order/get/?order_num=${orderNum}`)).status).toBe('Новый');
    expect(await stockOf(product.id)).toBe(48);
  });

  it('lists the buyer’s orders newest first, filtered by period, status and number, page by page', async () => {
    const buyer = await quickBuyer(t.db);
    const first = await orderOf(buyer.visitor);
    const second = await orderOf(buyer.visitor);
    const third = await orderOf(buyer.visitor);
    okResult(await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: second.orderNum }));
    const all = okResult(await call(t.app, buyer.visitor, 'GET', 'Order/getList/'));
    expect(all.items.map((item: { order_num: string }) => item.order_num)).toEqual([third.orderNum, second.orderNum, first.orderNum]);
    expect(all).toMatchObject({ total: 3, page: 1, page_size: 20 });
    const cancelled = okResult(await call(t.app, buyer.visitor, 'GET', `Order/getList/?status=${encodeURIComponent('Отменён')}`));
    expect(cancelled.items.map((item: { order_num: string }) => item.order_num)).toEqual([second.orderNum]);
    const byNumber = okResult(await call(t.app, buyer.visitor, 'GET', `Order/getList/?number=${first.orderNum.slice(-6)}`));
    expect(byNumber.items.map((item: { order_num: string }) => item.order_num)).toEqual([first.orderNum]);
    const today = new Date().toISOString().slice(0, 10);
    expect(okResult(await call(t.app, buyer.visitor, 'GET', `Order/getList/?date_from=${today}&date_to=${today}`)).total).toBe(3);
    expect(okResult(await call(t.app, buyer.visitor, 'GET', 'Order/getList/?date_to=2020-01-01')).total).toBe(0);
    const page2 = okResult(await call(t.app, buyer.visitor, 'GET', 'Order/getList/?page=2&page_size=2'));
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2, items: [expect.objectContaining({ order_num: first.orderNum })] });
    const bad = await call(t.app, buyer.visitor, 'GET', 'Order/getList/?status=Потерян');
    expect(bad.statusCode).toBe(400);
  });

  it('cancels a new order: stock comes back and the history grows; only once; not when switched off', async () => {
    const buyer = await quickBuyer(t.db);
    const { product, orderNum } = await orderOf(buyer.visitor, 3, 10);
    expect(await stockOf(product.id)).toBe(7);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [stockId]: 7 });
    const cancelled = okResult(await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: orderNum }));
    expect(cancelled).toMatchObject({ status: 'Отменён', can_cancel: false, history: [{ status: 'Новый' }, { status: 'Отменён' }] });
    expect(await stockOf(product.id)).toBe(10);
    expect(await warehouseStocks(t.db, product.id)).toEqual({ [stockId]: 10 });
    const again = await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: orderNum });
    expect([again.statusCode, body(again).result.message]).toEqual([409, orderMessages.cancelOnlyNew]);
    expect(await stockOf(product.id)).toBe(10);

    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, orders: { ...settings.orders, cancel_enabled: false } });
    try {
      const other = await orderOf(buyer.visitor);
      const refused = await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: other.orderNum });
      expect([refused.statusCode, body(refused).result.message]).toEqual([403, orderMessages.cancelDisabled]);
    } finally {
      await saveSettings(t.db, settings);
    }
  });

  it('cancelling gives the order’s promo code use back: a one-time code works again', async () => {
    const code = await createPromocode(t.db, { maxUses: 1, maxUsesPerUser: 1 });
    const promo = await t.db.selectFrom('promocodes').select(['id', 'used_count']).where('code', '=', code).executeTakeFirstOrThrow();
    const buyer = await quickBuyer(t.db);
    const orderWithCode = async () => {
      okResult(await addToBasket(t.app, buyer.visitor, (await seedProduct(t.db)).id, 1));
      expect(okResult(await call(t.app, buyer.visitor, 'POST', 'Promocode/apply/', { code })).success).toBe(true);
      return okResult(await submitOrder(t.app, buyer.visitor, checkoutBody(stockId))).order_num as string;
    };
    const usesOf = async () => ({
      count: (await t.db.selectFrom('promocodes').select('used_count').where('id', '=', promo.id).executeTakeFirstOrThrow()).used_count,
      rows: (await t.db.selectFrom('promocode_uses').select('order_id').where('promocode_id', '=', promo.id).execute()).length,
    });

    const first = await orderWithCode();
    expect(await usesOf()).toEqual({ count: 1, rows: 1 });
    okResult(await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: first }));
    expect(await usesOf()).toEqual({ count: 0, rows: 0 });

    const second = await orderWithCode();
    const order = okResult(await call(t.app, buyer.visitor, 'GET', `Order/get/?order_num=${second}`));
    expect(order.promocode).toBe(code);
    expect(await usesOf()).toEqual({ count: 1, rows: 1 });
  });

  it('repeats an order into the active basket at today’s prices; not when switched off', async () => {
    const buyer = await quickBuyer(t.db);
    const { product, orderNum } = await orderOf(buyer.visitor, 4);
    await t.db.updateTable('products').set({ price: 99_900, discount_price: null }).where('id', '=', product.id).execute();
    const basket = okResult(await call(t.app, buyer.visitor, 'POST', 'Order/repeat/', { order_num: orderNum }));
    expect(basket.items).toEqual([expect.objectContaining({ id: product.id, quantity: 4, price: 99_900 })]);
    expect(okResult(await call(t.app, buyer.visitor, 'GET', `Order/get/?order_num=${orderNum}`)).lines[0].price).toBe(product.price);

    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, orders: { ...settings.orders, repeat_enabled: false } });
    try {
      const refused = await call(t.app, buyer.visitor, 'POST', 'Order/repeat/', { order_num: orderNum });
      expect([refused.statusCode, body(refused).result.message]).toEqual([403, orderMessages.repeatDisabled]);
    } finally {
      await saveSettings(t.db, settings);
    }
  });
});
