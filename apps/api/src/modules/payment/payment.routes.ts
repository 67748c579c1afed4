import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { PaymentProviderError } from '../../services/payments/payment-provider.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { signedInReadersOrder } from '../orders/orders.service.ts';
import { type OnlinePayments, paymentMessages, paymentUrlFor, settlePayment } from './online-payment.service.ts';
import { paymentMethodsFor } from './payment.service.ts';

export interface PaymentRoutesOptions {
  db: Db;
  payments: OnlinePayments;
  outbox: OutboxWorker;
  salesEmail: string;
}

/** A provider that failed or did not answer: the caller may retry (a provider retries its notifications). */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(503, paymentMessages.providerFailed);
    throw error;
  }
}

/** Spec §7 /Order/getPayments/; online card payment (paths ours, in the §7 style). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { db, payments, outbox, salesEmail }) => {
  endpoint(
    app,
    'POST /Order/getPayments/',
    {
      tags: [apiTags.payment],
      summary: 'Способы оплаты',
      description: 'Способы оплаты заказа; is_default отмечает предвыбранный: для пользователя-компании — оплата по счёту, для остальных — при получении.',
    },
    async (request) => paymentMethodsFor(db, await request.session.userId()),
  );

  endpoint(
    app,
    'POST /Payment/pay/',
    {
      tags: [apiTags.payment],
      summary: 'Оплатить заказ картой онлайн',
      security: signedInOnly,
      description:
        'Для своего заказа в статусе «Ожидает оплаты»: адрес страницы платёжного сервиса (`payment_url`), куда перейти для оплаты — ' +
        'ожидающий платёж или новый, если прошлый отменён. После оплаты сервис вернёт покупателя на страницу заказа.',
      errors: { 404: [orderMessages.notFound], 409: [paymentMessages.notAwaiting], 503: [paymentMessages.providerFailed] },
      example: { order_num: '2026-000001' },
    },
    async (request) => {
      const order = await signedInReadersOrder(db, request, request.body.order_num);
      return { payment_url: await providerCall(() => paymentUrlFor(db, payments, order, payments.returnBase(request))) };
    },
  );

  endpoint(
    app,
    'POST /Payment/notification/',
    {
      tags: [apiTags.payment],
      summary: 'Уведомление платёжного сервиса',
      description:
        'Вебхук платёжного сервиса (формат уведомлений ЮKassa: `event`, `object.id`). Встроенный тестовый шлюз подписывает уведомления ' +
        '(заголовок `X-Test-Gateway-Signature`); состояние платежа всегда запрашивается у сервиса, тело уведомления ему не доверяется. ' +
        'Оплаченный заказ переходит в статус «Оплачен»; повторное уведомление ничего не меняет. Платёж, прошедший после отмены заказа ' +
        'покупателем, записывается, но заказ остаётся отменённым: отделу продаж уходит письмо о возврате денег.',
      errors: {
        400: [paymentMessages.mismatch],
        403: [paymentMessages.forged],
        404: [paymentMessages.unknownPayment],
        503: [paymentMessages.providerFailed],
      },
      example: { type: 'notification', event: 'payment.succeeded', object: { id: '2d1b6b31-000f-5000-9000-1b68e7b15f3f' } },
    },
    async (request) => {
      const id = await payments.provider.notificationPaymentId({ body: request.body, headers: request.headers });
      if (id === null) throw new HttpError(403, paymentMessages.forged);
      const paidAfterCancel = {
        salesEmail,
        outbox,
        log: (orderNum: string) => request.log.warn({ orderNum, providerPaymentId: id }, 'payment succeeded after its order was cancelled: refund it'),
      };
      return { status: await providerCall(() => settlePayment(db, payments.provider, id, paidAfterCancel)) };
    },
  );
};
