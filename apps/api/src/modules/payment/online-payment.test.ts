import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yookassaProvider } from '../../services/payments/yookassa.ts';
import { fakeYookassa } from '../../testing/fake-yookassa.ts';
import { addToBasket, call, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, productStock, quickBuyer, setStock, submitOrder } from '../../testing/orders.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { paymentMessages } from './online-payment.service.ts';
import { signatureHeader, testGatewaySignature } from './test-gateway.ts';

const secret = 'test-gateway-secret-of-this-test';

async function onlineCardId(t: TestApp): Promise<number> {
  return (await t.db.selectFrom('payment_methods').select('id').where('code', '=', 'online_card').executeTakeFirstOrThrow()).id;
}

/** A buyer's order paid online by card: its number and where the checkout said to pay. */
async function orderOnline(t: TestApp, visitor: Visitor) {
  const product = await seedProduct(t.db, { type: 'Гайка' });
  await setStock(t.db, product.id, 100);
  okResult(await addToBasket(t.app, visitor, product.id, 3));
  const payload = checkoutBody(await pickupStockId(t.db), { properties: { payment: await onlineCardId(t) } });
  const answer = okResult(await submitOrder(t.app, visitor, payload));
  return { orderNum: answer.order_num as string, paymentUrl: answer.payment_url as string | undefined, productId: product.id };
}

const getOrder = (t: TestApp, visitor: Visitor, orderNum: string) => call(t.app, visitor, 'GET', `Order/get/?order_num=${encodeURIComponent(orderNum)}`);
const statuses = (order: { history: { status: string }[] }) => order.history.map((entry) => entry.status);

describe('online card payment through the built-in test gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ testGatewaySecret: secret });
  });
  afterAll(() => t.close());

  const gatewayId = (paymentUrl: string) => decodeURIComponent(paymentUrl.match(/^\/api\/Payment\/testGateway\/([^/]+)\/$/)![1]!);
  const notify = (id: string, event: string, signature: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Payment/notification/',
      headers: signature === null ? {} : { [signatureHeader]: signature },
      payload: { type: 'notification', event, object: { id } },
    });
  const click = (paymentUrl: string, button: 'pay' | 'cancel') =>
    t.app.inject({ method: 'POST', url: `${paymentUrl}${button}/`, headers: { origin: 'http://localhost:80' } });

  it('is offered among the payment methods', async () => {
    const methods = okResult<{ name: string; logo: string }[]>(await call(t.app, { cookie: '' }, 'POST', 'Order/getPayments/'));
    expect(methods.map((method) => method.name)).toContain('Банковской картой онлайн');
  });

  it('a repeated checkout (the same Idempotency-Key) answers the same order and its pending payment', async () => {
    const buyer = await quickBuyer(t.db);
    const product = await seedProduct(t.db, { type: 'Гайка' });
    await setStock(t.db, product.id, 100);
    okResult(await addToBasket(t.app, buyer.visitor, product.id, 3));
    const payload = checkoutBody(await pickupStockId(t.db), { properties: { payment: await onlineCardId(t) } });
    const first = okResult(await submitOrder(t.app, buyer.visitor, payload, 'online-repeat-key'));
    const repeated = okResult(await submitOrder(t.app, buyer.visitor, payload, 'online-repeat-key'));
    expect(first.payment_url).toMatch(/^\/api\/Payment\/testGateway\//);
    expect(repeated).toEqual(first);
  });

  it('an order awaits payment; paying on the gateway marks it paid with a history entry and returns the buyer to the order', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, paymentUrl } = await orderOnline(t, buyer.visitor);
    expect(paymentUrl).toMatch(/^\/api\/Payment\/testGateway\/tg-[0-9a-f-]+\/$/);
    const awaiting = okResult(await getOrder(t, buyer.visitor, orderNum));
    expect(awaiting).toMatchObject({ status: 'Ожидает оплаты', can_pay: true, payment: { name: 'Банковской картой онлайн' } });
    expect(statuses(awaiting)).toEqual(['Ожидает оплаты']);

    const page = await t.app.inject({ method: 'GET', url: paymentUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`Заказ № ${orderNum}`);
    expect(page.body).toMatch(/<button[^>]*>Оплатить<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Отменить<\/button>/);

    const paid = await click(paymentUrl!, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:80/profile/orders/${encodeURIComponent(orderNum)}/`);
    const order = okResult(await getOrder(t, buyer.visitor, orderNum));
    expect(order).toMatchObject({ status: 'Оплачен', can_pay: false });
    expect(statuses(order)).toEqual(['Ожидает оплаты', 'Оплачен']);
    const payAgain = await call(t.app, buyer.visitor, 'POST', 'Payment/pay/', { order_num: orderNum });
    expect([payAgain.statusCode, body(payAgain).result.message]).toEqual([409, paymentMessages.notAwaiting]);
  });

  it('a cancelled payment leaves the order awaiting payment; paying again makes a new payment, which succeeds', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, paymentUrl } = await orderOnline(t, buyer.visitor);
    expect((await click(paymentUrl!, 'cancel')).statusCode).toBe(303);
    const cancelled = okResult(await getOrder(t, buyer.visitor, orderNum));
    expect(cancelled).toMatchObject({ status: 'Ожидает оплаты', can_pay: true });
    expect(statuses(cancelled)).toEqual(['Ожидает оплаты']);
    // The cancelled payment's page no longer offers to pay, and a click there changes nothing.
    expect((await t.app.inject({ method: 'GET', url: paymentUrl! })).body).toContain('Платёж отменён.');
    expect((await click(paymentUrl!, 'pay')).statusCode).toBe(303);
    expect(okResult(await getOrder(t, buyer.visitor, orderNum)).status).toBe('Ожидает оплаты');

    const retry = okResult(await call(t.app, buyer.visitor, 'POST', 'Payment/pay/', { order_num: orderNum }));
    expect(retry.payment_url).toMatch(/^\/api\/Payment\/testGateway\//);
    expect(retry.payment_url).not.toBe(paymentUrl);
    // Asked again before paying: the same pending payment.
    expect(okResult(await call(t.app, buyer.visitor, 'POST', 'Payment/pay/', { order_num: orderNum })).payment_url).toBe(retry.payment_url);
    await click(retry.payment_url, 'pay');
    expect(statuses(okResult(await getOrder(t, buyer.visitor, orderNum)))).toEqual(['Ожидает оплаты', 'Оплачен']);
  });

  it('the buyer may cancel an unpaid order, releasing its stock; a payment made after that leaves it cancelled and asks sales to refund', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, paymentUrl, productId } = await orderOnline(t, buyer.visitor);
    expect(await productStock(t.db, productId)).toBe(97);
    expect(okResult(await getOrder(t, buyer.visitor, orderNum))).toMatchObject({ status: 'Ожидает оплаты', can_cancel: true });
    const cancelled = okResult(await call(t.app, buyer.visitor, 'POST', 'Order/cancel/', { order_num: orderNum }));
    expect(cancelled).toMatchObject({ status: 'Отменён', can_cancel: false, can_pay: false });
    expect(await productStock(t.db, productId)).toBe(100);

    // The gateway's page was still open: the buyer pays there after the cancel.
    expect((await click(paymentUrl!, 'pay')).statusCode).toBe(303);
    const order = okResult(await getOrder(t, buyer.visitor, orderNum));
    expect(order).toMatchObject({ status: 'Отменён', can_pay: false });
    expect(statuses(order)).toEqual(['Ожидает оплаты', 'Отменён']);
    expect(await productStock(t.db, productId)).toBe(100);
    const payment = await t.db
      .selectFrom('order_payments')
      .select('status')
      .where('provider_payment_id', '=', gatewayId(paymentUrl!))
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
    const mails = await t.db.selectFrom('outbox').select('payload').execute();
    const refund = mails.map((row) => JSON.parse(row.payload)).filter((mail) => mail.subject === `Оплачен отменённый заказ № ${orderNum}`);
    expect(refund).toEqual([expect.objectContaining({ text: expect.stringContaining('верните деньги покупателю') })]);
    // A repeated notification does not write it twice.
    const id = gatewayId(paymentUrl!);
    expect(okResult(await notify(id, 'payment.succeeded', testGatewaySignature(secret, id, 'payment.succeeded')))).toEqual({ status: 'succeeded' });
    const again = (await t.db.selectFrom('outbox').select('payload').execute()).filter((row) => row.payload.includes(`Оплачен отменённый заказ № ${orderNum}`));
    expect(again).toHaveLength(1);
  });

  it('refuses a forged notification: no signature, a wrong one, or one signed for another event; nothing changes', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, paymentUrl } = await orderOnline(t, buyer.visitor);
    const id = gatewayId(paymentUrl!);
    for (const signature of [
      null,
      'deadbeef',
      testGatewaySignature('another-secret', id, 'payment.succeeded'),
      testGatewaySignature(secret, id, 'payment.canceled'),
    ]) {
      const answer = await notify(id, 'payment.succeeded', signature);
      expect([answer.statusCode, body(answer).result.message]).toEqual([403, paymentMessages.forged]);
    }
    // Signed rightly, but the gateway has not been paid: the state is the gateway's, not the notification's.
    expect(okResult(await notify(id, 'payment.succeeded', testGatewaySignature(secret, id, 'payment.succeeded')))).toEqual({ status: 'pending' });
    expect(okResult(await getOrder(t, buyer.visitor, orderNum))).toMatchObject({ status: 'Ожидает оплаты', history: [{ status: 'Ожидает оплаты' }] });
    const unknown = await notify('tg-unknown', 'payment.succeeded', testGatewaySignature(secret, 'tg-unknown', 'payment.succeeded'));
    expect([unknown.statusCode, body(unknown).result.message]).toEqual([404, paymentMessages.unknownPayment]);
  });

  it('a repeated notification changes nothing', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, paymentUrl } = await orderOnline(t, buyer.visitor);
    const id = gatewayId(paymentUrl!);
    await click(paymentUrl!, 'pay');
    const before = okResult(await getOrder(t, buyer.visitor, orderNum));
    for (let i = 0; i < 3; i++) {
      expect(okResult(await notify(id, 'payment.succeeded', testGatewaySignature(secret, id, 'payment.succeeded')))).toEqual({ status: 'succeeded' });
    }
    expect(okResult(await getOrder(t, buyer.visitor, orderNum))).toEqual(before);
    expect(statuses(before)).toEqual(['Ожидает оплаты', 'Оплачен']);
  });

  it('another buyer’s order is not found, a guest must sign in, and an order paid otherwise does not await payment', async () => {
    const owner = await quickBuyer(t.db);
    const { orderNum } = await orderOnline(t, owner.visitor);
    const stranger = await quickBuyer(t.db);
    const answer = await call(t.app, stranger.visitor, 'POST', 'Payment/pay/', { order_num: orderNum });
    expect([answer.statusCode, body(answer).result.message]).toEqual([404, orderMessages.notFound]);
    expect((await call(t.app, { cookie: '' }, 'POST', 'Payment/pay/', { order_num: orderNum })).statusCode).toBe(401);

    const product = await seedProduct(t.db, { type: 'Гайка' });
    okResult(await addToBasket(t.app, owner.visitor, product.id, 1));
    const onReceipt = okResult(await submitOrder(t.app, owner.visitor, checkoutBody(await pickupStockId(t.db), { properties: { payment: 2 } })));
    expect(onReceipt.payment_url).toBeUndefined();
    expect(okResult(await getOrder(t, owner.visitor, onReceipt.order_num))).toMatchObject({ status: 'Новый', can_pay: false });
    const refused = await call(t.app, owner.visitor, 'POST', 'Payment/pay/', { order_num: onReceipt.order_num });
    expect([refused.statusCode, body(refused).result.message]).toEqual([409, paymentMessages.notAwaiting]);
  });
});

describe('online card payment through YooKassa, against a local fake', () => {
  const fake = fakeYookassa();
  let t: TestApp;
  beforeAll(async () => {
    const baseUrl = await fake.start();
    t = await createTestApp({ paymentProvider: yookassaProvider({ shopId: 'shop-1', secretKey: 'secret-1', baseUrl }) });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const notify = (id: string, event = 'payment.succeeded') =>
    t.app.inject({ method: 'POST', url: '/api/Payment/notification/', payload: { type: 'notification', event, object: { id, status: 'succeeded' } } });

  it('sends the buyer to YooKassa; a notification counts only once the API says the payment succeeded, and only once', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, paymentUrl } = await orderOnline(t, buyer.visitor);
    const created = fake.requests.at(-1)!;
    expect(created.body).toMatchObject({
      metadata: { order_num: orderNum },
      confirmation: { return_url: `http://localhost:80/profile/orders/${encodeURIComponent(orderNum)}/` },
    });
    const id = [...fake.payments.keys()].at(-1)!;
    expect(paymentUrl).toBe(`https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`);
    // Forged: the notification claims success, the API says pending.
    expect(okResult(await notify(id))).toEqual({ status: 'pending' });
    expect(okResult(await getOrder(t, buyer.visitor, orderNum)).status).toBe('Ожидает оплаты');
    const unknown = await notify('2d99-unknown');
    expect([unknown.statusCode, body(unknown).result.message]).toEqual([404, paymentMessages.unknownPayment]);
    expect((await notify(id, 'refund.succeeded')).statusCode).toBe(403);

    fake.settle(id, 'succeeded');
    expect(okResult(await notify(id))).toEqual({ status: 'succeeded' });
    expect(okResult(await notify(id))).toEqual({ status: 'succeeded' });
    const order = okResult(await getOrder(t, buyer.visitor, orderNum));
    expect(statuses(order)).toEqual(['Ожидает оплаты', 'Оплачен']);
  });

  it('a payment cancelled at YooKassa leaves the order awaiting payment; paying again creates a new payment', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum } = await orderOnline(t, buyer.visitor);
    const id = [...fake.payments.keys()].at(-1)!;
    fake.settle(id, 'canceled');
    expect(okResult(await notify(id, 'payment.canceled'))).toEqual({ status: 'canceled' });
    expect(okResult(await getOrder(t, buyer.visitor, orderNum))).toMatchObject({ status: 'Ожидает оплаты', can_pay: true });
    const retry = okResult(await call(t.app, buyer.visitor, 'POST', 'Payment/pay/', { order_num: orderNum }));
    expect(retry.payment_url).not.toContain(id);
    expect(fake.payments.size).toBeGreaterThan(1);
  });

  it('answers 503 while YooKassa is unreachable, so it retries', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum } = await orderOnline(t, buyer.visitor);
    const id = [...fake.payments.keys()].at(-1)!;
    await fake.stop();
    try {
      const answer = await notify(id);
      expect([answer.statusCode, body(answer).result.message]).toEqual([503, paymentMessages.providerFailed]);
      const pay = await call(t.app, buyer.visitor, 'POST', 'Payment/pay/', { order_num: orderNum });
      // The pending payment's URL is still known: no call to YooKassa is needed.
      expect(pay.statusCode).toBe(200);
    } finally {
      await new Promise<void>((resolve) => fake.server.listen(Number(new URL(fake.baseUrl()).port), '127.0.0.1', resolve));
    }
  });
});
