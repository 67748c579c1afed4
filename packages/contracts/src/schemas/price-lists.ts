import { z } from 'zod';
import { addressPartSchema } from './address-part.ts';

/**
 * The profile's price lists (spec §2 /profile/price-lists/): the whole catalogue and each top-level section as a
 * spreadsheet (XLSX) with today's prices and stock. The list is JSON; a file comes from `GET /PriceList/download/`.
 */

/** The whole catalogue's list; any other code is a top-level section's. */
export const wholeCataloguePriceList = 'all';

export const priceListCodeQuerySchema = z.strictObject({
  code: addressPartSchema(),
});

export const priceListSchema = z.object({
  code: z.string(),
  /** 'Весь каталог' or the section's name. */
  name: z.string(),
  /** Products in the list (what the section shows in the catalogue). */
  product_count: z.number().int(),
  /** The spreadsheet's address: `/api/PriceList/download/?code=…`. */
  url: z.string(),
});

export const priceListsSchema = z.object({ items: z.array(priceListSchema) });

export type PriceList = z.infer<typeof priceListSchema>;
