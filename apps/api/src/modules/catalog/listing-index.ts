import type { SortBy } from '@store/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CategoryTree } from './category-tree.ts';
import { compareFacetValues, type FacetCode, facetCodes } from './facets.ts';
import { sortKeyOfName } from './sort-key.ts';

/** What the index keeps of a product: only what listings filter, count and sort by (the type name, "Болт", for search). */
export type IndexRow = Pick<
  Selectable<Database['products']>,
  | 'id'
  | 'category_id'
  | 'name'
  | 'type_name'
  | 'standard'
  | 'diameter'
  | 'length'
  | 'pitch'
  | 'strength_class'
  | 'material'
  | 'coating'
  | 'price'
  | 'discount_price'
  | 'stock'
  | 'popularity'
>;

/**
 * A facet's values get ids in one space shared by all facets: facet f owns ids offset … offset + values.length - 1,
 * `offset` itself meaning "no value". Flat ids keep the listing loop on single typed arrays.
 */
export interface Facet {
  code: FacetCode;
  /** Distinct values in natural order; index 0 (no value) is ''. */
  values: string[];
  offset: number;
  /** Global id of each value. */
  valueIds: Map<string, number>;
}

/**
 * The catalogue as typed arrays, rebuilt when the catalogue version changes. A listing is one pass over
 * the rows of a category subtree (grouped by category) plus a walk along a presorted order, so its cost
 * is bounded by the subtree size whatever the filters (docs/decisions/0002).
 */
export interface ListingIndex {
  size: number;
  tree: CategoryTree;
  ids: Int32Array;
  facets: Facet[];
  /** Size of the shared facet value id space. */
  facetIdCount: number;
  /** Row-major facet value ids: cells[row * facets.length + f]. */
  cells: Uint16Array;
  inStock: Uint8Array;
  /** Units in stock of each row, for the cards of cached answers (answer-cache.ts). */
  stock: Int32Array;
  metric: Uint8Array;
  /** Row numbers grouped by category; a category's rows are rowsByCategory[start, end) of categoryRange. */
  rowsByCategory: Int32Array;
  categoryRange: Map<number, readonly [number, number]>;
  orders: Record<SortBy, Int32Array>;
  /** Seed popularity and selling price (discounted when discounted) of each row, for search ranking. */
  popularity: Int32Array;
  prices: Int32Array;
  /** Product types in first-seen order, and each row's type as an index into them (search filters by type). */
  types: string[];
  typeOf: Uint8Array;
  /** The rows of each type, as posting lists: typeRows[typeStart[t], typeStart[t + 1]), in row order. */
  typeRows: Int32Array;
  typeStart: Int32Array;
  /** Thread pitch of each row, NaN when unthreaded (search filters "M10x1.25"). */
  pitches: Float64Array;
  /**
   * Posting lists, for search: the rows holding each facet value id are postingRows[postingStart[id],
   * postingStart[id + 1]), in row order. A search starts from the shortest list its filters allow.
   */
  postingRows: Int32Array;
  postingStart: Int32Array;
  /** Scratch flags of one listing at a time (listings run synchronously). */
  scratch: Uint8Array;
  /**
   * The stock version `inStock` and `stock` reflect: orders patch them in place (patchStock) rather than
   * rebuilding the index.
   */
  stockVersion: number;
  /**
   * Moves only when a patch takes a product out of stock or brings one back: what listings filter, count and
   * rank by. Answers are cached per availability version; a mere change of units only restocks their cards.
   */
  availabilityVersion: number;
}

export interface ListingIndexBuilder {
  add(rows: readonly IndexRow[]): void;
  finish(): ListingIndex;
}

const sequence = (size: number) => Int32Array.from({ length: size }, (_, i) => i);

/** Rows grouped by value id (a counting sort of the cells), each group in row order. */
function postingLists(cells: Uint16Array | Uint8Array, width: number, idCount: number): { postingRows: Int32Array; postingStart: Int32Array } {
  const postingStart = new Int32Array(idCount + 1);
  for (let k = 0; k < cells.length; k++) postingStart[cells[k]! + 1]!++;
  for (let id = 0; id < idCount; id++) postingStart[id + 1]! += postingStart[id]!;
  const fill = postingStart.slice(0, idCount);
  const postingRows = new Int32Array(cells.length);
  for (let k = 0; k < cells.length; k++) postingRows[fill[cells[k]!]!++] = Math.floor(k / width);
  return { postingRows, postingStart };
}

/** Collects rows page by page into plain columns (no row objects kept), then freezes them into the index. */
export function listingIndexBuilder(tree: CategoryTree): ListingIndexBuilder {
  const ids: number[] = [];
  const categories: number[] = [];
  const prices: number[] = [];
  const popularity: number[] = [];
  const diameters: number[] = [];
  const lengths: number[] = [];
  const inStock: number[] = [];
  const stock: number[] = [];
  const metric: number[] = [];
  const nameKeys: string[] = [];
  const typeIds = new Map<string, number>();
  const typeOf: number[] = [];
  const pitches: number[] = [];
  const facetValues = facetCodes.map(() => ({ rows: [] as number[], ids: new Map<string, number>() }));

  return {
    add(rows) {
      for (const row of rows) {
        ids.push(row.id);
        categories.push(row.category_id);
        prices.push(row.discount_price ?? row.price);
        popularity.push(row.popularity);
        diameters.push(row.diameter);
        lengths.push(row.length ?? -1);
        inStock.push(row.stock > 0 ? 1 : 0);
        stock.push(row.stock);
        metric.push(row.pitch === null ? 0 : 1);
        nameKeys.push(sortKeyOfName(row.name));
        if (!typeIds.has(row.type_name)) typeIds.set(row.type_name, typeIds.size);
        typeOf.push(typeIds.get(row.type_name)!);
        pitches.push(row.pitch ?? Number.NaN);
        facetCodes.forEach((code, f) => {
          const value = row[code];
          const column = facetValues[f]!;
          if (value === null) return void column.rows.push(0);
          const text = String(value);
          if (!column.ids.has(text)) column.ids.set(text, column.ids.size + 1);
          column.rows.push(column.ids.get(text)!);
        });
      }
    },
    finish() {
      const size = ids.length;
      const byId = (a: number, b: number) => ids[a]! - ids[b]!;
      let offset = 0;
      const facets = facetCodes.map((code, f): Facet => {
        const firstSeen = facetValues[f]!.ids;
        const values = ['', ...[...firstSeen.keys()].sort((a, b) => compareFacetValues(code, a, b))];
        const facet = { code, values, offset, valueIds: new Map(values.slice(1).map((value, i) => [value, offset + i + 1])) };
        offset += values.length;
        return facet;
      });
      if (offset > 0xffff) throw new Error('Too many distinct facet values for the listing index');
      const cells = new Uint16Array(size * facets.length);
      facets.forEach((facet, f) => {
        const firstSeen = [...facetValues[f]!.ids.keys()];
        const remap = Uint16Array.from([facet.offset, ...firstSeen.map((value) => facet.valueIds.get(value)!)]);
        const rows = facetValues[f]!.rows;
        for (let row = 0; row < size; row++) cells[row * facets.length + f] = remap[rows[row]!]!;
      });
      const rowsByCategory = sequence(size).sort((a, b) => categories[a]! - categories[b]! || byId(a, b));
      const categoryRange = new Map<number, readonly [number, number]>();
      for (let start = 0, end = 0; start < size; start = end) {
        const category = categories[rowsByCategory[start]!]!;
        while (end < size && categories[rowsByCategory[end]!] === category) end++;
        categoryRange.set(category, [start, end]);
      }
      if (typeIds.size > 0xff) throw new Error('Too many product types for the listing index');
      const typeColumn = Uint8Array.from(typeOf);
      const typePostings = postingLists(typeColumn, 1, typeIds.size);
      return {
        size,
        tree,
        ids: Int32Array.from(ids),
        facets,
        facetIdCount: offset,
        cells,
        inStock: Uint8Array.from(inStock),
        stock: Int32Array.from(stock),
        metric: Uint8Array.from(metric),
        rowsByCategory,
        categoryRange,
        orders: {
          popular: sequence(size).sort((a, b) => popularity[b]! - popularity[a]! || byId(a, b)),
          price_asc: sequence(size).sort((a, b) => prices[a]! - prices[b]! || byId(a, b)),
          price_desc: sequence(size).sort((a, b) => prices[b]! - prices[a]! || byId(a, b)),
          name_asc: sequence(size).sort((a, b) => (nameKeys[a]! < nameKeys[b]! ? -1 : nameKeys[a]! > nameKeys[b]! ? 1 : byId(a, b))),
          diameter_asc: sequence(size).sort((a, b) => diameters[a]! - diameters[b]! || lengths[a]! - lengths[b]! || byId(a, b)),
        },
        popularity: Int32Array.from(popularity),
        prices: Int32Array.from(prices),
        types: [...typeIds.keys()],
        typeOf: typeColumn,
        typeRows: typePostings.postingRows,
        typeStart: typePostings.postingStart,
        pitches: Float64Array.from(pitches),
        ...postingLists(cells, facets.length, offset),
        scratch: new Uint8Array(size),
        stockVersion: 0,
        availabilityVersion: 0,
      };
    },
  };
}

/** Row of a product id, or -1: the rows are in id order (the index is read by id). */
export function rowOf(index: ListingIndex, id: number): number {
  const { ids } = index;
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = ids[middle]!;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Applies stock read at `version` in place, a binary search per product, not a rebuild. Listings run
 * synchronously, so none sees a half patch.
 */
export function patchStock(index: ListingIndex, version: number, products: readonly { id: number; stock: number }[]): void {
  let availabilityMoved = false;
  for (const { id, stock } of products) {
    const row = rowOf(index, id);
    if (row < 0) continue;
    const inStock = stock > 0 ? 1 : 0;
    if (index.inStock[row] !== inStock) availabilityMoved = true;
    index.inStock[row] = inStock;
    index.stock[row] = stock;
  }
  if (availabilityMoved) index.availabilityVersion++;
  index.stockVersion = Math.max(index.stockVersion, version);
}
