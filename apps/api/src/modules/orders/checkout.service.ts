import crypto from 'node:crypto';
import { type CheckoutRequest, deliversToDoor, normalizeEmail, type Settings } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, unprocessable } from '../../http/errors.ts';
import { deleteLines } from '../basket/basket-items.repository.ts';
import { beginBasketWrite, priceOwnedBaskets } from '../basket/basket.service.ts';
import { updateBasket } from '../basket/baskets.repository.ts';
import type { PricedBasket } from '../basket/pricing.ts';
import { recordStockChanges } from '../catalog/stock-changes.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import { recordPromocodeUse } from '../promocode/promocode.service.ts';
import { findUserById } from '../user/user.repository.ts';
import { resolveBuyer } from './buyer-requisites.ts';
import { checkoutDestination, checkoutPaymentMethod, type DeliveryChoice, quoteCheckoutDelivery } from './delivery-port.ts';
import { type Attempt, finishAttempt } from './idempotency.ts';
import { orderMails } from './order-mail.ts';
import { orderMessages } from './order-messages.ts';
import { checkReceivingDates, checkReceivingRequest } from './receiving-rules.ts';
import { newOrderKey } from './order-numbers.ts';
import { insertOrder, insertOrderLines, insertStatus, type NewOrderLine, type OrderDelivery } from './orders.repository.ts';
import { recordWarehouseTakes, reserveStock } from './stock.repository.ts';
import { vatIncluded, VAT_RATE_PERCENT } from './vat.ts';

export interface CheckoutDeps {
  db: Db;
  outbox: OutboxWorker;
  salesEmail: string;
}

export interface CheckoutAnswer {
  order_id: number;
  order_num: string;
  payment_url?: string;
}

/** An order just placed: its answer, and whether it awaits online payment (its payment page is made after the commit). */
export interface PlacedOrder {
  answer: CheckoutAnswer;
  awaitingPayment: boolean;
}

/**
 * What the buyer saw when the checkout opened: its products, quantities and promo code. By content, not by row ids,
 * so a guest's basket that becomes their new account's at submit still matches.
 */
export function basketRevision(priced: PricedBasket): string {
  const parts = priced.lines.map(({ line }) => `${line.product_id}:${line.quantity}`).sort();
  const state = `${parts.join(',')}|${priced.basket?.promocodeId ?? ''}`;
  return crypto.createHash('sha256').update(state).digest('hex').slice(0, 32);
}

export function deliveryChoice(properties: CheckoutRequest['order_properties']): DeliveryChoice {
  return {
    receivingType: properties.receiving_type,
    deliveryService: properties.delivery_service ?? '',
    stockId: properties.stock_id ?? null,
    punkt: properties.punkt ?? '',
    location: properties.location,
    zip: properties.zip ?? '',
    // An address is a courier's; one left in the form from an earlier choice is not the pickup's.
    address: deliversToDoor(properties.receiving_type) ? (properties.address ?? '') : '',
  };
}

export async function findPayment(deps: CheckoutDeps, id: number) {
  const payment = await checkoutPaymentMethod(deps.db, id);
  if (!payment) throw badRequest(orderMessages.paymentNotFound, { 'order_properties.payment': orderMessages.paymentNotFound });
  return payment;
}

/**
 * Places the signed-in user's order from their active basket in one transaction: re-prices the basket from the
 * catalogue (the client's figures are only compared), re-checks and counts the promo code, reserves stock (the
 * rest is 'под заказ'), writes the order with its snapshot lines, status and e-mails (outbox), empties the basket
 * and records the answer under the attempt's idempotency key. Effects outside the database follow the commit.
 */
export async function placeOrder(deps: CheckoutDeps, settings: Settings, userId: number, request: CheckoutRequest, attempt: Attempt): Promise<PlacedOrder> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished during checkout`);
  checkReceivingRequest(request.order_properties, settings);
  const buyer = await resolveBuyer(db, settings, user, request);
  const payment = await findPayment(deps, request.order_properties.payment);
  const properties = request.order_properties;
  const owner = { userId, sessionId: null } as const;
  const choice = deliveryChoice(properties);
  // Before the transaction: the cities are the process's cache there, and the transaction is shorter.
  const destination = await checkoutDestination(db, choice);
  const now = new Date();
  const nowIso = now.toISOString();

  const placed = await db.transaction().execute(async (trx) => {
    const basket = await beginBasketWrite(trx, owner, settings, nowIso);
    const [priced] = await priceOwnedBaskets(trx, owner, [basket], settings);
    if (!priced || priced.lines.length === 0) throw unprocessable(orderMessages.emptyBasket);
    if (request.basket_revision !== undefined && request.basket_revision !== basketRevision(priced)) throw conflict(orderMessages.basketChanged);
    const quote = await quoteCheckoutDelivery(trx, destination, choice, priced.lines);
    checkReceivingDates(properties, quote.dateFrom);
    const total = priced.discountPrice + quote.priceKopecks;
    if (request.expected_total !== undefined && request.expected_total !== total) throw conflict(orderMessages.totalChanged);
    const promo = priced.promo && priced.promo.error === null && priced.promo.discount > 0 ? priced.promo : null;

    const delivery: OrderDelivery = {
      receiving_type: choice.receivingType,
      service: choice.deliveryService,
      description: quote.description,
      location: choice.location,
      zip: choice.zip,
      address: choice.address,
      stock_id: choice.stockId,
      punkt: choice.punkt,
      date_from: quote.dateFrom,
      date_to: quote.dateTo,
      receiving_date_start: properties.receiving_date_start ?? null,
      receiving_date_end: properties.receiving_date_end ?? null,
    };
    const key = await newOrderKey(trx, now.getUTCFullYear());
    const status = payment.online ? 'Ожидает оплаты' : 'Новый';
    const order = {
      number: key.number,
      user_id: userId,
      organization_id: buyer.organizationId,
      status,
      user_type: buyer.userType,
      contact_person: properties.contact_person,
      email: normalizeEmail(properties.email),
      phone: properties.phone,
      organization_name: buyer.organizationName,
      requisites: buyer.requisites && JSON.stringify(buyer.requisites),
      comment: properties.comment ?? '',
      delivery: JSON.stringify(delivery),
      delivery_price: quote.priceKopecks,
      payment_id: payment.id,
      payment_name: payment.name,
      promocode: promo?.promocode.code ?? null,
      promo_discount: promo?.discount ?? 0,
      goods_price: priced.price,
      goods_discount_price: priced.goodsPrice,
      total,
      vat_rate: VAT_RATE_PERCENT,
      vat_amount: vatIncluded(total, VAT_RATE_PERCENT),
      created_at: nowIso,
      updated_at: nowIso,
    };
    // Every write that waits for no other order comes before the stock: on PostgreSQL the products' rows stay
    // locked from their reservation to commit, so each statement after it delays the next order of the same goods.
    const orderId = await insertOrder(trx, order, key.id);
    if (promo) await recordPromocodeUse(trx, promo.promocode.id, userId, orderId);
    await insertStatus(trx, orderId, status, 'buyer', nowIso);
    await deleteLines(
      trx,
      basket.id,
      priced.lines.map(({ line }) => line.bid),
    );
    if (basket.promocodeId !== null) await updateBasket(trx, basket.id, { promocode_id: null }, nowIso);
    const answer: CheckoutAnswer = { order_id: orderId, order_num: key.number };
    await finishAttempt(trx, attempt, answer);

    const preferredWarehouse = choice.receivingType === 'pickup' ? (choice.stockId ?? null) : null;
    const reservations = await reserveStock(
      trx,
      priced.lines.map(({ line }) => ({ productId: line.product_id, quantity: line.quantity })),
      preferredWarehouse,
    );
    const lines: NewOrderLine[] = priced.lines.map(({ line, unitPrice, sumPrice, sumDiscountPrice }) => {
      const reserved = reservations.get(line.product_id)?.reserved ?? 0;
      return {
        product_id: line.product_id,
        name: line.name,
        article: line.article,
        unit: line.unit,
        order_multiple: line.order_multiple,
        price: line.price,
        discount_price: unitPrice,
        quantity: line.quantity,
        sum_price: sumPrice,
        sum_discount_price: sumDiscountPrice,
        reserved_quantity: reserved,
        on_order_quantity: line.quantity - reserved,
        lead_time_days: line.lead_time_days,
      };
    });
    await insertOrderLines(trx, orderId, lines);
    await recordWarehouseTakes(
      trx,
      orderId,
      [...reservations].map(([product_id, reservation]) => ({ product_id, warehouses: reservation.warehouses })),
    );
    await enqueue(
      trx,
      orderMails(order, lines, delivery, deps.salesEmail).map((mail) => ({ kind: 'email', payload: { ...mail, invoiceOrderId: orderId } })),
      nowIso,
    );
    // Last: on PostgreSQL the stock version's row stays locked until commit, and every order that took stock needs it.
    await recordStockChanges(
      trx,
      lines.filter((line) => line.reserved_quantity > 0).map((line) => line.product_id as number),
    );
    return answer;
  });

  deps.outbox.wake();
  return { answer: placed, awaitingPayment: payment.online };
}
