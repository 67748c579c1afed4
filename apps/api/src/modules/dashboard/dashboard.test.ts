import { type Dashboard, moscowDate, type OrderSummary } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, okResult, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, setStock, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { requireUser } from '../user/profile.service.ts';
import { dashboard, moscowMonth, moscowMonthStart } from './dashboard.service.ts';

describe('Moscow calendar months', () => {
  it('begin at 21:00 UTC the day before, across a year too', () => {
    expect(moscowMonthStart(2026, 10)).toBe('2026-10-31T21:00:00.000Z');
    expect(moscowMonthStart(2026, 0)).toBe('2025-12-31T21:00:00.000Z');
    expect(moscowMonthStart(2026, -1)).toBe('2025-11-30T21:00:00.000Z');
    expect(moscowMonth(new Date('2026-10-31T21:30:00Z'))).toBe('2026-11');
    expect(moscowMonth(new Date('2026-10-31T20:59:59.999Z'))).toBe('2026-10');
  });
});

describe('/api/Dashboard/get/', () => {
  let t: TestApp;
  let stockId: number;
  let onlineCard: number;
  /** Ten products of the seed, by id, sold one by one. */
  let products: number[];
  beforeAll(async () => {
    t = await createTestApp();
    stockId = await pickupStockId(t.db);
    onlineCard = (await t.db.selectFrom('payment_methods').select('id').where('code', '=', 'online_card').executeTakeFirstOrThrow()).id;
    products = (await t.db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').limit(10).execute()).map((row) => row.id);
    for (const id of products) await setStock(t.db, id, 1000);
  });
  afterAll(() => t.close());

  const get = (visitor: Visitor) => call(t.app, visitor, 'GET', 'Dashboard/get/');
  const dashboardOf = async (visitor: Visitor) => okResult<Dashboard>(await get(visitor));
  const ordersOf = async (visitor: Visitor) => okResult<{ items: OrderSummary[] }>(await call(t.app, visitor, 'GET', 'Order/getList/')).items;
  const topIds = (answer: Dashboard) => answer.top_products.map((card) => card.id);
  const sum = (orders: readonly OrderSummary[]) => ({ orders_count: orders.length, total: orders.reduce((total, order) => total + order.total, 0) });

  /** Places an order of these [product, quantity] lines; `payment` 1 leaves it «Новый», the online card «Ожидает оплаты». */
  async function order(visitor: Visitor, lines: [number, number][], payment = 1): Promise<string> {
    for (const [id, quantity] of lines) okResult(await addToBasket(t.app, visitor, id, quantity));
    return okResult(await submitOrder(t.app, visitor, checkoutBody(stockId, { properties: { payment } }))).order_num;
  }

  it('refuses a guest, and a query it does not take', async () => {
    const guest = await get({ cookie: '' });
    expect([guest.statusCode, body(guest).result.message]).toEqual([401, 'Требуется вход в систему']);
    const buyer = await quickBuyer(t.db);
    const hostile = await call(t.app, buyer.visitor, 'GET', 'Dashboard/get/?user_id=1');
    expect(hostile.statusCode).toBe(400);
  });

  it('gives a buyer without orders zeros, empty lists and six empty months up to this one; never cached', async () => {
    const buyer = await quickBuyer(t.db);
    const response = await get(buyer.visitor);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = okResult<Dashboard>(response);
    const zero = { orders_count: 0, total: 0 };
    expect(answer).toMatchObject({ this_month: zero, this_year: zero, in_progress: 0, awaiting_payment: zero, recent_orders: [], top_products: [] });
    expect(answer.monthly).toHaveLength(6);
    expect(answer.monthly.every((month) => month.orders_count === 0 && month.total === 0)).toBe(true);
    expect(answer.monthly.at(-1)!.month).toBe(moscowDate(new Date()).slice(0, 7));
    const months = answer.monthly.map((month) => month.month);
    expect([...months].sort()).toEqual(months);
    expect(new Set(months).size).toBe(6);
  });

  it('tallies the buyer’s own orders; a cancelled one leaves the sums and top products but stays among the recent', async () => {
    const stranger = await quickBuyer(t.db);
    await order(stranger.visitor, [[products[9]!, 50]]);
    const buyer = await quickBuyer(t.db);
    const [p1, p2, p3] = products as [number, number, number];
    const a = await order(buyer.visitor, [
      [p1, 5],
      [p2, 1],
    ]);
    const b = await order(buyer.visitor, [[p2, 4]], onlineCard);
    const c = await order(buyer.visitor, [[p3, 10]]);

    const before = await dashboardOf(buyer.visitor);
    const all = await ordersOf(buyer.visitor);
    expect(all.map((item) => item.order_num)).toEqual([c, b, a]);
    expect(before.recent_orders).toEqual(all);
    expect(before.this_month).toEqual(sum(all));
    expect(before.this_year).toEqual(sum(all));
    expect(before.monthly.at(-1)).toEqual({ month: moscowDate(new Date()).slice(0, 7), ...sum(all) });
    expect(before.monthly.slice(0, -1).every((month) => month.orders_count === 0)).toBe(true);
    expect(before.in_progress).toBe(3);
    expect(before.awaiting_payment).toEqual(sum(all.filter((item) => item.order_num === b)));
    expect(before.awaiting_payment.orders_count).toBe(1);
    // p1 and p2 tie at 5: the lower id first.
    expect(topIds(before)).toEqual([p3, p1, p2]);
    expect(before.top_products[0]).toMatchObject({ id: p3, name: expect.any(String), price: expect.any(Number) });

    okResult(await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: c }));
    // Delivered is no longer in progress but still counts.
    await t.db.updateTable('orders').set({ status: 'Доставлен' }).where('number', '=', a).execute();
    const after = await dashboardOf(buyer.visitor);
    const kept = all.filter((item) => item.order_num !== c);
    expect(after.recent_orders.map((item) => [item.order_num, item.status])).toEqual([
      [c, 'Отменён'],
      [b, 'Ожидает оплаты'],
      [a, 'Доставлен'],
    ]);
    expect(after.this_month).toEqual(sum(kept));
    expect(after.this_year).toEqual(sum(kept));
    expect(after.monthly.at(-1)).toMatchObject(sum(kept));
    expect(after.in_progress).toBe(1);
    expect(after.awaiting_payment).toEqual(before.awaiting_payment);
    expect(topIds(after)).toEqual([p1, p2]);

    // The stranger sees only their own order.
    const theirs = await dashboardOf(stranger.visitor);
    expect(theirs.recent_orders.map((item) => item.order_num)).toEqual((await ordersOf(stranger.visitor)).map((item) => item.order_num));
    expect(theirs.this_month.orders_count).toBe(1);
    expect(topIds(theirs)).toEqual([products[9]]);
  });

  it('keeps the newest five orders and the eight products ordered most', async () => {
    const buyer = await quickBuyer(t.db);
    const many = products.slice(0, 9);
    await order(
      buyer.visitor,
      many.map((id, i) => [id, 10 + i]),
    );
    for (let i = 0; i < 5; i++) await order(buyer.visitor, [[products[9]!, 1]]);
    const answer = await dashboardOf(buyer.visitor);
    expect(answer.recent_orders).toEqual((await ordersOf(buyer.visitor)).slice(0, 5));
    expect(answer.this_month.orders_count).toBe(6);
    // 18 down to 11; the first product's 10 and the last one's 5 (in five orders) fall off.
    expect(topIds(answer)).toEqual(many.slice(1).reverse());
  });

  it('counts by Moscow months: 21:30 UTC on 31 October is November, 21:00 UTC on 31 December is the new year', async () => {
    const buyer = await quickBuyer(t.db);
    const at = ['2026-10-31T21:30:00.000Z', '2026-10-31T20:59:59.999Z', '2025-12-31T21:00:00.000Z', '2025-12-31T20:59:59.999Z'];
    const numbers: string[] = [];
    for (const createdAt of at) {
      const number = await order(buyer.visitor, [[products[0]!, 1]]);
      await t.db.updateTable('orders').set({ created_at: createdAt }).where('number', '=', number).execute();
      numbers.push(number);
    }
    const totals = Object.fromEntries((await ordersOf(buyer.visitor)).map((item) => [item.order_num, item.total]));
    const [november, october, january] = numbers.map((number) => totals[number]!) as [number, number, number];

    const reader = await requireUser(t.db, buyer.id);
    const answer = await dashboard(t.db, reader, new Date('2026-11-15T09:00:00Z'));
    expect(answer.this_month).toEqual({ orders_count: 1, total: november });
    expect(answer.this_year).toEqual({ orders_count: 3, total: november + october + january });
    expect(answer.monthly).toEqual([
      { month: '2026-06', orders_count: 0, total: 0 },
      { month: '2026-07', orders_count: 0, total: 0 },
      { month: '2026-08', orders_count: 0, total: 0 },
      { month: '2026-09', orders_count: 0, total: 0 },
      { month: '2026-10', orders_count: 1, total: october },
      { month: '2026-11', orders_count: 1, total: november },
    ]);
    // In January the chart reaches back into last year, further than this year's tally.
    const january2026 = await dashboard(t.db, reader, new Date('2026-01-10T09:00:00Z'));
    expect(january2026.this_year).toEqual({ orders_count: 1, total: january });
    expect(january2026.monthly.map((month) => [month.month, month.orders_count])).toEqual([
      ['2025-08', 0],
      ['2025-09', 0],
      ['2025-10', 0],
      ['2025-11', 0],
      ['2025-12', 1],
      ['2026-01', 1],
    ]);
  });
});
