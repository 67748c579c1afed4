import { z } from 'zod';
import { listingQuerySchema, listingSchema } from './catalog.ts';

/** Search on the wire: the header's suggestions, the results page and the quick-search materials (spec §2, §7). */

/** A listing's query (page, sort, facet filters, in stock) with the search text in place of the category path. */
export const searchQuerySchema = listingQuerySchema.omit({ path: true }).extend({
  q: z.string().max(300).default(''),
  /** Only the exact reading: no relaxed answer when it finds nothing (the chip back from a relaxed one). */
  strict: z.enum(['1', 'true']).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A recognised attribute of the query, removable: `query` is the search without it. */
export const searchChipSchema = z.object({
  attribute: z.string(),
  value: z.string(),
  label: z.string(),
  query: z.string(),
});
export type SearchChip = z.infer<typeof searchChipSchema>;

/**
 * When the exact reading found nothing and the answer shows the closest products instead: what was
 * given up, in order (coating, strength class, material, length, standard, then words no product
 * with the stated attributes has), and the notice to show.
 */
export const searchRelaxationSchema = z.object({
  /** 'Точного совпадения нет. Показаны похожие: без покрытия «горячий цинк»'. */
  notice: z.string(),
  relaxed: z.array(z.object({ attribute: z.enum(['coating', 'strength_class', 'material', 'length', 'standard', 'words']), label: z.string() })),
});
export type SearchRelaxation = z.infer<typeof searchRelaxationSchema>;

export const searchResultsSchema = listingSchema.extend({
  query: z.string(),
  /** The query as searched when a wrong keyboard layout or a typo was corrected (",jkn v10", "болр м10" → "болт м10"), else null. */
  corrected_query: z.string().nullable(),
  chips: z.array(searchChipSchema),
  /** Null when the products match the query exactly (or nothing was found even relaxed). */
  relaxation: searchRelaxationSchema.nullable(),
  /**
   * Other standards of the same part shown beside the one asked for (DIN 933 asked, ISO 4017 and ГОСТ 7798-70 listed
   * too), with the sentence that says so; null when the query named no standard or no equivalent is among the results.
   */
  equivalents: z.object({ notice: z.string(), standards: z.array(z.string()) }).nullable(),
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

export const searchBarSchema = z.object({
  items: z.array(searchSuggestionSchema),
  /** As on the results page: the corrected text the suggestions are for, else null. */
  corrected_query: z.string().nullable(),
  /** As on the results page: what the suggestions gave up of the query, else null. */
  relaxation: searchRelaxationSchema.nullable(),
});
export type SearchBar = z.infer<typeof searchBarSchema>;

export const fastSearchMaterialsSchema = z.array(z.string());
