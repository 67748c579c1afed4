import { z } from 'zod';
import { listingQuerySchema, listingSchema } from './catalog.ts';

/** Search on the wire: the header's suggestions, the results page and the quick-search materials (spec §2, §7). */

/** A listing's query (page, sort, facet filters, in stock) with the search text in place of the category path. */
export const searchQuerySchema = listingQuerySchema.omit({ path: true }).extend({ q: z.string().max(300).default('') });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A recognised attribute of the query, removable: `query` is the search without it. */
export const searchChipSchema = z.object({
  attribute: z.string(),
  value: z.string(),
  label: z.string(),
  query: z.string(),
});
export type SearchChip = z.infer<typeof searchChipSchema>;

export const searchResultsSchema = listingSchema.extend({
  query: z.string(),
  /** The query as searched when a wrong keyboard layout was corrected (",jkn v10" → "болт м10"), else null. */
  corrected_query: z.string().nullable(),
  chips: z.array(searchChipSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const searchBarQuerySchema = z.strictObject({ q: z.string().max(300).default('') });

export const searchSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** The section the product sits in. */
  section_name: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchBarSchema = z.object({ items: z.array(searchSuggestionSchema) });
export type SearchBar = z.infer<typeof searchBarSchema>;

export const fastSearchMaterialsSchema = z.array(z.string());
