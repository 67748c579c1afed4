import { z } from 'zod';
import { basketColors, basketLimits } from '../basket-limits.ts';
import { basketColor, basketDescription, basketName } from './basket-form.ts';
import { propertySchema } from './catalog.ts';

/** Baskets on the wire (spec §3 "Basket", "Basket item", "Multi-basket entry"; §7 /Basket/…). Money in kopecks. */

const idMessage = 'Некорректный идентификатор';
/** Whole, 1 to the database's integer maximum; keeps the number's own type (a body's number, a query's coerced one). */
const idRange = <T extends z.ZodNumber | z.ZodCoercedNumber>(number: T): T =>
  number.int({ error: idMessage }).min(1, { error: idMessage }).max(2_147_483_647, { error: idMessage }) as T;
/** An id from the client: a whole number in the database's integer range. */
export const zId = () => idRange(z.number({ error: idMessage }));

/** A line quantity: whole units of the product, `min` (0 removes the line) to 999 999. */
export function zQuantity(min: 0 | 1) {
  const message = `Количество — целое число от ${min} до 999 999`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(basketLimits.maxQuantity, { error: message });
}

export const basketAddSchema = z.strictObject({ id: zId(), quantity: zQuantity(1).default(1) });
export const basketSetQuantitySchema = z.strictObject({ bid: zId(), quantity: zQuantity(0) });
export const basketRemoveSchema = z.strictObject({
  bids: z
    .array(zId())
    .min(1, { error: 'Не выбраны товары' })
    .max(basketLimits.maxLines, { error: `Не более ${basketLimits.maxLines} товаров за раз` }),
});
/** Left-out description or colour stays as it was. */
export const basketUpdateSchema = z.strictObject({
  basket_id: zId(),
  name: basketName,
  description: basketDescription.optional(),
  color: basketColor.optional(),
});
export const basketIdSchema = z.strictObject({ basket_id: zId() });
/** The id in a query string (GET /Basket/getBasket/?basket_id=2). */
export const basketIdQuerySchema = z.strictObject({ basket_id: idRange(z.coerce.number({ error: idMessage })) });
/** Copies every line of one basket into another (both the user's); quantities add up. */
export const basketCopySchema = z.strictObject({ from_basket_id: zId(), to_basket_id: zId() });
export const recommendedProductsRequestSchema = z.strictObject({ recommended_ids: z.array(zId()).max(50, { error: 'Не более 50 товаров' }) });

export type BasketAddPayload = z.infer<typeof basketAddSchema>;
export type BasketUpdatePayload = z.infer<typeof basketUpdateSchema>;
export type BasketCopyPayload = z.infer<typeof basketCopySchema>;

/** `id` is the product, `bid` the line. Unit prices: `price` from the price list, `discount_price` what one unit costs after the catalogue discount. */
export const basketItemSchema = z.object({
  id: z.number().int(),
  bid: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
  /** The article first (spec: "properties (article value)"). */
  properties: z.array(propertySchema),
  price: z.number().int(),
  discount_price: z.number().int(),
  quantity: z.number().int(),
  /** The unit the quantity counts (шт, упак, кг). */
  measure: z.string(),
  order_multiple: z.number().int(),
  sum_price: z.number().int(),
  sum_discount_price: z.number().int(),
  available: z.boolean(),
  /** Units in stock over all warehouses. */
  stock: z.number().int(),
  /** More is ordered than is in stock: the line is «под заказ». */
  on_order: z.boolean(),
  /** Weight of the whole line, grams. */
  weight_g: z.number(),
});

/** The basket's promo code, re-checked at every read: `applied` false with the reason in `error` when it gives nothing now. */
export const promocodeInfoSchema = z.object({
  code: z.string(),
  description: z.string(),
  applied: z.boolean(),
  /** Kopecks off the basket (0 when not applied). */
  discount: z.number().int(),
  error: z.string().nullable(),
});

export const currentBasketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.enum(basketColors),
  is_main: z.boolean(),
});

/**
 * The whole basket: every basket call answers with it, so the client replaces its copy. `price` is the list
 * price of all lines, `discount_price` what is paid (catalogue discounts and the promo code taken off),
 * `discount` the difference. `current_basket` is null while the visitor has none (nothing added yet).
 * `notices` tell what the server changed in this request (a quantity rounded up to the multiple).
 */
export const basketSchema = z.object({
  items: z.array(basketItemSchema),
  /** Number of lines. */
  count: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  discount_price: z.number().int(),
  weight_g: z.number(),
  recommended_ids: z.array(z.number().int()),
  promocode_info: promocodeInfoSchema.nullable(),
  current_basket: currentBasketSchema.nullable(),
  notices: z.array(z.string()),
});

/** Spec §3 "Multi-basket entry"; `price` is what the basket costs to pay. */
export const multiBasketEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  count: z.number().int(),
  price: z.number().int(),
  is_main: z.boolean(),
  is_active: z.boolean(),
  color: z.enum(basketColors),
});

/** What create, update, delete and change answer: every basket, and the whole active one. */
export const multiBasketChangeSchema = z.object({ baskets: z.array(multiBasketEntrySchema), basket: basketSchema });

export type BasketItem = z.infer<typeof basketItemSchema>;
export type PromocodeInfo = z.infer<typeof promocodeInfoSchema>;
export type Basket = z.infer<typeof basketSchema>;
export type MultiBasketEntry = z.infer<typeof multiBasketEntrySchema>;
export type MultiBasketChange = z.infer<typeof multiBasketChangeSchema>;
