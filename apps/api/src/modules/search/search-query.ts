import type { SortBy } from '@store/contracts';
import { canonicalValue, type FacetCode } from '../catalog/facets.ts';
import type { ListingIndex } from '../catalog/listing-index.ts';
import { countRange, facetResults, facetTally, type ListingFilter, type ListingSlice, selectionOf } from '../catalog/listing-query.ts';

/** What a parsed query requires of a product; empty lists and nulls require nothing. */
export interface SearchFilter {
  types: readonly string[];
  /** Standard labels a result may carry, each with its rank: 0 typed, 1 exact twin, 2 near twin. */
  standards: ReadonlyMap<string, number>;
  diameter: number | null;
  length: number | null;
  pitch: number | null;
  strengthClasses: readonly string[];
  materials: readonly string[];
  coatings: readonly string[];
  /** Product ids full-text search allowed, or null when the query had no words to look up. */
  candidateIds: readonly number[] | null;
}

const rankCount = 3;

/** Row number of a product id (ids ascend with rows), or -1. */
function rowOf(index: ListingIndex, id: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = index.ids[middle]!;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

interface Requirement {
  /** Allowed value ids by facet column; null: the column is free. */
  columns: { f: number; allowed: Uint8Array; ids: number[] }[];
  types: Uint8Array | null;
  impossible: boolean;
}

function requirementOf(index: ListingIndex, filter: SearchFilter): Requirement {
  const wanted: Partial<Record<FacetCode, readonly string[]>> = {
    standard: [...filter.standards.keys()],
    diameter: filter.diameter === null ? [] : [String(filter.diameter)],
    length: filter.length === null ? [] : [String(filter.length)],
    strength_class: filter.strengthClasses,
    material: filter.materials,
    coating: filter.coatings,
  };
  let impossible = false;
  const columns = index.facets.flatMap((facet, f) => {
    const values = wanted[facet.code] ?? [];
    if (values.length === 0) return [];
    const allowed = new Uint8Array(index.facetIdCount);
    const ids = values.flatMap((value) => index.facets[f]!.valueIds.get(canonicalValue(facet.code, value)) ?? []);
    for (const id of ids) allowed[id] = 1;
    if (ids.length === 0) impossible = true;
    return [{ f, allowed, ids }];
  });
  let types: Uint8Array | null = null;
  if (filter.types.length > 0) {
    types = new Uint8Array(index.types.length);
    index.types.forEach((type, t) => filter.types.includes(type) && (types![t] = 1));
    if (!types.includes(1)) impossible = true;
  }
  return { columns, types, impossible };
}

/**
 * The rows a query's attributes and words allow. Starts from the shortest source, the full-text
 * candidates or the posting list of the most selective attribute, and checks the rest per row, so
 * the cost follows the result, not the catalogue; only a query naming nothing but a type reads one
 * byte per product.
 */
export function searchUniverse(index: ListingIndex, filter: SearchFilter): Int32Array {
  const requirement = requirementOf(index, filter);
  if (requirement.impossible) return new Int32Array(0);
  const { cells, postingRows, postingStart, typeOf, pitches } = index;
  const width = index.facets.length;
  let source: Int32Array;
  if (filter.candidateIds) {
    source = Int32Array.from(filter.candidateIds.map((id) => rowOf(index, id)).filter((row) => row >= 0));
  } else if (requirement.columns.length > 0) {
    const lengthOf = (ids: number[]) => ids.reduce((sum, id) => sum + postingStart[id + 1]! - postingStart[id]!, 0);
    const shortest = requirement.columns.reduce((best, column) => (lengthOf(column.ids) < lengthOf(best.ids) ? column : best));
    source = new Int32Array(lengthOf(shortest.ids));
    let at = 0;
    for (const id of shortest.ids) {
      source.set(postingRows.subarray(postingStart[id]!, postingStart[id + 1]!), at);
      at += postingStart[id + 1]! - postingStart[id]!;
    }
  } else if (requirement.types || filter.pitch !== null) {
    source = Int32Array.from({ length: index.size }, (_, row) => row);
  } else {
    return new Int32Array(0);
  }
  const out = new Int32Array(source.length);
  let kept = 0;
  const { columns, types } = requirement;
  const pitch = filter.pitch;
  for (let k = 0; k < source.length; k++) {
    const row = source[k]!;
    if (types !== null && types[typeOf[row]!] === 0) continue;
    if (pitch !== null && pitches[row] !== pitch) continue;
    let pass = true;
    for (let c = 0; c < columns.length && pass; c++) pass = columns[c]!.allowed[cells[row * width + columns[c]!.f]!] === 1;
    if (pass) out[kept++] = row;
  }
  return out.subarray(0, kept);
}

// Position of every row in each presorted order, built on first use per index: a small result is
// ordered by sorting it, a big one by walking the presorted order.
const positionCache = new WeakMap<ListingIndex, Partial<Record<string, Int32Array>>>();

function positions(index: ListingIndex, sort: keyof ListingIndex['orders']): Int32Array {
  let byOrder = positionCache.get(index);
  if (!byOrder) positionCache.set(index, (byOrder = {}));
  let position = byOrder[sort];
  if (!position) {
    position = new Int32Array(index.size);
    index.orders[sort].forEach((row, at) => (position![row] = at));
    byOrder[sort] = position;
  }
  return position;
}

/**
 * One page of the search universe narrowed by the buyer's facet choices, with facet counts over the
 * universe (each facet over the other choices, as in a category listing). The default "popular" order
 * is the relevance order: the typed standard first, then its exact twins, then near ones, each by
 * popularity; ties go by product id.
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
  const { scratch, cells } = index;
  const { selected, activeFacets } = selectionOf(index, refine.facets);
  const tally = facetTally(index);
  const { total, inStockCount } = countRange(
    index, universe, 0, universe.length, activeFacets, selected, refine.inStock, tally.diameterColumn, tally.counts, tally.present, tally.metricPresent,
  );
  const order = sort;
  const column = index.facets.findIndex((facet) => facet.code === 'standard');
  const standardFacet = index.facets[column]!;
  const rankOfRow = (row: number) => {
    if (sort !== 'popular' || standardRanks.size === 0) return 0;
    return standardRanks.get(standardFacet.values[cells[row * index.facets.length + column]! - standardFacet.offset]!) ?? rankCount - 1;
  };
  const matched: number[] = [];
  for (let k = 0; k < universe.length; k++) if (scratch[universe[k]!] === 1) matched.push(universe[k]!);
  for (let k = 0; k < universe.length; k++) scratch[universe[k]!] = 0;

  const need = offset + limit;
  let rows: number[];
  if (matched.length * 32 < index.size) {
    const position = positions(index, order);
    const ranks = new Map(matched.map((row) => [row, rankOfRow(row)]));
    rows = matched.sort((a, b) => ranks.get(a)! - ranks.get(b)! || position[a]! - position[b]!).slice(offset, need);
  } else {
    const buckets: number[][] = Array.from({ length: rankCount }, () => []);
    for (const row of matched) scratch[row] = 1 + rankOfRow(row);
    for (const row of index.orders[order]) {
      const mark = scratch[row]!;
      if (mark === 0) continue;
      const bucket = buckets[mark - 1]!;
      if (bucket.length < need) bucket.push(row);
      if (buckets[0]!.length === need) break;
    }
    for (const row of matched) scratch[row] = 0;
    rows = buckets.flat().slice(offset, need);
  }
  return { ids: rows.map((row) => index.ids[row]!), total, inStockCount, facets: facetResults(index, tally, selected) };
}
