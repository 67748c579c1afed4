import type { OrderDetail, OrderStatus, OrderSummary, Settings } from '@store/contracts';
import type { OrderDelivery, OrderLineRow, OrderRow } from './orders.repository.ts';

/** What the buyer may cancel: a new order, and one still awaiting its online payment (nothing is paid yet). */
export const cancellableStatuses: readonly OrderStatus[] = ['Новый', 'Ожидает оплаты'];

/** An order as a list shows it; `buyer` is who placed it when that was not the reader (readableOrders). */
export function toOrderSummary(
  row: Pick<OrderRow, 'id' | 'number' | 'created_at' | 'status' | 'total' | 'organization_name'> & { buyer: string | null },
): OrderSummary {
  return {
    order_id: row.id,
    order_num: row.number,
    created_at: row.created_at,
    status: row.status as OrderStatus,
    total: row.total,
    organization_name: row.organization_name,
    buyer: row.buyer,
  };
}

/** The order as its page shows it: all from the snapshot (decision 0005). */
export function toOrderDetail(
  row: OrderRow & { buyer: string | null },
  lines: readonly OrderLineRow[],
  history: readonly { status: string; created_at: string }[],
  settings: Settings,
): OrderDetail {
  const delivery = JSON.parse(row.delivery) as OrderDelivery;
  return {
    ...toOrderSummary(row),
    lines: lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      article: line.article,
      unit: line.unit,
      price: line.price,
      discount_price: line.discount_price,
      quantity: line.quantity,
      sum_price: line.sum_price,
      sum_discount_price: line.sum_discount_price,
      on_order_quantity: line.on_order_quantity,
      lead_time_days: line.lead_time_days,
    })),
    goods_price: row.goods_price,
    goods_discount_price: row.goods_discount_price,
    promocode: row.promocode,
    promo_discount: row.promo_discount,
    delivery: { ...delivery, price: row.delivery_price },
    payment: { id: row.payment_id, name: row.payment_name },
    contact: { contact_person: row.contact_person, email: row.email, phone: row.phone },
    user_type: row.user_type,
    requisites: row.requisites === null ? null : (JSON.parse(row.requisites) as Record<string, string>),
    comment: row.comment,
    vat_rate: row.vat_rate,
    vat_amount: row.vat_amount,
    history: history.map((entry) => ({ status: entry.status as OrderStatus, created_at: entry.created_at })),
    can_cancel: settings.orders.cancel_enabled && cancellableStatuses.includes(row.status as OrderStatus),
    can_repeat: settings.orders.repeat_enabled && lines.some((line) => line.product_id !== null),
    can_pay: row.status === 'Ожидает оплаты',
  };
}
