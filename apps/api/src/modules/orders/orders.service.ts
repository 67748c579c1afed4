import { type Basket, basketLimits, type CheckoutRequest, type OrderDetail, type OrderOptions, type Settings } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../../http/errors.ts';
import { addToLine, countLines } from '../basket/basket-items.repository.ts';
import { basketMessages } from '../basket/basket-messages.ts';
import { basketAnswer, beginBasketWrite, getPricedBasket } from '../basket/basket.service.ts';
import { organizationsOfUser } from '../organization/organizations.repository.ts';
import { requireUser } from '../user/profile.service.ts';
import { findUserById, type UserRecord } from '../user/user.repository.ts';
import { basketRevision, type CheckoutAnswer, type CheckoutDeps, type PlacedOrder, placeOrder } from './checkout.service.ts';
import { guestScope, registerGuestBuyer } from './guest-checkout.ts';
import { type Attempt, abandonAttempt, beginAttempt, requestHash } from './idempotency.ts';
import { orderMessages } from './order-messages.ts';
import { cancellableStatuses, toOrderDetail, toOrderSummary } from './order-view.ts';
import { findReadableOrder, lastOrderOf, listReadableOrders, type OrderDelivery, type OrderFilter, orderLines, statusHistory } from './orders.repository.ts';
import { cancelWithin } from './order-cancel.ts';
import { checkoutPaymentUrl, type OnlinePayments } from '../payment/online-payment.service.ts';

/**
 * POST /Order/checkout/: the order (placeOrder, under its idempotency key), then, after the commit, where to pay an
 * order awaiting online payment (a replay answers the same pending payment).
 */
export async function checkout(
  deps: CheckoutDeps & { restoreUrl: string; payments: OnlinePayments },
  settings: Settings,
  request: FastifyRequest,
  body: CheckoutRequest,
  key: string,
): Promise<CheckoutAnswer> {
  const { answer, awaitingPayment } = await placeOrIdempotent(deps, settings, request, body, key);
  // An order known not to await payment needs no second look; a replay's order is read (it may have been paid since).
  if (awaitingPayment === false) return answer;
  const paymentUrl = await checkoutPaymentUrl(deps.db, deps.payments, answer.order_id, deps.payments.returnBase(request), (error) =>
    request.log.warn({ err: error }, 'payment provider failed at checkout'),
  );
  return paymentUrl ? { ...answer, payment_url: paymentUrl } : answer;
}

/** A repeated key's first answer: whether that order awaits payment now is not known without reading it. */
type ReplayedOrder = { answer: CheckoutAnswer; awaitingPayment: null };

/**
 * The order under its idempotency key: a repeated key replays the first answer; a guest is registered
 * first (guest-checkout.ts). A refused attempt frees its key; a committed one keeps its answer with the order.
 */
async function placeOrIdempotent(
  deps: CheckoutDeps & { restoreUrl: string },
  settings: Settings,
  request: FastifyRequest,
  body: CheckoutRequest,
  key: string,
): Promise<PlacedOrder | ReplayedOrder> {
  const userId = await request.session.userId();
  const attempt: Attempt = { scope: userId !== null ? `user:${userId}` : guestScope(request, settings), key, hash: requestHash(body) };
  const earlier = await beginAttempt<CheckoutAnswer>(deps.db, attempt);
  if (earlier) return { answer: earlier.replay, awaitingPayment: null };
  try {
    if (userId !== null) return await placeOrder(deps, settings, userId, body, attempt);
    const buyerId = await registerGuestBuyer(deps, settings, request, body);
    // A repeat may come with the new account's cookie (the answer set it): it replays too.
    return await placeOrder(deps, settings, buyerId, body, { ...attempt, aliasScopes: [`user:${buyerId}`] });
  } catch (error) {
    await abandonAttempt(deps.db, attempt);
    throw error;
  }
}

const emptyCompany = { company: '', director: '', inn: '', ogrn: '', kpp: '', bik: '', bank_name: '', correspondent_settlement: '', settlement_invoice: '' };

/** Spec §4 "order options": the form prefilled from the user and their last order, and the basket it opens on. */
export async function orderOptions(db: Db, settings: Settings, request: FastifyRequest): Promise<OrderOptions> {
  const userId = await request.session.userId();
  const sessionId = userId === null ? await request.session.currentId() : null;
  const owner = userId !== null ? ({ userId, sessionId: null } as const) : sessionId !== null ? ({ userId: null, sessionId } as const) : null;
  const priced = await getPricedBasket(db, owner, settings);
  const basket = { basket_revision: basketRevision(priced), goods_total: priced.discountPrice };
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) {
    return {
      fio: '',
      email: '',
      phone: '',
      user_type: 'individual',
      location: settings.city,
      zip: '',
      address: '',
      receiving_type: null,
      delivery_service: '',
      stock_id: null,
      payment_id: null,
      organization_id: null,
      organizations: [],
      company: emptyCompany,
      guest: true,
      ...basket,
    };
  }
  const last = await lastOrderOf(db, user.id);
  const delivery = last ? (JSON.parse(last.delivery) as OrderDelivery) : null;
  const organizations = user.userType === 'legal' ? await organizationsOfUser(db, user) : [];
  const typed = last?.requisites && last.organization_id === null ? (JSON.parse(last.requisites) as Record<string, string>) : {};
  return {
    fio: user.fio,
    email: user.email,
    phone: user.phone,
    user_type: user.userType === 'legal' ? 'company' : (last?.user_type ?? 'individual'),
    location: delivery?.location ?? settings.city,
    zip: delivery?.zip ?? '',
    address: delivery?.address ?? '',
    receiving_type: delivery?.receiving_type ?? null,
    delivery_service: delivery?.service ?? '',
    stock_id: delivery?.stock_id ?? null,
    payment_id: last?.payment_id ?? null,
    organization_id:
      (last?.organization_id !== undefined && organizations.some((org) => org.id === last.organization_id) ? last.organization_id : organizations[0]?.id) ??
      null,
    organizations: organizations.map(({ id, name, inn, kpp }) => ({ id, name, inn, kpp })),
    company: { ...emptyCompany, ...typed },
    guest: false,
    ...basket,
  };
}

async function signedInUser(request: FastifyRequest): Promise<number> {
  const userId = await request.session.userId();
  if (userId === null) throw unauthorized();
  return userId;
}

/** The signed-in reader (401 for a guest): whose orders, and which organisations', they may read. */
async function signedInReader(db: Db, request: FastifyRequest): Promise<UserRecord> {
  return requireUser(db, await signedInUser(request));
}

/** An order the reader may read (findReadableOrder): 404 for any other, as for one that does not exist. */
async function readableOrder(db: Db, reader: UserRecord, number: string) {
  const order = await findReadableOrder(db, reader, number);
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

export async function listOrders(db: Db, request: FastifyRequest, filter: OrderFilter, page: number, pageSize: number) {
  const reader = await signedInReader(db, request);
  const { rows, total } = await listReadableOrders(db, reader, filter, (page - 1) * pageSize, pageSize);
  return { items: rows.map(toOrderSummary), total, page, page_size: pageSize };
}

/** The order as its page shows it, with its lines and history: the buyer's and the operator's read. */
export async function orderDetail(db: Db, settings: Settings, order: Parameters<typeof toOrderDetail>[0]): Promise<OrderDetail> {
  const [lines, history] = await Promise.all([orderLines(db, order.id), statusHistory(db, order.id)]);
  return toOrderDetail(order, lines, history, settings);
}

export async function getOrder(db: Db, settings: Settings, request: FastifyRequest, number: string): Promise<OrderDetail> {
  return orderDetail(db, settings, await readableOrder(db, await signedInReader(db, request), number));
}

/**
 * A new or unpaid order may be cancelled by its buyer (or their company's manager): its status moves, its reserved stock goes back to its
 * warehouses and its promo code's use to the code, in one transaction. A payment that still succeeds afterwards
 * leaves it cancelled (settlePayment).
 */
export async function cancelOrder(db: Db, settings: Settings, request: FastifyRequest, number: string): Promise<OrderDetail> {
  const order = await readableOrder(db, await signedInReader(db, request), number);
  if (!settings.orders.cancel_enabled) throw forbidden(orderMessages.cancelDisabled);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await cancelWithin(trx, order.id, cancellableStatuses, 'buyer', now))) throw conflict(orderMessages.cancelOnlyNew);
  });
  return getOrder(db, settings, request, number);
}

/** Puts the order's products, in its quantities, into the active basket at today's prices (decision 0005). */
export async function repeatOrder(db: Db, settings: Settings, request: FastifyRequest, number: string): Promise<Basket> {
  const reader = await signedInReader(db, request);
  const order = await readableOrder(db, reader, number);
  if (!settings.orders.repeat_enabled) throw forbidden(orderMessages.repeatDisabled);
  const lines = (await orderLines(db, order.id)).filter((line) => line.product_id !== null);
  if (lines.length === 0) throw unprocessable(orderMessages.repeatNothing);
  // Into the reader's own basket: a manager repeating an employee's order fills their own.
  const owner = { userId: reader.id, sessionId: null } as const;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const basket = await beginBasketWrite(trx, owner, settings, now);
    for (const line of lines) {
      if ((await addToLine(trx, basket.id, line.product_id as number, line.quantity, now)) > basketLimits.maxQuantity) {
        throw unprocessable(basketMessages.tooMuch);
      }
    }
    if ((await countLines(trx, basket.id)) > basketLimits.maxLines) throw unprocessable(basketMessages.tooManyLines);
  });
  return basketAnswer(db, owner, settings);
}

/** An order the signed-in user may read by its number (findReadableOrder): 401 for a guest, 404 for any other. */
export async function signedInReadersOrder(db: Db, request: FastifyRequest, number: string) {
  return readableOrder(db, await signedInReader(db, request), number);
}
