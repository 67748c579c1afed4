import type { SortBy } from '@store/contracts';
import { canonicalValue, type FacetCode, facetLabel, facetNames } from './facets.ts';
import type { ListingIndex } from './listing-index.ts';

export interface ListingFilter {
  facets: Partial<Record<FacetCode, readonly string[]>>;
  inStock: boolean;
}

export interface FacetResult {
  code: FacetCode;
  name: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
}

export interface ListingSlice {
  ids: number[];
  total: number;
  inStockCount: number;
  facets: FacetResult[];
}

/** The subtree's rows as [start, end) ranges of index.rowsByCategory. */
function subtreeRanges(index: ListingIndex, categoryId: number | null): (readonly [number, number])[] {
  const categories = categoryId === null ? index.tree.rows : index.tree.subtree(categoryId);
  return categories.flatMap((category) => {
    const range = index.categoryRange.get(category.id);
    return range ? [range] : [];
  });
}

/**
 * The hot loop of every listing, kept small and monomorphic so V8 optimises it: flags matching rows in
 * index.scratch and tallies facet counts. Returns how many rows matched and how many passed the facets in stock.
 */
export function countRange(
  index: ListingIndex,
  rows: Int32Array,
  start: number,
  end: number,
  activeFacets: Int32Array,
  selected: Uint8Array,
  onlyInStock: boolean,
  diameterColumn: number,
  counts: Int32Array,
  present: Int32Array,
  metricPresent: Int32Array,
): { total: number; inStockCount: number } {
  const { cells, inStock, metric, scratch } = index;
  const width = index.facets.length;
  const activeCount = activeFacets.length;
  let total = 0;
  let inStockCount = 0;
  for (let k = start; k < end; k++) {
    const row = rows[k]!;
    const base = row * width;
    let failures = 0;
    let failed = -1;
    for (let a = 0; a < activeCount; a++) {
      const f = activeFacets[a]!;
      if (selected[cells[base + f]!] === 0) {
        failed = f;
        if (++failures > 1) break;
      }
    }
    for (let f = 0; f < width; f++) present[cells[base + f]!]!++;
    if (metric[row] === 1) metricPresent[cells[base + diameterColumn]!]!++;
    const stocked = inStock[row] === 1;
    if (failures === 0) {
      if (stocked) inStockCount++;
      if (onlyInStock && !stocked) continue;
      total++;
      scratch[row] = 1;
      for (let f = 0; f < width; f++) counts[cells[base + f]!]!++;
    } else if (failures === 1 && (stocked || !onlyInStock)) {
      counts[cells[base + failed]!]!++;
    }
  }
  return { total, inStockCount };
}

/**
 * Products of a subtree matching every filter, one page of them in `sort` order, and facet counts.
 * Each facet counts over the rows that pass every OTHER filter (the in-stock flag included), so a
 * buyer sees how many products each further choice would give; in_stock_count likewise ignores only
 * the in-stock flag. Facets list every value present in the subtree (and selected ones), in natural order.
 */
/** The chosen facet values as flags by value id, and the facets (columns) that have any. */
export function selectionOf(index: ListingIndex, wantedByCode: ListingFilter['facets']): { selected: Uint8Array; activeFacets: Int32Array } {
  const selected = new Uint8Array(index.facetIdCount);
  const activeFacets: number[] = [];
  index.facets.forEach((facet, f) => {
    const wanted = wantedByCode[facet.code];
    if (!wanted?.length) return;
    activeFacets.push(f);
    for (const value of wanted) {
      const id = facet.valueIds.get(canonicalValue(facet.code, value));
      if (id !== undefined) selected[id] = 1;
    }
  });
  return { selected, activeFacets: Int32Array.from(activeFacets) };
}

/** Tallies of one listing pass, by facet value id. */
export interface FacetTally {
  counts: Int32Array;
  present: Int32Array;
  metricPresent: Int32Array;
  diameterColumn: number;
}

export function facetTally(index: ListingIndex): FacetTally {
  return {
    counts: new Int32Array(index.facetIdCount),
    present: new Int32Array(index.facetIdCount),
    metricPresent: new Int32Array(index.facetIdCount),
    diameterColumn: index.facets.findIndex((facet) => facet.code === 'diameter'),
  };
}

export function queryListing(index: ListingIndex, categoryId: number | null, filter: ListingFilter, sort: SortBy, offset: number, limit: number): ListingSlice {
  const { scratch, rowsByCategory } = index;
  const { selected, activeFacets } = selectionOf(index, filter.facets);
  const tally = facetTally(index);
  const { counts, present, metricPresent, diameterColumn } = tally;
  const ranges = subtreeRanges(index, categoryId);
  let total = 0;
  let inStockCount = 0;
  for (const [start, end] of ranges) {
    const part = countRange(index, rowsByCategory, start, end, activeFacets, selected, filter.inStock, diameterColumn, counts, present, metricPresent);
    total += part.total;
    inStockCount += part.inStockCount;
  }

  const ids: number[] = [];
  if (total > offset) {
    let seen = 0;
    for (const row of index.orders[sort]) {
      if (scratch[row] === 0) continue;
      if (seen++ < offset) continue;
      ids.push(index.ids[row]!);
      if (ids.length === limit) break;
    }
  }
  for (const [start, end] of ranges) for (let k = start; k < end; k++) scratch[rowsByCategory[k]!] = 0;
  return { ids, total, inStockCount, facets: facetResults(index, tally, selected) };
}

/** Every facet with the values present (or selected) and their counts, in natural order. */
export function facetResults(index: ListingIndex, { counts, present, metricPresent, diameterColumn }: FacetTally, selected: Uint8Array): FacetResult[] {
  return index.facets.flatMap((facet, f): FacetResult[] => {
    const values = facet.values.flatMap((value, i) => {
      const id = facet.offset + i;
      if (i === 0 || (present[id] === 0 && selected[id] === 0)) return [];
      const label = facetLabel(facet.code, value, f === diameterColumn && metricPresent[id]! > 0);
      return [{ value, label, count: counts[id]!, selected: selected[id] === 1 }];
    });
    return values.length ? [{ code: facet.code, name: facetNames[facet.code], values }] : [];
  });
}
