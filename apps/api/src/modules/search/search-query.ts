import type { SortBy } from '@store/contracts';
import type { ListingIndex } from '../catalog/listing-index.ts';
import { countRange, facetResults, facetTally, type ListingFilter, type ListingSlice, selectionOf } from '../catalog/listing-query.ts';
import { type QueryIntent, type RowFacts, rankLevels, rankOf, staticFacts } from './search-ranking.ts';

/** How one reading ranks its rows (search-ranking.ts): its rules' inputs and the popularity order after them. */
export interface SearchRanking {
  /** Standard labels a result may carry, with their rank: 0 typed, 1 exact twin, 2 near twin. */
  standardRanks: ReadonlyMap<string, number>;
  intent: QueryIntent;
  /** In a relaxed reading: how many of the relaxed attributes a row misses; null in the strict one. */
  unmatched: ((row: number) => number) | null;
  /** Rows by popularity (orders, the seed's popularity, price); the index's own popular order when null. */
  popularOrder: Int32Array | null;
}

const neutralIntent: QueryIntent = { pitch: 'stated', metricSize: false, vague: false };
export const plainRanking = (standardRanks: ReadonlyMap<string, number>): SearchRanking => ({
  standardRanks,
  intent: neutralIntent,
  unmatched: null,
  popularOrder: null,
});

/** Facts of each row that do not depend on the query, packed as bits, built on first use per index. */
const FINE = 1;
const COARSE = 2;
const NON_METRIC = 4;
const COMMON = 8;
const factCache = new WeakMap<ListingIndex, Uint8Array>();

function staticFactsOf(index: ListingIndex): Uint8Array {
  let facts = factCache.get(index);
  if (facts) return facts;
  facts = new Uint8Array(index.size);
  const width = index.facets.length;
  const standard = index.facets.findIndex((facet) => facet.code === 'standard');
  const diameter = index.facets.findIndex((facet) => facet.code === 'diameter');
  const labelOf = (f: number, row: number) => {
    const facet = index.facets[f]!;
    return facet.values[index.cells[row * width + f]! - facet.offset]!;
  };
  for (let row = 0; row < index.size; row++) {
    const pitch = index.pitches[row]!;
    const found = staticFacts({
      type_name: index.types[index.typeOf[row]!]!,
      standard: labelOf(standard, row),
      diameter: Number(labelOf(diameter, row)),
      pitch: Number.isNaN(pitch) ? null : pitch,
    });
    facts[row] = (found.finePitch ? FINE : 0) | (found.coarsePitch ? COARSE : 0) | (found.nonMetricThread ? NON_METRIC : 0) | (found.commonBolt ? COMMON : 0);
  }
  factCache.set(index, facts);
  return facts;
}

// Position of every row in each presorted order, built on first use per order.
const positionCache = new WeakMap<Int32Array, Int32Array>();

function positions(order: Int32Array): Int32Array {
  let position = positionCache.get(order);
  if (!position) {
    position = new Int32Array(order.length);
    for (let at = 0; at < order.length; at++) position[order[at]!] = at;
    positionCache.set(order, position);
  }
  return position;
}

/** Each row's rank (search-ranking.ts) under the default "popular" order; other orders rank every row alike. */
function rankerOf(index: ListingIndex, ranking: SearchRanking, sort: SortBy): (row: number) => number {
  if (sort !== 'popular') return () => 0;
  const width = index.facets.length;
  const column = index.facets.findIndex((facet) => facet.code === 'standard');
  const standardRank = new Uint8Array(index.facetIdCount);
  if (ranking.standardRanks.size > 0) {
    const standard = index.facets[column]!;
    standardRank.fill(2, standard.offset, standard.offset + standard.values.length);
    for (const [label, rank] of ranking.standardRanks) {
      const id = standard.valueIds.get(label);
      if (id !== undefined) standardRank[id] = rank;
    }
  }
  const bits = staticFactsOf(index);
  const { intent, unmatched } = ranking;
  const facts: RowFacts = { unmatched: 0, standardRank: 0, finePitch: false, coarsePitch: false, nonMetricThread: false, commonBolt: false, inStock: true };
  return (row) => {
    const b = bits[row]!;
    facts.unmatched = unmatched ? unmatched(row) : 0;
    facts.standardRank = standardRank[index.cells[row * width + column]!]!;
    facts.finePitch = (b & FINE) !== 0;
    facts.coarsePitch = (b & COARSE) !== 0;
    facts.nonMetricThread = (b & NON_METRIC) !== 0;
    facts.commonBolt = (b & COMMON) !== 0;
    facts.inStock = index.inStock[row] === 1;
    return rankOf(facts, intent);
  };
}

const rankCache = new WeakMap<ListingIndex, Uint16Array>();
/** Scratch ranks of one query at a time (queries run synchronously), read only where index.scratch is set. */
function rankScratch(index: ListingIndex): Uint16Array {
  let ranks = rankCache.get(index);
  if (!ranks) rankCache.set(index, (ranks = new Uint16Array(index.size)));
  return ranks;
}

/**
 * The rows offset … offset + limit - 1 of the universe rows flagged in index.scratch (`marked` of them),
 * by rank and then `order`. Ranks are counted first; the ranks wholly above the page's last row are
 * sorted, and the rank it ends in is filled by walking `order` (or sorting, when that rank is small).
 * Clears the flags.
 */
function pageOfMarked(
  index: ListingIndex,
  universe: Int32Array,
  marked: number,
  rankOfRow: (row: number) => number,
  order: Int32Array,
  offset: number,
  limit: number,
): number[] {
  const { scratch, size } = index;
  const need = Math.min(offset + limit, marked);
  const rows: number[] = [];
  if (need > offset) {
    const rankOfMarked = rankScratch(index);
    const perRank = new Int32Array(rankLevels);
    for (const row of universe) {
      if (scratch[row] === 0) continue;
      const rank = rankOfRow(row);
      rankOfMarked[row] = rank;
      perRank[rank]!++;
    }
    let last = 0;
    let above = 0;
    while (above + perRank[last]! < need) above += perRank[last++]!;
    const position = positions(order);
    const key = (row: number, rank: number) => rank * size + position[row]!;
    const before: number[] = [];
    const within: number[] = [];
    for (const row of universe) {
      if (scratch[row] === 0) continue;
      const rank = rankOfMarked[row]!;
      if (rank < last) before.push(key(row, rank));
      else if (rank === last) within.push(row);
    }
    before.sort((a, b) => a - b);
    for (const k of before) rows.push(order[k % size]!);
    const wanted = need - above;
    if (within.length * 32 < size) {
      within.sort((a, b) => position[a]! - position[b]!);
      for (let k = 0; k < wanted; k++) rows.push(within[k]!);
    } else {
      for (const row of within) scratch[row] = 2;
      for (let at = 0, taken = 0; taken < wanted; at++) {
        if (scratch[order[at]!] !== 2) continue;
        rows.push(order[at]!);
        taken++;
      }
    }
  }
  for (const row of universe) scratch[row] = 0;
  return rows.slice(offset);
}

/**
 * One page of the search universe narrowed by the buyer's facet choices, with facet counts over the
 * universe (each facet over the other choices, as in a category listing): one countRange pass, then
 * the page by rank and sort order.
 */
export function querySearch(
  index: ListingIndex,
  universe: Int32Array,
  ranking: SearchRanking,
  refine: ListingFilter,
  sort: SortBy,
  offset: number,
  limit: number,
): ListingSlice {
  const { selected, activeFacets } = selectionOf(index, refine.facets);
  const tally = facetTally(index);
  const { total, inStockCount } = countRange(
    index,
    universe,
    0,
    universe.length,
    activeFacets,
    selected,
    refine.inStock,
    tally.diameterColumn,
    tally.counts,
    tally.present,
    tally.metricPresent,
  );
  const order = sort === 'popular' ? (ranking.popularOrder ?? index.orders.popular) : index.orders[sort];
  const rows = pageOfMarked(index, universe, total, rankerOf(index, ranking, sort), order, offset, limit);
  return { ids: rows.map((row) => index.ids[row]!), total, inStockCount, facets: facetResults(index, tally, selected) };
}

/** The first `limit` product ids of the universe in relevance order, without facet counts (suggestions). */
export function topOfUniverse(index: ListingIndex, universe: Int32Array, ranking: SearchRanking, limit: number): number[] {
  for (const row of universe) index.scratch[row] = 1;
  const order = ranking.popularOrder ?? index.orders.popular;
  const rows = pageOfMarked(index, universe, universe.length, rankerOf(index, ranking, 'popular'), order, 0, limit);
  return rows.map((row) => index.ids[row]!);
}
