import { z } from 'zod';
import { zId, zQuantity } from './basket.ts';
import { productCardSchema } from './catalog.ts';

/**
 * Quick order (spec §2 /profile/quick-order/): a buyer's list of goods, pasted as text (from Excel, a letter, an
 * order of their own), one line a product by its article or its notation (`болт М10х50 DIN 933 8.8 цинк`) and its
 * quantity; the store finds each and the buyer adds the found ones to the basket at once.
 */

export const quickOrderLimits = { maxLines: 200, maxTextLength: 20_000 } as const;

export const quickOrderMessages = {
  empty: 'Вставьте список товаров: по одному в строке',
  tooManyLines: `Не больше ${quickOrderLimits.maxLines} строк за раз`,
  tooLong: 'Список слишком длинный: не больше 20 000 символов',
  nothingChosen: 'Нет найденных товаров для корзины',
} as const;

/** /QuickOrder/resolve/: the pasted list. */
export const quickOrderRequestSchema = z.strictObject({
  text: z
    .string({ error: quickOrderMessages.empty })
    .max(quickOrderLimits.maxTextLength, quickOrderMessages.tooLong)
    .refine((text) => text.trim() !== '', quickOrderMessages.empty)
    .refine((text) => text.split('\n').filter((line) => line.trim() !== '').length <= quickOrderLimits.maxLines, quickOrderMessages.tooManyLines),
});

/**
 * One line of the list as the store read it: the text it searched for, the quantity, and the product found. `exact`
 * when the line named one product (its article, or a notation only one product fits; products of another standard
 * the search lists as equivalents of the one named do not count while that one is found); otherwise `product` is the
 * best of `matches` products (the buyer checks it, or picks another through `search_url`); null when none fits.
 */
export const quickOrderLineSchema = z.object({
  /** The line's number in the pasted text (1-based, blank lines counted). */
  line: z.number().int(),
  query: z.string(),
  quantity: z.number().int(),
  product: productCardSchema.nullable(),
  matches: z.number().int(),
  exact: z.boolean(),
  /** The search page for the line's text, where every match is. */
  search_url: z.string(),
});

export const quickOrderAnswerSchema = z.object({ lines: z.array(quickOrderLineSchema) });

/** /Basket/addList/: several products to the active basket at once, in one write (quick order, a repeated list). */
export const basketAddListSchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: zId(), quantity: zQuantity(1) }))
    .min(1, quickOrderMessages.nothingChosen)
    .max(quickOrderLimits.maxLines, quickOrderMessages.tooManyLines),
});

export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswerSchema>;
export type BasketAddListPayload = z.infer<typeof basketAddListSchema>;

/** The quick-order page's forms, as text: the list, and the found lines to add ('id:quantity', joined by commas). */
export const quickOrderFormSchema = z.strictObject({ text: quickOrderRequestSchema.shape.text });
export const quickOrderAddFormSchema = z.strictObject({
  items: z.string({ error: quickOrderMessages.nothingChosen }).regex(/^\d+:[1-9]\d*(,\d+:[1-9]\d*)*$/, quickOrderMessages.nothingChosen),
  /** The list again, so that a refused add shows its lines once more. */
  text: quickOrderRequestSchema.shape.text,
});
