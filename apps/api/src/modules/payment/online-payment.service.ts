import { formatMoney } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { type PaymentProvider, PaymentProviderError, type PaymentStatus } from '../../services/payments/payment-provider.ts';
import { findOrderById, insertStatus, moveStatus, type OrderRow } from '../orders/orders.repository.ts';
import type { MailMessage } from '../../services/mailer.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import { finishPayment, findPayment, paymentsOfOrder, recordPayment } from './order-payments.repository.ts';

export const paymentMessages = {
  notAwaiting: 'Заказ не ожидает оплаты',
  providerFailed: 'Платёжный сервис не ответил. Попробуйте оплатить позже',
  forged: 'Уведомление о платеже не прошло проверку',
  unknownPayment: 'Платёж не найден',
  mismatch: 'Платёж не совпадает с заказом',
} as const;

export const AWAITING_PAYMENT = 'Ожидает оплаты';
export const PAID = 'Оплачен';
const CANCELLED = 'Отменён';

export interface OnlinePayments {
  provider: PaymentProvider;
  /** The store's origin for the provider's return URL (PUBLIC_URL, else the request's). */
  returnBase(request: { protocol: string; host: string }): string;
}

/**
 * The URL where the buyer pays an order awaiting online payment: the pending payment's, or a new one. The provider's
 * idempotence key is per order and attempt, so two tabs asking at once get the same payment.
 */
export async function paymentUrlFor(db: Db, payments: OnlinePayments, order: OrderRow, returnBase: string): Promise<string> {
  if (order.status !== AWAITING_PAYMENT) throw conflict(paymentMessages.notAwaiting);
  const earlier = await paymentsOfOrder(db, order.id);
  const pending = earlier.find((payment) => payment.status === 'pending' && payment.provider === payments.provider.name);
  if (pending) return pending.redirect_url;
  const created = await payments.provider.createPayment({
    orderNum: order.number,
    amountKopecks: order.total,
    description: `Заказ № ${order.number}`,
    returnUrl: `${returnBase}/profile/orders/${encodeURIComponent(order.number)}/`,
    idempotenceKey: `order-${order.id}-payment-${earlier.length + 1}`,
  });
  await recordPayment(
    db,
    {
      order_id: order.id,
      provider: payments.provider.name,
      provider_payment_id: created.providerPaymentId,
      amount: order.total,
      redirect_url: created.redirectUrl,
    },
    new Date().toISOString(),
  );
  return created.redirectUrl;
}

/** paymentUrlFor at checkout: a provider failure leaves the order awaiting payment (the order page offers 'Оплатить'). */
export async function checkoutPaymentUrl(db: Db, payments: OnlinePayments, orderId: number, returnBase: string, log: (error: unknown) => void) {
  const order = await findOrderById(db, orderId);
  if (!order || order.status !== AWAITING_PAYMENT) return undefined;
  try {
    return await paymentUrlFor(db, payments, order, returnBase);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log(error);
    return undefined;
  }
}

/** Who hears of money taken for an order the buyer cancelled meanwhile: the sales address, to refund it. */
export interface PaidAfterCancel {
  salesEmail: string;
  outbox: OutboxWorker;
  log: (orderNum: string) => void;
}

/** The sales address's e-mail about a payment that succeeded after its order was cancelled. */
export function paidAfterCancelMail(order: Pick<OrderRow, 'number' | 'total'>, providerPaymentId: string, salesEmail: string): MailMessage {
  return {
    to: salesEmail,
    subject: `Оплачен отменённый заказ № ${order.number}`,
    text:
      `Платёж ${providerPaymentId} на ${formatMoney(order.total)} прошёл после того, как покупатель отменил заказ № ${order.number}. ` +
      'Заказ остаётся отменённым, товар не зарезервирован: верните деньги покупателю.',
  };
}

/**
 * Settles a payment the provider told us about, by its state as the provider answers it now (never the
 * notification's body): a success marks the order 'Оплачен' with a history entry, in one transaction; a cancel leaves
 * the order awaiting payment. Only a pending payment moves, so a repeated notification changes nothing. A success for
 * an order the buyer cancelled meanwhile (its stock already released) is recorded on the payment but leaves the order
 * cancelled: the sales address gets an e-mail to refund it (outbox, same transaction) and the log a warning.
 */
export async function settlePayment(db: Db, provider: PaymentProvider, providerPaymentId: string, paidAfterCancel: PaidAfterCancel): Promise<PaymentStatus> {
  const payment = await findPayment(db, provider.name, providerPaymentId);
  if (!payment) throw notFound(paymentMessages.unknownPayment);
  if (payment.status !== 'pending') return payment.status;
  const state = await provider.paymentStatus(providerPaymentId);
  const order = await findOrderById(db, payment.order_id);
  if (!order) throw notFound(paymentMessages.unknownPayment);
  if (state.amountKopecks !== payment.amount || (state.orderNum !== null && state.orderNum !== order.number)) throw badRequest(paymentMessages.mismatch);
  if (state.status === 'pending') return 'pending';
  const now = new Date().toISOString();
  const refund = await db.transaction().execute(async (trx) => {
    if (!(await finishPayment(trx, payment.id, state.status as 'succeeded' | 'canceled', now))) return false;
    if (state.status !== 'succeeded') return false;
    if (await moveStatus(trx, order.id, AWAITING_PAYMENT, PAID, now)) {
      await insertStatus(trx, order.id, PAID, 'system', now);
      return false;
    }
    if ((await findOrderById(trx, order.id))?.status !== CANCELLED) return false;
    await enqueue(trx, [{ kind: 'email', payload: paidAfterCancelMail(order, providerPaymentId, paidAfterCancel.salesEmail) }], now);
    return true;
  });
  if (refund) {
    paidAfterCancel.log(order.number);
    paidAfterCancel.outbox.wake();
  }
  return state.status;
}
