import { z } from 'zod';
import { maxLength, required } from '../validation/text-rules.ts';
import { zText } from '../validation/zod-rules.ts';
import { basketSchema } from './basket.ts';

/** Promo codes on the wire (spec §7 /Promocode/apply/, /Promocode/cancel/). */

export const promocodeRequestSchema = z.strictObject({ code: zText(required, maxLength(50)) });

/** Spec §4: `{success}` or `{success: false, error}` (the reason in Russian), with the whole basket either way. */
export const promocodeAnswerSchema = z.object({ success: z.boolean(), error: z.string().nullable(), basket: basketSchema });

export type PromocodeAnswer = z.infer<typeof promocodeAnswerSchema>;
