import { z } from 'zod';
import { basketColors, basketLimits } from '../basket-limits.ts';
import { maxLength, required } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';

/*
 * A named basket's fields, which the browser's «Создать корзину» form checks as the API does. Apart from the
 * baskets' wire (basket.ts), so that the browser's form does not construct the API's schemas as it loads.
 */

export const basketName = zText(required, maxLength(basketLimits.nameMaxLength));
export const basketDescription = zText(maxLength(basketLimits.descriptionMaxLength));
export const basketColor = z.enum(basketColors, { error: 'Выберите цвет из списка' });

export const basketCreateSchema = z.strictObject({ name: basketName, description: basketDescription.default(''), color: basketColor.optional() });
export type BasketCreatePayload = z.infer<typeof basketCreateSchema>;
