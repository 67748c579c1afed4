import type { OrderDetail, OrderStatus, Settings } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { cancelWithin } from '../orders/order-cancel.ts';
import { orderStatusMail } from '../orders/order-mail.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { toOrderSummary } from '../orders/order-view.ts';
import { orderDetail } from '../orders/orders.service.ts';
import { allOrders, findOrder, insertStatus, moveStatus, type OrderFilter, pageOfOrders } from '../orders/orders.repository.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { enqueue } from '../outbox/outbox.repository.ts';

export const orderProcessingMessages = {
  finished: 'Статус доставленного или отменённого заказа не меняется',
  backwards: 'Заказ не возвращается в прежний статус',
  awaitingPayment: 'Статус «Ожидает оплаты» ставится только при оформлении с оплатой онлайн',
  shipped: 'Отгруженный заказ не отменяется',
  changed: 'Статус заказа изменился, пока шёл запрос: прочитайте заказ и повторите',
} as const;

/** An order's way, in order; 'Отменён' stands beside it. */
const way: readonly OrderStatus[] = ['Новый', 'Ожидает оплаты', 'Оплачен', 'В сборке', 'Отгружен', 'Доставлен'];
/** What the store may still cancel: anything not yet shipped (a return is another matter). */
const cancellable: readonly OrderStatus[] = ['Новый', 'Ожидает оплаты', 'Оплачен', 'В сборке'];

/** Why the order may not go from `from` to `to`, or null when it may. */
function refusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === 'Доставлен' || from === 'Отменён') return orderProcessingMessages.finished;
  if (to === 'Отменён') return cancellable.includes(from) ? null : orderProcessingMessages.shipped;
  if (to === 'Ожидает оплаты') return orderProcessingMessages.awaitingPayment;
  return way.indexOf(to) > way.indexOf(from) ? null : orderProcessingMessages.backwards;
}

export interface OrderProcessingDeps {
  db: Db;
  outbox: OutboxWorker;
}

/** A page of every buyer's orders, newest first, filtered as a buyer's list is. */
export async function listAllOrders(db: Db, filter: OrderFilter, page: number, pageSize: number) {
  const { rows, total } = await pageOfOrders(allOrders(db), filter, (page - 1) * pageSize, pageSize);
  return { items: rows.map(toOrderSummary), total, page, page_size: pageSize };
}

/** Any order by its number, as its buyer's page shows it; 404 for a number no order has. */
export async function operatorOrder(db: Db, settings: Settings, number: string): Promise<OrderDetail> {
  const order = await findOrder(db, number);
  if (!order) throw notFound(orderMessages.notFound);
  return orderDetail(db, settings, order);
}

/**
 * Moves the order on its way (forward only; cancelled before it ships, with its stock and promo code's use given
 * back), records it in the history as the operator's and e-mails the buyer, in one transaction. The status it has
 * already is no change (an exchange may send it again); anything else the way does not allow is a 409.
 */
export async function setOrderStatus(deps: OrderProcessingDeps, settings: Settings, number: string, status: OrderStatus, siteOrigin: string) {
  const { db } = deps;
  const order = await findOrder(db, number);
  if (!order) throw notFound(orderMessages.notFound);
  const from = order.status as OrderStatus;
  if (from !== status) {
    const refused = refusal(from, status);
    if (refused) throw conflict(refused);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const moved = status === 'Отменён' ? await cancelWithin(trx, order.id, [from], 'operator', now) : await moveStatus(trx, order.id, from, status, now);
      // Another call (the buyer's cancel, a payment) moved it since it was read.
      if (!moved) throw conflict(orderProcessingMessages.changed);
      if (status !== 'Отменён') await insertStatus(trx, order.id, status, 'operator', now);
      const orderUrl = `${siteOrigin}/profile/orders/${order.number}/`;
      await enqueue(trx, [{ kind: 'email', payload: orderStatusMail(order, status, orderUrl) }], now);
    });
    deps.outbox.wake();
  }
  return operatorOrder(db, settings, number);
}
