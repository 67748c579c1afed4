import type { OrderDetail, OrderSummary } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, createPromocode, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, productStock, quickBuyer, setStock, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, outbox, type TestApp, testOperatorToken as token } from '../../testing/test-app.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { operatorAuthMessages } from './operator-auth.ts';
import { getSettings } from '../settings/settings.repository.ts';
import { orderProcessingMessages, setOrderStatus } from './order-processing.ts';

/** The store's side of its orders: every buyer's order read and moved on its way with the operator's token. */
describe('/api/Operator/…', () => {
  let t: TestApp;
  let stockId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.ru' } });
    stockId = await pickupStockId(t.db);
  });
  afterAll(() => t.close());

  const operator = (method: 'GET' | 'POST', path: string, payload?: object, authorization = `Bearer ${token}`) =>
    t.app.inject({ method, url: `/api/Operator/${path}`, headers: { authorization }, ...(payload && { payload }) });
  const setStatus = (orderNum: string, status: string) => operator('POST', 'setOrderStatus/', { order_num: orderNum, status });
  const moved = async (orderNum: string, status: string) => okResult<OrderDetail>(await setStatus(orderNum, status));
  const refusedWith = async (answer: Awaited<ReturnType<typeof operator>>) => [answer.statusCode, body(answer).result.message];

  /** A buyer's order of `quantity` washers from the pickup warehouse (stock 20), with a promo code when given. */
  async function placeOrder(quantity = 3, promocode?: string) {
    const buyer = await quickBuyer(t.db);
    const product = await seedProduct(t.db, { type: 'Шайба' });
    await setStock(t.db, product.id, 20);
    okResult(await addToBasket(t.app, buyer.visitor, product.id, quantity));
    if (promocode) okResult(await call(t.app, buyer.visitor, 'POST', 'Promocode/apply/', { code: promocode }));
    const orderNum = okResult<{ order_num: string }>(await submitOrder(t.app, buyer.visitor, checkoutBody(stockId))).order_num;
    return { buyer, product, orderNum };
  }
  const buyersOrder = (visitor: Visitor, orderNum: string) => call(t.app, visitor, 'GET', `Order/get/?order_num=${orderNum}`);

  it('answers only the operator’s token: 401 without it or with another, and 403 where the store set none', async () => {
    const { orderNum } = await placeOrder();
    for (const authorization of ['', 'Bearer wrong-token-of-the-same-kind-0123456789', token, `Basic ${token}`]) {
      expect(await refusedWith(await operator('GET', `getOrder/?order_num=${orderNum}`, undefined, authorization))).toEqual([
        401,
        operatorAuthMessages.wrongToken,
      ]);
    }
    // Refused before what it sent is read: no 400 for a bad body.
    expect(await refusedWith(await operator('POST', 'setOrderStatus/', { order_num: orderNum, status: 'Украден' }, 'Bearer nope'))).toEqual([
      401,
      operatorAuthMessages.wrongToken,
    ]);
    expect((await operator('GET', `getOrder/?order_num=${orderNum}`, undefined, `bearer ${token}`)).statusCode).toBe(200);
    // A buyer's session is no operator.
    const { buyer } = await placeOrder();
    const asBuyer = await call(t.app, buyer.visitor, 'GET', `Operator/getOrder/?order_num=${orderNum}`);
    expect(asBuyer.statusCode).toBe(401);

    const unset = await createTestApp({ seed: false, env: { OPERATOR_TOKEN: '' } });
    try {
      const answer = await unset.app.inject({ url: '/api/Operator/getOrders/', headers: { authorization: `Bearer ${token}` } });
      expect([answer.statusCode, body(answer).result.message]).toEqual([403, operatorAuthMessages.notConfigured]);
    } finally {
      await unset.close();
    }
  });

  it('lists every buyer’s orders newest first, filtered by status, each with its buyer; opens any of them', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const list = okResult<{ items: OrderSummary[]; total: number }>(await operator('GET', 'getOrders/?status=Новый&page_size=100'));
    const numbers = list.items.map((item) => item.order_num);
    expect(numbers.indexOf(second.orderNum)).toBeLessThan(numbers.indexOf(first.orderNum));
    expect(numbers.indexOf(first.orderNum)).toBeGreaterThanOrEqual(0);
    expect(list.items.every((item) => item.status === 'Новый')).toBe(true);
    expect(list.items.find((item) => item.order_num === first.orderNum)?.buyer).toEqual(expect.any(String));

    const order = okResult<OrderDetail>(await operator('GET', `getOrder/?order_num=${first.orderNum}`));
    expect(order).toMatchObject({
      order_num: first.orderNum,
      status: 'Новый',
      lines: [expect.objectContaining({ product_id: first.product.id, quantity: 3 })],
    });
    expect(await refusedWith(await operator('GET', 'getOrder/?order_num=2099-999999'))).toEqual([404, orderMessages.notFound]);
    expect((await operator('GET', 'getOrders/?status=Украден')).statusCode).toBe(400);
  });

  it('moves an order forward to delivered, each step in the buyer’s history and mail; the same status again changes nothing', async () => {
    const { buyer, orderNum } = await placeOrder();
    for (const status of ['Оплачен', 'В сборке']) expect((await moved(orderNum, status)).status).toBe(status);
    // The buyer may no longer cancel an order being picked.
    const assembling = okResult<OrderDetail>(await buyersOrder(buyer.visitor, orderNum));
    expect(assembling).toMatchObject({ status: 'В сборке', can_cancel: false });
    expect((await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: orderNum })).statusCode).toBe(409);

    // Skipping a step is fine; an exchange sending the status again is no error and no second entry.
    await moved(orderNum, 'Доставлен');
    const again = await moved(orderNum, 'Доставлен');
    expect(again.history.map((entry) => entry.status)).toEqual(['Новый', 'Оплачен', 'В сборке', 'Доставлен']);
    expect(okResult<OrderDetail>(await buyersOrder(buyer.visitor, orderNum)).history).toEqual(again.history);
    const actors = await t.db
      .selectFrom('order_status_history')
      .innerJoin('orders', 'orders.id', 'order_status_history.order_id')
      .select('actor')
      .where('orders.number', '=', orderNum)
      .orderBy('order_status_history.id')
      .execute();
    expect(actors.map((row) => row.actor).slice(1)).toEqual(['operator', 'operator', 'operator']);

    await t.app.outbox.runOnce();
    const mails = (await outbox(t)).filter((mail) => mail.subject.startsWith(`Заказ № ${orderNum}:`));
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([again.contact.email]));
    expect(mails.map((mail) => mail.subject)).toEqual([`Заказ № ${orderNum}: Оплачен`, `Заказ № ${orderNum}: В сборке`, `Заказ № ${orderNum}: Доставлен`]);
    expect(mails[2]?.text).toBe(`Статус заказа № ${orderNum} — «Доставлен».\nЗаказ в личном кабинете: https://shop.example.ru/profile/orders/${orderNum}/`);
  });

  it('refuses to move an order back, to «Ожидает оплаты», or on from delivered or cancelled; an unknown status is a 400', async () => {
    const { orderNum } = await placeOrder();
    await moved(orderNum, 'Отгружен');
    expect(await refusedWith(await setStatus(orderNum, 'В сборке'))).toEqual([409, orderProcessingMessages.backwards]);
    expect(await refusedWith(await setStatus(orderNum, 'Новый'))).toEqual([409, orderProcessingMessages.backwards]);
    expect(await refusedWith(await setStatus(orderNum, 'Ожидает оплаты'))).toEqual([409, orderProcessingMessages.awaitingPayment]);
    expect(await refusedWith(await setStatus(orderNum, 'Отменён'))).toEqual([409, orderProcessingMessages.shipped]);
    await moved(orderNum, 'Доставлен');
    expect(await refusedWith(await setStatus(orderNum, 'Отменён'))).toEqual([409, orderProcessingMessages.finished]);
    expect((await setStatus(orderNum, 'Потерян')).statusCode).toBe(400);
    expect(await refusedWith(await setStatus('2099-999999', 'Оплачен'))).toEqual([404, orderMessages.notFound]);
    expect((await operator('POST', 'setOrderStatus/', { order_num: orderNum, status: 'Оплачен', total: 1 })).statusCode).toBe(400);
  });

  it('cancels an order not yet shipped: its stock back to the warehouse and its promo code’s use to the code', async () => {
    const code = await createPromocode(t.db, { maxUses: 1 });
    const { buyer, product, orderNum } = await placeOrder(5, code);
    expect(await productStock(t.db, product.id)).toBe(15);
    await moved(orderNum, 'В сборке');
    const cancelled = await moved(orderNum, 'Отменён');
    expect(cancelled).toMatchObject({ status: 'Отменён', can_cancel: false });
    expect(await productStock(t.db, product.id)).toBe(20);
    // The code's one use is free again: another buyer applies it.
    const other = await quickBuyer(t.db);
    okResult(await addToBasket(t.app, other.visitor, product.id, 1));
    expect(okResult<{ success: boolean }>(await call(t.app, other.visitor, 'POST', 'Promocode/apply/', { code })).success).toBe(true);
    expect(okResult<OrderDetail>(await buyersOrder(buyer.visitor, orderNum)).status).toBe('Отменён');
  });

  it('answers a 409 and changes nothing when another call moved the order between its read and its move', async () => {
    const { orderNum } = await placeOrder();
    // The buyer's cancel lands after the operator read «Новый», just before its transaction begins.
    const racing = new Proxy(t.db, {
      get(target, key) {
        if (key === 'transaction') {
          return () => ({
            execute: async (work: Parameters<ReturnType<Db['transaction']>['execute']>[0]) => {
              await target.updateTable('orders').set({ status: 'Отменён' }).where('number', '=', orderNum).execute();
              return target.transaction().execute(work);
            },
          });
        }
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const move = setOrderStatus({ db: racing, outbox: t.app.outbox }, await getSettings(t.db), orderNum, 'Оплачен', 'https://shop.example.ru');
    await expect(move).rejects.toMatchObject({ status: 409, message: orderProcessingMessages.changed });
    const order = okResult<OrderDetail>(await operator('GET', `getOrder/?order_num=${orderNum}`));
    expect([order.status, order.history.map((entry) => entry.status)]).toEqual(['Отменён', ['Новый']]);
  });
});
