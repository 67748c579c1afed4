import { formatMoney, type OrderStatus } from '@store/contracts';
import type { MailMessage } from '../../services/mailer.ts';
import type { NewOrder, NewOrderLine, OrderDelivery } from './orders.repository.ts';

/** The spec's success text (§8), also the first line of the buyer's e-mail. */
export const orderPlacedText = (number: string) =>
  `Заказ № ${number} оформлен. Чтобы завершить оформление, оплатите выставленный счёт. Подтвердим заказ после поступления оплаты.`;

function lineText(line: NewOrderLine): string {
  const onOrder = line.on_order_quantity > 0 ? ` (под заказ ${line.on_order_quantity} ${line.unit}, срок ${line.lead_time_days} дн.)` : '';
  return `— ${line.name}, арт. ${line.article}: ${line.quantity} ${line.unit} × ${formatMoney(line.discount_price)} = ${formatMoney(line.sum_discount_price)}${onOrder}`;
}

/** What the order says in an e-mail: read from the snapshot only (decision 0005). */
function orderText(order: NewOrder, lines: readonly NewOrderLine[], delivery: OrderDelivery): string {
  return [
    ...lines.map(lineText),
    '',
    `Товаров в заказе: ${formatMoney(order.goods_discount_price)}`,
    ...(order.promocode ? [`Промокод ${order.promocode}: −${formatMoney(order.promo_discount)}`] : []),
    `Доставка: ${delivery.description}, ${formatMoney(order.delivery_price)}`,
    `Итого с НДС: ${formatMoney(order.total)} (в т. ч. НДС ${order.vat_rate} %: ${formatMoney(order.vat_amount)})`,
    `Оплата: ${order.payment_name}`,
    `Получатель: ${order.contact_person}, ${order.email}, ${order.phone}`,
    ...(order.organization_name ? [`Организация: ${order.organization_name}`] : []),
    ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
  ].join('\n');
}

/** The buyer's confirmation and the store's copy for its sales address. */
export function orderMails(order: NewOrder, lines: readonly NewOrderLine[], delivery: OrderDelivery, salesEmail: string): MailMessage[] {
  const text = orderText(order, lines, delivery);
  return [
    { to: order.email, subject: `Заказ № ${order.number} оформлен`, text: `${orderPlacedText(order.number)}\n\n${text}` },
    { to: salesEmail, subject: `Новый заказ № ${order.number}`, text: `Новый заказ № ${order.number} на сайте.\n\n${text}` },
  ];
}

/** A guest registered at checkout sets a password through the restore page, which sends them a code. */
export function welcomeMail(email: string, restoreUrl: string): MailMessage {
  return {
    to: email,
    subject: 'Ваш личный кабинет',
    text: `Мы создали для вас личный кабинет, чтобы вы могли следить за заказом.\nЧтобы задать пароль, откройте ${restoreUrl} и запросите код на этот email.`,
  };
}

/** The buyer is told when the store moves their order on (POST /Operator/setOrderStatus/). */
export function orderStatusMail(order: { number: string; email: string }, status: OrderStatus, orderUrl: string): MailMessage {
  return {
    to: order.email,
    subject: `Заказ № ${order.number}: ${status}`,
    text: `Статус заказа № ${order.number} — «${status}».\nЗаказ в личном кабинете: ${orderUrl}`,
  };
}
