import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { maxLength, required } from '../validation/text-rules.ts';
import { zPhone, zText } from '../validation/zod-rules.ts';
import { checkoutContactSchema } from './checkout-customer.ts';
import { receivingTypes } from '../receiving.ts';
import { orderStatuses } from '../order-statuses.ts';

/** Orders on the wire: spec §7 `Order/*` (checkout, options, guests) and our history calls in its style. */

const isoDate = z.iso.date('Некорректная дата');

/** How far ahead a buyer may ask for their order (checkout's 'Дата получения'): days after the delivery's earliest. */
export const receivingDateHorizonDays = 90;

/** The last day a buyer may ask for, 'YYYY-MM-DD', when the delivery's earliest day is `earliest`. */
export function latestReceivingDate(earliest: string): string {
  const day = new Date(`${earliest}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + receivingDateHorizonDays);
  return day.toISOString().slice(0, 10);
}
/** Company requisites are checked by the server against the buyer's type (spec §5: not for contact users). */
const requisite = z.string().max(200).optional();

/** POST /Order/checkout/: spec §7 order_properties and user_type; ours: organisation, what the buyer saw. */
export const checkoutRequestSchema = z.strictObject({
  order_properties: z.strictObject({
    ...checkoutContactSchema.shape,
    location: zText(required, maxLength(200)),
    zip: zText(maxLength(10)).optional(),
    address: zText(maxLength(500)).optional(),
    comment: zText(maxLength(2000)).optional(),
    receiving_type: z.enum(receivingTypes),
    delivery_service: zText(maxLength(100)).optional(),
    stock_id: z.number().int().positive().optional(),
    receiving_date_start: isoDate.optional(),
    receiving_date_end: isoDate.optional(),
    /** The payment method's id (Order/getPayments/). */
    payment: z.number().int().positive(),
    /** The transport company's pickup point. */
    punkt: zText(maxLength(100)).optional(),
    company: requisite,
    inn: requisite,
    ogrn: requisite,
    kpp: requisite,
    director: requisite,
    bik: requisite,
    bank_name: requisite,
    correspondent_settlement: requisite,
    settlement_invoice: requisite,
  }),
  user_type: z.enum(['individual', 'company']),
  /** A company user's organisation (its requisites are the order's); one of theirs, else 404. */
  organization_id: z.number().int().positive().optional(),
  /** The total (kopecks, goods after discounts and promo plus delivery) the buyer saw: a different one is refused (409). */
  expected_total: z.number().int().nonnegative().optional(),
  /** `basket_revision` of Order/getOrderOptions/ when the modal opened: a basket changed since is refused (409). */
  basket_revision: z.string().max(100).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutAnswerSchema = z.object({
  order_id: z.number().int(),
  order_num: z.string(),
  /** Online card payment: where the buyer pays (the provider's page); absent for other methods or while the provider is unreachable. */
  payment_url: z.string().optional(),
});

/** POST /Order/checkUserUnregistered/: which of the guest's logins are free (nothing else about the account). */
export const checkUserUnregisteredSchema = z.strictObject({ email: zText(required, email), phone: zPhone(required) });
export const checkUserUnregisteredAnswerSchema = z.object({
  /** Both are free: the guest may order and is registered at submit. */
  unregistered: z.boolean(),
  email_registered: z.boolean(),
  phone_registered: z.boolean(),
});

/** GET /Order/getOrderOptions/: the form prefilled from the user and their last order, and the basket it opened on. */
export const orderOptionsSchema = z.object({
  fio: z.string(),
  email: z.string(),
  phone: z.string(),
  user_type: z.enum(['individual', 'company']),
  location: z.string(),
  zip: z.string(),
  address: z.string(),
  receiving_type: z.enum(receivingTypes).nullable(),
  delivery_service: z.string(),
  stock_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  organization_id: z.number().int().nullable(),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string(), inn: z.string(), kpp: z.string() })),
  company: z.object({
    company: z.string(),
    director: z.string(),
    inn: z.string(),
    ogrn: z.string(),
    kpp: z.string(),
    bik: z.string(),
    bank_name: z.string(),
    correspondent_settlement: z.string(),
    settlement_invoice: z.string(),
  }),
  guest: z.boolean(),
  basket_revision: z.string(),
  /** Goods after discounts and promo, kopecks. */
  goods_total: z.number().int(),
});

export const orderLineSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  article: z.string(),
  unit: z.string(),
  price: z.number().int(),
  discount_price: z.number().int(),
  quantity: z.number().int(),
  sum_price: z.number().int(),
  sum_discount_price: z.number().int(),
  /** 'Под заказ': the part beyond stock, delivered after `lead_time_days`. */
  on_order_quantity: z.number().int(),
  lead_time_days: z.number().int(),
});

export const orderSummarySchema = z.object({
  order_id: z.number().int(),
  order_num: z.string(),
  created_at: z.string(),
  status: z.enum(orderStatuses),
  total: z.number().int(),
  organization_name: z.string(),
  /** Who placed it, when not the reader: an employee's order in their company manager's list; null for the reader's own. */
  buyer: z.string().nullable(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  goods_price: z.number().int(),
  goods_discount_price: z.number().int(),
  promocode: z.string().nullable(),
  promo_discount: z.number().int(),
  delivery: z.object({
    receiving_type: z.enum(receivingTypes),
    service: z.string(),
    description: z.string(),
    location: z.string(),
    zip: z.string(),
    address: z.string(),
    stock_id: z.number().int().nullable(),
    punkt: z.string(),
    price: z.number().int(),
    date_from: z.string(),
    date_to: z.string(),
    receiving_date_start: z.string().nullable(),
    receiving_date_end: z.string().nullable(),
  }),
  payment: z.object({ id: z.number().int(), name: z.string() }),
  contact: z.object({ contact_person: z.string(), email: z.string(), phone: z.string() }),
  user_type: z.enum(['individual', 'company']),
  requisites: z.record(z.string(), z.string()).nullable(),
  comment: z.string(),
  vat_rate: z.number().int(),
  vat_amount: z.number().int(),
  history: z.array(z.object({ status: z.enum(orderStatuses), created_at: z.string() })),
  can_cancel: z.boolean(),
  can_repeat: z.boolean(),
  /** Awaiting an online card payment: the order page offers 'Оплатить' (POST /Payment/pay/). */
  can_pay: z.boolean(),
});

export const orderListQuerySchema = z.strictObject({
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  status: z.enum(orderStatuses).optional(),
  number: z.string().trim().max(30).optional(),
  organization_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const orderListSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const orderNumQuerySchema = z.strictObject({ order_num: z.string().trim().min(1).max(30) });
export const orderNumSchema = z.strictObject({ order_num: z.string().trim().min(1).max(30) });

/** The store's operator (its ERP's exchange, its staff) moves an order on its way: POST /Operator/setOrderStatus/. */
export const orderStatusChangeSchema = z.strictObject({ order_num: z.string().trim().min(1).max(30), status: z.enum(orderStatuses) });

export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderOptions = z.infer<typeof orderOptionsSchema>;
