import { z } from 'zod';
import { maxLength, required } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';
import { digitsOnly, exactDigits } from '../validation/digit-rules.ts';

/**
 * Where and how an order travels and how it is paid (spec §3 "Delivery options", "Payment method", "City
 * suggestion"; §7 /Location/findCities/, /Order/getDeliveries/, /Delivery/…, /Order/getPayments/). Money in kopecks,
 * dates as 'YYYY-MM-DD' in the store's time zone (Moscow).
 */

export const deliveryLimits = { queryMaxLength: 100, maxCitySuggestions: 10 } as const;

/** A transport company's ways: to the door, or to its pickup point. */
export const transportMethodTypes = ['courier', 'pickup'] as const;
export type TransportMethodType = (typeof transportMethodTypes)[number];

/** The city as the buyer chose it from the suggestions (its name: 'Москва', 'Ростов-на-Дону'). */
export const zLocation = () => zText(required, maxLength(deliveryLimits.queryMaxLength));
/** A postal code: six digits, or empty. */
const zZip = () => zText(digitsOnly('Индекс'), exactDigits('Индекс', 6));
const zServiceCode = () => zText(required, maxLength(50));

/** Blank text answers an empty list. */
export const findCitiesSchema = z.strictObject({ query: zText(maxLength(deliveryLimits.queryMaxLength)) });
export const citySuggestionSchema = z.object({ city: z.string(), region: z.string(), country: z.string(), zip: z.string() });

export const getDeliveriesSchema = z.strictObject({ location: zLocation() });
export const countDeliverySchema = z.strictObject({
  type: z.enum(transportMethodTypes, { error: 'Выберите способ доставки: courier или pickup' }),
  /** The transport company (its `type` in the delivery options). */
  service: zServiceCode(),
  location: zLocation(),
  zip: zZip().optional(),
});
export const pickupPointsRequestSchema = z.strictObject({ type: zServiceCode(), location: zLocation(), zip: zZip().optional() });

/** How long it takes (spec: "Delivery time unit: minutes, hours, days, months"); days are business days. */
export const deliveryPeriodSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  unit: z.enum(['minutes', 'hours', 'days', 'months']),
});
/** Earliest and latest day the order arrives (or is ready). */
const dateRange = { date_from: z.string(), date_to: z.string() };

export const courierOptionSchema = z.object({
  period: deliveryPeriodSchema,
  price: z.number().int(),
  description: z.string(),
  ...dateRange,
});
export const transportMethodSchema = z.object({ type: z.enum(transportMethodTypes), name: z.string() });
export const transportCompanySchema = z.object({
  /** The company's code: the `service` of /Delivery/countDeliveryOrder/ and the `type` of /Delivery/getPvzList/. */
  type: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  /** Prices and dates come from /Delivery/countDeliveryOrder/ per method (they depend on the basket's weight). */
  have_count_methods: z.boolean(),
  methods: z.array(transportMethodSchema),
});
export const pickupStockSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string(), work_time: z.string(), ...dateRange });

/** Each way is null where it does not reach the city. */
export const deliveryOptionsSchema = z.object({
  courier: courierOptionSchema.nullable(),
  transport_company: z.object({ companies: z.array(transportCompanySchema) }).nullable(),
  pickup: z.object({ stocks: z.array(pickupStockSchema) }).nullable(),
});

export const pickupPointSchema = z.object({ id: z.string(), name: z.string(), address: z.string(), work_time: z.string() });

/** A transport company's price and dates for the visitor's basket (spec: "Calculated per company"). */
export const deliveryQuoteSchema = z.object({
  company_type: z.string(),
  type: z.enum(transportMethodTypes),
  price: z.number().int(),
  period: deliveryPeriodSchema,
  /** The earliest delivery date (= date_from). */
  date: z.string(),
  ...dateRange,
  weight_g: z.number().int(),
  /** The company's pickup points in the city for type pickup (as /Delivery/getPvzList/ answers them); empty for courier. */
  pickup_points_list: z.array(pickupPointSchema),
});

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  /** The one preselected for this visitor (a company user: the invoice). */
  is_default: z.boolean(),
});

export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
export type PickupPoint = z.infer<typeof pickupPointSchema>;
export type CitySuggestion = z.infer<typeof citySuggestionSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /Payment/pay/: the buyer's own order awaiting an online card payment; the answer is where to pay. */
export const paymentStartSchema = z.strictObject({ order_num: z.string().trim().min(1).max(30) });
export const paymentStartAnswerSchema = z.object({ payment_url: z.string() });

/**
 * POST /Payment/notification/: a payment provider's notification (YooKassa's shape; the test gateway sends the same).
 * Only the payment's id is taken from it: its state is asked from the provider.
 */
export const paymentNotificationSchema = z.looseObject({
  type: z.string().max(50).optional(),
  event: z.string().min(1).max(100),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});
export const paymentNotificationAnswerSchema = z.object({ status: z.enum(['pending', 'succeeded', 'canceled']) });
