import {
  type ProductCard,
  type QuickOrderAnswer,
  type QuickOrderLine,
  type QuickOrderReading,
  type SearchResults,
  quantityOf,
  readQuickOrderLines,
  searchQuerySchema,
} from '@store/contracts';
import { lookalikeSpellings, parseQuery } from '@store/fasteners';
import { cardsByIds } from '../catalog/cards-by-ids.ts';
import { type SearchDeps, searchProducts } from '../search/search.service.ts';
import { productIdsByArticleKeys } from './quick-order.repository.ts';

/** Lines searched at once: each is mostly CPU on the listing index, with a database read or two to overlap. */
const searchesAtOnce = 4;

/**
 * The keys an article may be stored under, the typed one first: case and spaces aside ('din933-8.8-zn-m10x50' is
 * 'DIN933-8.8-ZN-M10X50'), and look-alike letters in either script (a Cyrillic М and Х in 'М10Х50' are Latin M and X).
 */
const articleKeys = (query: string) => lookalikeSpellings(query.replace(/\s+/g, '')).map((spelling) => spelling.toUpperCase());

/** A line's trailing number, split off: 'DIN933-8.8-ZN-M10X50 100', 'саморез 4.2х19 1000'. Null for any other line. */
function trailingNumber(reading: QuickOrderReading): { rest: string; number: string; quantity: number } | null {
  const match = reading.quantity === 1 ? /^(\S.*?)\s+(\d+)$/.exec(reading.query) : null;
  const quantity = match && quantityOf(match[2]!);
  return match && quantity ? { rest: match[1]!, number: match[2]!, quantity } : null;
}

/**
 * Whether the store's reading of a line takes its trailing number for nothing: no size, class or standard (in
 * 'винт м6 20' it is the length, in 'гайка м10 8' the class), only a word, which full-text search would match as the
 * start of another number ('40' of ISO 4017). Such a number is the quantity.
 */
const isLeftOver = (query: string, number: string) => parseQuery(query).words.at(-1) === number;

type Found = Pick<QuickOrderLine, 'product' | 'matches' | 'exact'>;

const nothing: Found = { product: null, matches: 0, exact: false };

/**
 * Of the search page's products, those of other standards it lists after the one the line names (ISO 4017 beside
 * DIN 933): the line asked for its own standard, so they make no choice to check while one of that standard is found.
 */
function equivalentsAmong(found: SearchResults): number {
  const twins = new Set(found.equivalents?.standards);
  const standards = found.facets.find((facet) => facet.code === 'standard')?.values ?? [];
  return standards.reduce((sum, value) => sum + (twins.has(value.label) ? value.count : 0), 0);
}

/** The search page's first product for the line, in its exact reading only (nothing relaxed is offered). */
async function searchLine(deps: SearchDeps, query: string): Promise<Found> {
  // Read as the search page reads its query, which refuses a text longer than it searches.
  const parsed = searchQuerySchema.safeParse({ q: query, page_size: 1, strict: '1' });
  if (!parsed.success) return nothing;
  const found = await searchProducts(deps, parsed.data);
  const [product] = found.items;
  if (!product) return nothing;
  const named = found.total - equivalentsAmong(found);
  const matches = named > 0 ? named : found.total;
  return { product, matches, exact: matches === 1 };
}

/** Maps the items, at most `workers` at a time, keeping their order. */
async function mapAtMost<T, R>(items: readonly T[], workers: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const work = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, work));
  return results;
}

/**
 * Each line of the pasted list with its product: the one whose article it is, else the first the store's search
 * finds for it (with how many it finds), else none.
 */
export async function resolveQuickOrder(deps: SearchDeps, text: string): Promise<QuickOrderAnswer> {
  const pasted = readQuickOrderLines(text).map((reading) => ({ reading, split: trailingNumber(reading) }));
  const articles = pasted.flatMap(({ reading, split }) => (split ? [reading.query, split.rest] : [reading.query]));
  const idsByKey = await productIdsByArticleKeys(deps.db, [...new Set(articles.flatMap(articleKeys))]);
  const cards = new Map((await cardsByIds(deps.db, [...new Set(idsByKey.values())])).map((card) => [card.id, card]));
  const byArticle = (article: string): ProductCard | undefined => {
    const key = articleKeys(article).find((candidate) => idsByKey.has(candidate));
    return key === undefined ? undefined : cards.get(idsByKey.get(key)!);
  };
  // A line that is an article as it stands keeps it whole. Else its trailing number is the quantity after an article
  // (which names one product whole, leaving no number to be a size) or where the reading takes it for nothing.
  const readings = pasted.map(({ reading, split }): QuickOrderReading => {
    if (!split || byArticle(reading.query)) return reading;
    return byArticle(split.rest) || isLeftOver(reading.query, split.number) ? { ...reading, query: split.rest, quantity: split.quantity } : reading;
  });
  const lines = await mapAtMost(readings, searchesAtOnce, async (reading): Promise<QuickOrderLine> => {
    const card = byArticle(reading.query);
    const found = card ? { product: card, matches: 1, exact: true } : await searchLine(deps, reading.query);
    return { ...reading, ...found, search_url: `/search/?q=${encodeURIComponent(reading.query)}` };
  });
  return { lines };
}
