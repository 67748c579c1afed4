import type { SortBy } from '@store/contracts';
import type { ListingIndex } from '../catalog/listing-index.ts';
import { countRange, facetResults, facetTally, type ListingFilter, type ListingSlice, selectionOf } from '../catalog/listing-query.ts';

const rankCount = 3;

// Position of every row in each presorted order, built on first use per index: a small result is
// ordered by sorting it, a big one by walking the presorted order.
const positionCache = new WeakMap<ListingIndex, Partial<Record<SortBy, Int32Array>>>();

function positions(index: ListingIndex, sort: SortBy): Int32Array {
  let byOrder = positionCache.get(index);
  if (!byOrder) positionCache.set(index, (byOrder = {}));
  let position = byOrder[sort];
  if (!position) {
    position = new Int32Array(index.size);
    const order = index.orders[sort];
    for (let at = 0; at < order.length; at++) position[order[at]!] = at;
    byOrder[sort] = position;
  }
  return position;
}

/**
 * Rank by facet value id of the standard column: the default "popular" order is the relevance order,
 * the typed standard first, then its exact twins, then near ones. Other orders ignore the ranks.
 */
function rankOfValue(index: ListingIndex, standardRanks: ReadonlyMap<string, number>, sort: SortBy): Uint8Array {
  const ranks = new Uint8Array(index.facetIdCount);
  if (sort !== 'popular' || standardRanks.size === 0) return ranks;
  const standard = index.facets.find((facet) => facet.code === 'standard')!;
  ranks.fill(rankCount - 1, standard.offset, standard.offset + standard.values.length);
  for (const [label, rank] of standardRanks) {
    const id = standard.valueIds.get(label);
    if (id !== undefined) ranks[id] = rank;
  }
  return ranks;
}

/**
 * The rows offset … offset + limit - 1 of the universe rows flagged in index.scratch (`marked` of them),
 * by rank and then `sort`; ties go by product id through the presorted orders. Clears the flags.
 */
function pageOfMarked(index: ListingIndex, universe: Int32Array, marked: number, ranks: Uint8Array, sort: SortBy, offset: number, limit: number): number[] {
  const { scratch, cells, size } = index;
  const width = index.facets.length;
  const column = index.facets.findIndex((facet) => facet.code === 'standard');
  const order = index.orders[sort];
  const need = Math.min(offset + limit, marked);
  const rows: number[] = [];
  if (need <= offset) {
    // Past the last page: nothing to order.
  } else if (marked * 32 < size) {
    const position = positions(index, sort);
    const keys = new Int32Array(marked);
    let n = 0;
    for (const row of universe) if (scratch[row] === 1) keys[n++] = ranks[cells[row * width + column]!]! * size + position[row]!;
    keys.sort();
    for (let k = offset; k < need; k++) rows.push(order[keys[k]! % size]!);
  } else {
    // Flag each row with 1 + its rank, then walk the presorted order until every rank has its share.
    const perRank = new Int32Array(rankCount);
    for (const row of universe) {
      if (scratch[row] === 0) continue;
      const rank = ranks[cells[row * width + column]!]!;
      scratch[row] = 1 + rank;
      perRank[rank]!++;
    }
    const buckets: number[][] = [];
    let quotaLeft = need;
    const quota = Array.from(perRank, (count) => {
      const share = Math.min(count, quotaLeft);
      quotaLeft -= share;
      buckets.push([]);
      return share;
    });
    for (let at = 0, taken = 0; taken < need; at++) {
      const mark = scratch[order[at]!]!;
      if (mark === 0 || buckets[mark - 1]!.length === quota[mark - 1]) continue;
      buckets[mark - 1]!.push(order[at]!);
      taken++;
    }
    rows.push(...buckets.flat().slice(offset));
  }
  for (const row of universe) scratch[row] = 0;
  return rows;
}

/**
 * One page of the search universe narrowed by the buyer's facet choices, with facet counts over the
 * universe (each facet over the other choices, as in a category listing): one countRange pass, then
 * the page by rank and sort order.
 */
export function querySearch(
  index: ListingIndex,
  universe: Int32Array,
  standardRanks: ReadonlyMap<string, number>,
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
  const rows = pageOfMarked(index, universe, total, rankOfValue(index, standardRanks, sort), sort, offset, limit);
  return { ids: rows.map((row) => index.ids[row]!), total, inStockCount, facets: facetResults(index, tally, selected) };
}

/** The first `limit` product ids of the universe in relevance order, without facet counts (suggestions). */
export function topOfUniverse(index: ListingIndex, universe: Int32Array, standardRanks: ReadonlyMap<string, number>, limit: number): number[] {
  for (const row of universe) index.scratch[row] = 1;
  const rows = pageOfMarked(index, universe, universe.length, rankOfValue(index, standardRanks, 'popular'), 'popular', 0, limit);
  return rows.map((row) => index.ids[row]!);
}
