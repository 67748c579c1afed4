import type { SearchBar, SearchQuery, SearchResults } from '@store/contracts';
import { layoutCandidates, matchingStandards, type ParsedQuery, parseQuery, queryWithoutChip } from '@store/fasteners';
import type { Db } from '../../db/database.ts';
import { answerCache } from '../catalog/answer-cache.ts';
import { canonicalFacets } from '../catalog/facets.ts';
import type { ListingIndex } from '../catalog/listing-index.ts';
import type { ListingIndexCache } from '../catalog/listing-index-cache.ts';
import { productPage } from '../catalog/listing.service.ts';
import { productUrl } from '../catalog/product-card.ts';
import { productsByIds } from '../catalog/products.repository.ts';
import type { FullText } from './full-text-dialect.ts';
import { querySearch, topOfUniverse } from './search-query.ts';
import { type SearchFilter, searchUniverse } from './search-universe.ts';

export const searchPageSize = 24;
/** Full-text search ranks at most this many products: words narrow, attributes do the rest. */
const fullTextLimit = 5000;
const suggestionCount = 8;

export interface SearchDeps {
  db: Db;
  indexCache: ListingIndexCache;
  fullText: FullText;
}

type Canonical = ReturnType<typeof canonicalQuery>;

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

function canonicalQuery(query: SearchQuery) {
  const { page, sort } = query;
  return {
    q: oneLine(query.q),
    page,
    page_size: query.page_size ?? searchPageSize,
    sort,
    in_stock: query.in_stock !== undefined,
    facets: canonicalFacets(query),
  };
}

/** Standard labels a result may carry, ranked: the typed ones 0, exact twins 1, near twins 2. */
function standardRanks(parsed: ParsedQuery): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const standard of parsed.standards) ranks.set(standard.label, 0);
  for (const twin of parsed.equivalentStandards) if (!ranks.has(twin.label)) ranks.set(twin.label, twin.relation === 'exact' ? 1 : 2);
  if (ranks.size === 0) for (const label of matchingStandards(parsed)) ranks.set(label, 0);
  return ranks;
}

const hasAttributes = (parsed: ParsedQuery) => parsed.chips.length > 0;

async function universeOf(deps: SearchDeps, index: ListingIndex, parsed: ParsedQuery) {
  const ranks = standardRanks(parsed);
  let candidateIds: number[] | null = null;
  let wordsIgnored = false;
  if (parsed.words.length > 0) {
    candidateIds = await deps.fullText.match(deps.db, parsed.words, fullTextLimit);
    // Words the catalogue never uses ("купить", "цена") must not empty a query whose attributes are clear.
    wordsIgnored = candidateIds.length === 0 && hasAttributes(parsed);
    if (wordsIgnored) candidateIds = null;
  }
  const filter: SearchFilter = {
    types: parsed.types,
    standards: ranks,
    diameter: parsed.diameter,
    length: parsed.length,
    pitch: parsed.pitch,
    strengthClasses: parsed.strengthClasses,
    materials: parsed.materials,
    coatings: parsed.coatings,
    candidateIds,
  };
  const universe = searchUniverse(index, filter);
  /** What the reading finds taken at its word: nothing, when its words had to be ignored. */
  const found = wordsIgnored ? 0 : universe.length;
  return { parsed, ranks, universe, found };
}

/**
 * The query as typed and, when its words are unknown, as typed on the other keyboard layout
 * (",jkn v10" → "болт м10"): the reading that finds more wins, the typed one on a tie.
 * Exported for bench/facets.ts, which times the universe and the counting pass without the answer cache.
 */
export async function bestReading(deps: SearchDeps, index: ListingIndex, q: string) {
  const [typed, ...switched] = layoutCandidates(q);
  const first = await universeOf(deps, index, parseQuery(typed ?? q));
  if (first.parsed.words.length === 0) return first;
  let best = first;
  for (const text of switched) {
    const other = await universeOf(deps, index, parseQuery(text));
    if (other.found > best.found) best = other;
  }
  return best;
}

async function computeSearch(deps: SearchDeps, index: ListingIndex, query: Canonical): Promise<SearchResults> {
  const { parsed, ranks, universe } = await bestReading(deps, index, query.q);
  const pageSize = query.page_size;
  const slice = querySearch(index, universe, ranks, { facets: query.facets, inStock: query.in_stock }, query.sort, (query.page - 1) * pageSize, pageSize);
  const rows = await productsByIds(deps.db, slice.ids);
  return {
    category: null,
    breadcrumbs: [],
    subcategories: [],
    ...productPage(index, slice, rows, query),
    query: query.q,
    corrected_query: parsed.text === query.q ? null : parsed.text,
    chips: parsed.chips.map((chip) => ({ attribute: chip.attribute, value: chip.value, label: chip.label, query: queryWithoutChip(parsed, chip) })),
  };
}

const results = answerCache<SearchResults>(5000, { showsStock: true });

/** Search results: one page of cards, facets with counts, the recognised attributes as chips. */
export async function searchProducts(deps: SearchDeps, query: SearchQuery): Promise<SearchResults> {
  const index = await deps.indexCache.get();
  const canonical = canonicalQuery(query);
  return results(index, JSON.stringify(canonical), () => computeSearch(deps, index, canonical));
}

const emptyBar: SearchBar = { items: [] };
// Suggestions show no stock: kept while the catalogue stands.
const suggestions = answerCache<SearchBar>(20_000, { showsStock: false });

/** The best few products for the text as typed, without facet counts: the first page search would show. */
async function computeBar(deps: SearchDeps, index: ListingIndex, text: string): Promise<SearchBar> {
  const { ranks, universe } = await bestReading(deps, index, text);
  const rows = await productsByIds(deps.db, topOfUniverse(index, universe, ranks, suggestionCount));
  return {
    items: rows.map((row) => {
      const category = index.tree.byId.get(row.category_id)!;
      return { id: row.id, name: row.name, url: productUrl(category.path, row.code), section_name: category.name };
    }),
  };
}

/** The header's suggestions: the best few products with their section names; nothing for blank text. */
export async function searchBar(deps: SearchDeps, q: string): Promise<SearchBar> {
  const text = oneLine(q);
  if (!text) return emptyBar;
  const index = await deps.indexCache.get();
  return suggestions(index, text, () => computeBar(deps, index, text));
}

/** Materials of the catalogue for the quick-search dropdown, capitalised as a label ("Сталь"). */
export async function fastSearchMaterials(deps: Pick<SearchDeps, 'indexCache'>): Promise<string[]> {
  const index = await deps.indexCache.get();
  const material = index.facets.find((facet) => facet.code === 'material');
  return (material?.values.slice(1) ?? []).map((value) => value.charAt(0).toUpperCase() + value.slice(1));
}
