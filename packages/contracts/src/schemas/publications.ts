import { z } from 'zod';
import { addressPartSchema } from './address-part.ts';

/**
 * The profile's news and promotions (spec §2 /profile/news/, /profile/promo/ and their detail pages; §7
 * /Notifications/isNewsUpdated/). Both are publications the store writes in Markdown: a card in the list, a page of
 * its own. A promotion runs for a period and may name a promo code the buyer applies to the basket.
 */

export const publicationLimits = { newsPageSize: 12, maxPromotions: 50 } as const;

/** A publication's address part (`/profile/news/{code}/`). */
export const publicationCodeQuerySchema = z.strictObject({
  code: addressPartSchema(),
});

export const newsListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const publicationCardFields = {
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A picture of the store's (a path) or none. */
  image: z.string().nullable(),
};

export const newsCardSchema = z.object({
  ...publicationCardFields,
  /** ISO date-time. */
  published_at: z.string(),
  /** Published after the reader last opened the news list. */
  is_new: z.boolean(),
});

export const newsListSchema = z.object({
  items: z.array(newsCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

/** Rendered on the server from the publication's Markdown: safe to insert as it is. */
const bodyHtml = { body_html: z.string() };

export const newsDetailSchema = newsCardSchema.extend(bodyHtml);

export const promotionCardSchema = z.object({
  ...publicationCardFields,
  /** ISO date-times; `ends_at` null: until further notice. */
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** The promo code the promotion gives, applied in the basket. */
  promocode: z.string().nullable(),
});

export const promotionDetailSchema = promotionCardSchema.extend({
  ...bodyHtml,
  /** The period has ended: the page stays readable from old links, the code no longer offered. */
  is_over: z.boolean(),
});

export type NewsCard = z.infer<typeof newsCardSchema>;
export type NewsList = z.infer<typeof newsListSchema>;
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export type PromotionCard = z.infer<typeof promotionCardSchema>;
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
