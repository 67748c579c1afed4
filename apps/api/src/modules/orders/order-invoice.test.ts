import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, call, createPromocode, okResult, seedProduct, type Visitor } from '../../testing/basket.ts';
import { checkoutBody, pickupStockId, quickBuyer, submitOrder } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { body, createTestApp, outbox, type TestApp } from '../../testing/test-app.ts';
import { formatInvoiceAmount } from '../invoice/invoice-format.ts';
import { orderInvoiceAttachment } from './order-invoice.ts';
import { orderMessages } from './order-messages.ts';

describe('/api/Order/getInvoice/ and the invoice in the order e-mails', () => {
  let t: TestApp;
  let stockId: number;
  beforeAll(async () => {
    t = await createTestApp();
    stockId = await pickupStockId(t.db);
  });
  afterAll(() => t.close());

  /** An order of 3 with 1 in stock: 2 are 'под заказ' with a 12-day lead time. */
  async function orderOf(visitor: Visitor, promo = false) {
    const product = await seedProduct(t.db, { type: 'Шайба' });
    await t.db.updateTable('products').set({ stock: 1, lead_time_days: 12 }).where('id', '=', product.id).execute();
    okResult(await addToBasket(t.app, visitor, product.id, 3));
    if (promo) okResult(await call(t.app, visitor, 'POST', 'Promocode/apply/', { code: await createPromocode(t.db) }));
    const { order_num: orderNum } = okResult(await submitOrder(t.app, visitor, checkoutBody(stockId)));
    const order = okResult(await call(t.app, visitor, 'GET', `Order/get/?order_num=${orderNum}`));
    return { orderNum: orderNum as string, total: order.total as number, email: order.contact.email as string, product };
  }

  const download = (visitor: Visitor, orderNum: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Order/getInvoice/?order_num=${encodeURIComponent(orderNum)}`,
      headers: visitor.cookie ? { cookie: visitor.cookie } : {},
    });

  it('downloads the buyer’s invoice as a PDF with its Russian file name, number, total and the lead time', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, total, product } = await orderOf(buyer.visitor);
    const answer = await download(buyer.visitor, orderNum);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' }).format(new Date());
    const filename = `Счёт № ${orderNum} от ${day}.pdf`;
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderNum}.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(answer.rawPayload);
    expect(text).toContain(`Счёт на оплату № ${orderNum}`);
    expect(text).toContain(`Итого: ${formatInvoiceAmount(total)}`.replace(/\s+/g, ' '));
    expect(text).toContain(product.name);
    expect(text).toContain('Под заказ, срок поставки 12 дней');
    expect(text).toContain('Покупатель (Заказчик): Иванов Иван Иванович');
  });

  it('spreads a promo discount over the lines, so the invoice adds up to what the buyer pays', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, total } = await orderOf(buyer.visitor, true);
    const order = okResult(await call(t.app, buyer.visitor, 'GET', `Order/get/?order_num=${orderNum}`));
    expect(order.promo_discount).toBeGreaterThan(0);
    const { text } = await pdfText((await download(buyer.visitor, orderNum)).rawPayload);
    expect(text).toContain(`Итого: ${formatInvoiceAmount(total)}`.replace(/\s+/g, ' '));
  });

  it('is not found for another buyer’s order and asks a guest to sign in', async () => {
    const owner = await quickBuyer(t.db);
    const { orderNum } = await orderOf(owner.visitor);
    const stranger = await quickBuyer(t.db);
    const refused = await download(stranger.visitor, orderNum);
    expect([refused.statusCode, body(refused).result.message]).toEqual([404, orderMessages.notFound]);
    expect((await download({ cookie: '' }, orderNum)).statusCode).toBe(401);
    expect((await download(owner.visitor, '2000-999999')).statusCode).toBe(404);
  });

  it('attaches the invoice to the buyer’s confirmation and to the sales copy, made when they are sent', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum, email } = await orderOf(buyer.visitor);
    const rows = await t.db.selectFrom('outbox').select('payload').execute();
    const row = rows.find((r) => r.payload.includes(orderNum));
    expect(row?.payload).toContain('"invoiceOrderId"');
    expect(row?.payload).not.toContain('%PDF');
    await t.app.outbox.runOnce();
    const mails = (await outbox(t)).filter((mail) => mail.subject.includes(orderNum));
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.to)).toContain(email);
    for (const mail of mails) {
      expect(mail.attachments).toEqual([
        { filename: expect.stringMatching(new RegExp(`^Счёт № ${orderNum} от `)), contentType: 'application/pdf', file: expect.any(String) },
      ]);
      const pdf = await fs.readFile(path.join(t.outboxDir, mail.attachments?.[0]?.file ?? ''));
      expect((await pdfText(pdf)).text).toContain(`Счёт на оплату № ${orderNum}`);
    }
  });

  it('makes an order’s invoice once for its two e-mails', async () => {
    const buyer = await quickBuyer(t.db);
    const { orderNum } = await orderOf(buyer.visitor);
    const { id } = await t.db.selectFrom('orders').select('id').where('number', '=', orderNum).executeTakeFirstOrThrow();
    const first = orderInvoiceAttachment(t.db, id);
    expect(orderInvoiceAttachment(t.db, id)).toBe(first);
    expect((await pdfText((await first).content)).text).toContain(`Счёт на оплату № ${orderNum}`);
  });
});
