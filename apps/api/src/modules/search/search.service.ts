import type { SearchBar, SearchQuery, SearchRelaxation, SearchResults } from '@store/contracts';
import { layoutCandidates, matchingStandards, type ParsedQuery, parseQuery, queryWithoutChip, standardInfo } from '@store/fasteners';
import type { Db } from '../../db/database.ts';
import { answerCache, restockCards } from '../catalog/answer-cache.ts';
import { canonicalFacets } from '../catalog/facets.ts';
import type { ListingIndex } from '../catalog/listing-index.ts';
import { type ListingIndexCache, listingIndexCache } from '../catalog/listing-index-cache.ts';
import { productPage } from '../catalog/listing.service.ts';
import { productUrl } from '../catalog/product-card.ts';
import { productsByIds } from '../catalog/products.repository.ts';
import { fullTextOf } from './full-text.ts';
import type { FullText } from './full-text-dialect.ts';
import { popularOrder, popularityRefreshMs } from './popular-order.ts';
import { querySearch, type SearchRanking, topOfUniverse } from './search-query.ts';
import { intentOf, withoutFineWords } from './search-ranking.ts';
import { type DroppedAttributes, nearestLength, type SearchFilter, searchUniverse, unmatchedCounter } from './search-universe.ts';
import { correctTypos } from './typos.ts';

export const searchPageSize = 24;
/** Full-text search ranks at most this many products: words narrow, attributes do the rest. */
const fullTextLimit = 5000;
const suggestionCount = 8;

export interface SearchDeps {
  db: Db;
  indexCache: ListingIndexCache;
  fullText: FullText;
}

/** The search's dependencies on this database: the listing index it shares with the catalogue, and its full text. */
export const searchDepsOf = (db: Db): SearchDeps => ({ db, indexCache: listingIndexCache(db), fullText: fullTextOf(db) });

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
    strict: query.strict !== undefined,
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

/** One reading of the text: what it asks, the rows it allows, and how they rank. */
export interface Reading {
  /** The text read (as typed, on the other layout, or with typos corrected). */
  text: string;
  parsed: ParsedQuery;
  filter: SearchFilter;
  universe: Int32Array;
  /** What the reading finds taken at its word: nothing, when its words had to be ignored. */
  found: number;
  ranking: SearchRanking;
  /** The stated attributes and unknown words given up to find something (empty in the strict reading). */
  relaxed: SearchRelaxation['relaxed'];
}

async function universeOf(deps: SearchDeps, index: ListingIndex, text: string): Promise<Reading> {
  const fine = withoutFineWords(text);
  const parsed = parseQuery(fine.text);
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
  const ranking: SearchRanking = {
    standardRanks: ranks,
    intent: intentOf(parsed, fine.fine),
    unmatched: null,
    popularOrder: await popularOrder(deps.db, index),
  };
  // Ignored words are a relaxation like the others: said in the notice, and the strict reading finds nothing.
  const relaxed: Reading['relaxed'] = wordsIgnored ? [wordsDropped(parsed)] : [];
  return { text, parsed, filter, universe, found: wordsIgnored ? 0 : universe.length, ranking, relaxed };
}

/** "«горячий цинк»", "«A2-70», «A4-70»". */
const quoted = (values: readonly string[]) => values.map((value) => `«${value}»`).join(', ');

const wordsDropped = (parsed: ParsedQuery): Reading['relaxed'][number] => ({ attribute: 'words', label: `без слов ${quoted(parsed.words)}` });

/** The material the buyer named: "нержавеющая сталь" for both stainless grades, else the grades. */
function statedMaterials(parsed: ParsedQuery): string[] {
  const chips = parsed.chips.filter((chip) => chip.attribute === 'material').map((chip) => chip.value);
  return chips.length > 0 ? chips : parsed.materials;
}

/**
 * When the strict reading finds nothing: drop the stated attributes one by one in a fixed order
 * (coating, strength class, material, then the nearest length the catalogue holds, then the standard
 * for any of its type), stopping at the first step that finds products. Rows keeping more of what was
 * dropped rank first. Null when nothing was stated to drop or even the loosest reading finds nothing.
 */
function relaxedReading(index: ListingIndex, strict: Reading): Reading | null {
  const { parsed } = strict;
  const filter: SearchFilter = { ...strict.filter };
  const dropped: DroppedAttributes = {};
  const relaxed: Reading['relaxed'] = [...strict.relaxed];
  const attempt = (): Reading | null => {
    const universe = searchUniverse(index, filter);
    if (universe.length === 0) return null;
    return { ...strict, filter, universe, found: universe.length, relaxed, ranking: { ...strict.ranking, unmatched: unmatchedCounter(index, dropped) } };
  };
  const steps: (() => boolean)[] = [
    () => {
      if (filter.coatings.length === 0) return false;
      dropped.coatings = filter.coatings;
      filter.coatings = [];
      relaxed.push({ attribute: 'coating', label: `без покрытия ${quoted(dropped.coatings)}` });
      return true;
    },
    () => {
      if (filter.strengthClasses.length === 0) return false;
      dropped.strengthClasses = filter.strengthClasses;
      filter.strengthClasses = [];
      relaxed.push({ attribute: 'strength_class', label: `без класса прочности ${quoted(dropped.strengthClasses)}` });
      return true;
    },
    () => {
      if (filter.materials.length === 0) return false;
      dropped.materials = filter.materials;
      filter.materials = [];
      relaxed.push({ attribute: 'material', label: `без материала ${quoted(statedMaterials(parsed))}` });
      return true;
    },
    () => {
      if (filter.length === null) return false;
      const stated = filter.length;
      const nearest = nearestLength(index, searchUniverse(index, { ...filter, length: null }), stated);
      if (nearest === null) return false;
      dropped.length = stated;
      filter.length = nearest;
      relaxed.push({ attribute: 'length', label: `длина ${nearest} мм вместо ${stated} мм` });
      return true;
    },
    () => {
      if (filter.standards.size === 0 || parsed.standards.length === 0) return false;
      dropped.standards = filter.standards;
      const typesOfStandards = parsed.standards.flatMap((standard) => standardInfo(standard)?.type ?? []);
      filter.types = filter.types.length > 0 ? filter.types : [...new Set(typesOfStandards)];
      filter.standards = new Map();
      relaxed.push({ attribute: 'standard', label: `другие стандарты вместо ${quoted(parsed.standards.map((standard) => standard.label))}` });
      return true;
    },
    () => {
      // Words that matched some products, none of them with the stated attributes ("болт м16 резьбы").
      if (filter.candidateIds === null || !hasAttributes(parsed)) return false;
      filter.candidateIds = null;
      relaxed.push(wordsDropped(parsed));
      return true;
    },
  ];
  for (const step of steps) {
    if (!step()) continue;
    const found = attempt();
    if (found) return found;
  }
  return null;
}

/**
 * The query as typed and, when its words are unknown, as typed on the other keyboard layout
 * (",jkn v10" → "болт м10") or with its typos corrected ("болр м10" → "болт м10"): the reading that
 * finds more wins, the typed one on a tie. Exported for bench/facets.ts, which times the universe and
 * the counting pass without the answer cache.
 */
export async function bestReading(deps: SearchDeps, index: ListingIndex, q: string): Promise<Reading> {
  const [typed, ...switched] = layoutCandidates(q);
  const first = await universeOf(deps, index, typed ?? q);
  if (first.parsed.words.length === 0) return first;
  let best = first;
  for (const text of switched) {
    const other = await universeOf(deps, index, text);
    if (other.found > best.found) best = other;
  }
  if (best.found === 0) {
    const corrected = correctTypos(best.text, best.parsed.words);
    if (corrected) {
      const other = await universeOf(deps, index, corrected);
      if (other.found > 0) best = other;
    }
  }
  return best;
}

/** The best reading, relaxed when it finds nothing (unless the buyer asked for the strict one). */
async function answerReading(deps: SearchDeps, index: ListingIndex, q: string, strict: boolean): Promise<Reading> {
  const best = await bestReading(deps, index, q);
  if (strict) return best.relaxed.length === 0 ? best : { ...best, universe: new Int32Array(0), relaxed: [] };
  if (best.universe.length > 0) return best;
  return relaxedReading(index, best) ?? best;
}

/** 'Точного совпадения нет. Показаны похожие: без покрытия «горячий цинк»', or null for the strict reading. */
function relaxationOf(reading: Reading): SearchRelaxation | null {
  if (reading.relaxed.length === 0) return null;
  return { notice: `Точного совпадения нет. Показаны похожие: ${reading.relaxed.map((step) => step.label).join(', ')}`, relaxed: reading.relaxed };
}

async function computeSearch(deps: SearchDeps, index: ListingIndex, query: Canonical): Promise<SearchResults> {
  const reading = await answerReading(deps, index, query.q, query.strict);
  const { parsed } = reading;
  const pageSize = query.page_size;
  const slice = querySearch(
    index,
    reading.universe,
    reading.ranking,
    { facets: query.facets, inStock: query.in_stock },
    query.sort,
    (query.page - 1) * pageSize,
    pageSize,
  );
  const rows = await productsByIds(deps.db, slice.ids);
  const page = productPage(index, slice, rows, query);
  return {
    category: null,
    breadcrumbs: [],
    subcategories: [],
    ...page,
    query: query.q,
    corrected_query: reading.text === query.q ? null : reading.text,
    chips: parsed.chips.map((chip) => ({ attribute: chip.attribute, value: chip.value, label: chip.label, query: queryWithoutChip(parsed, chip) })),
    relaxation: relaxationOf(reading),
    equivalents: equivalentsShown(parsed, page.facets, reading.relaxed),
  };
}

/**
 * 'Показаны также аналоги DIN 933 по другим стандартам: ISO 4017, ГОСТ 7798-70' when the results hold products of
 * the stated standard's equivalents (ranked after it), so a buyer knows why another standard is listed. Not when the
 * standard itself was given up (the relaxation says so).
 */
function equivalentsShown(parsed: ParsedQuery, facets: SearchResults['facets'], relaxed: Reading['relaxed']): SearchResults['equivalents'] {
  if (parsed.standards.length === 0 || relaxed.some((step) => step.attribute === 'standard')) return null;
  const stated = new Set(parsed.standards.map((standard) => standard.label));
  const twins = new Set(parsed.equivalentStandards.map((twin) => twin.label));
  const standards = (facets.find((facet) => facet.code === 'standard')?.values ?? [])
    .filter((value) => value.count > 0 && twins.has(value.value) && !stated.has(value.value))
    .map((value) => value.label);
  if (standards.length === 0) return null;
  return { notice: `Показаны также аналоги ${[...stated].join(', ')} по другим стандартам: ${standards.join(', ')}`, standards };
}

// Ranked by orders per product as well, which the index does not hold: recomputed as often as that ranking.
const results = answerCache<SearchResults>(5000, { restock: restockCards, ttl: popularityRefreshMs });

/** Search results: one page of cards, facets with counts, the recognised attributes as chips. */
export async function searchProducts(deps: SearchDeps, query: SearchQuery): Promise<SearchResults> {
  const index = await deps.indexCache.get();
  const canonical = canonicalQuery(query);
  return results(index, JSON.stringify(canonical), () => computeSearch(deps, index, canonical));
}

const emptyBar: SearchBar = { items: [], corrected_query: null, relaxation: null };
// Suggestions show no stock: kept while the catalogue stands.
const suggestions = answerCache<SearchBar>(20_000);

/**
 * The best few products for the text as typed, without facet counts: the first page search would show. When it finds
 * nothing, the last word may be one still being typed ("болт м1" on the way to "болт м10": there is no М1): the
 * products of the words before it are suggested meanwhile, rather than 'Ничего не найдено' at every keystroke.
 */
async function computeBar(deps: SearchDeps, index: ListingIndex, text: string): Promise<SearchBar> {
  const reading = await answerReading(deps, index, text, false);
  const typedSoFar = text.slice(0, Math.max(0, text.lastIndexOf(' '))).trim();
  if (reading.universe.length === 0 && typedSoFar) return { ...(await computeBar(deps, index, typedSoFar)), corrected_query: null, relaxation: null };
  const rows = await productsByIds(deps.db, topOfUniverse(index, reading.universe, reading.ranking, suggestionCount));
  return {
    items: rows.map((row) => {
      const category = index.tree.byId.get(row.category_id)!;
      return { id: row.id, name: row.name, url: productUrl(category.path, row.code), section_name: category.name };
    }),
    corrected_query: reading.text === text ? null : reading.text,
    relaxation: relaxationOf(reading),
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
