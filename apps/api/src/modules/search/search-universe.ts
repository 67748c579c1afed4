import { canonicalValue, type FacetCode } from '../catalog/facets.ts';
import { type ListingIndex, rowOf } from '../catalog/listing-index.ts';

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

/** Slices [start, end) of one row array: a posting list, several of them, or every row. */
interface Source {
  rows: Int32Array;
  ranges: (readonly [number, number])[];
}

const lengthOf = (source: Source) => source.ranges.reduce((sum, [start, end]) => sum + end - start, 0);

/**
 * The filter as flags: value ids allowed in the required facet columns (one shared id space, so one
 * array), type flags, and the shortest posting-list source that can hold every result; null when
 * some required value is absent from the catalogue.
 */
function requirementOf(index: ListingIndex, filter: SearchFilter) {
  const wanted: Partial<Record<FacetCode, readonly string[]>> = {
    standard: [...filter.standards.keys()],
    diameter: filter.diameter === null ? [] : [String(filter.diameter)],
    length: filter.length === null ? [] : [String(filter.length)],
    strength_class: filter.strengthClasses,
    material: filter.materials,
    coating: filter.coatings,
  };
  const allowed = new Uint8Array(index.facetIdCount);
  const columns: number[] = [];
  const sources: Source[] = [];
  for (const [f, facet] of index.facets.entries()) {
    const values = wanted[facet.code] ?? [];
    if (values.length === 0) continue;
    const ids = values.flatMap((value) => facet.valueIds.get(canonicalValue(facet.code, value)) ?? []);
    if (ids.length === 0) return null;
    for (const id of ids) allowed[id] = 1;
    columns.push(f);
    sources.push({ rows: index.postingRows, ranges: ids.map((id) => [index.postingStart[id]!, index.postingStart[id + 1]!] as const) });
  }
  let types: Uint8Array | null = null;
  if (filter.types.length > 0) {
    const typeIds = filter.types.map((type) => index.types.indexOf(type)).filter((t) => t >= 0);
    if (typeIds.length === 0) return null;
    types = new Uint8Array(index.types.length);
    for (const t of typeIds) types[t] = 1;
    sources.push({ rows: index.typeRows, ranges: typeIds.map((t) => [index.typeStart[t]!, index.typeStart[t + 1]!] as const) });
  }
  const shortest = sources.reduce<Source | null>((best, source) => (best && lengthOf(best) <= lengthOf(source) ? best : source), null);
  return { allowed, columns: Int32Array.from(columns), types, shortest };
}

/**
 * The rows a query's attributes and words allow, in no particular order. Starts from the shortest
 * source (the full-text candidates, or the posting lists of the most selective attribute or type)
 * and checks the rest per row on the typed arrays, so the cost follows the result, not the catalogue.
 */
export function searchUniverse(index: ListingIndex, filter: SearchFilter): Int32Array {
  const requirement = requirementOf(index, filter);
  if (!requirement) return new Int32Array(0);
  let source: Source;
  if (filter.candidateIds) {
    const rows = Int32Array.from(filter.candidateIds, (id) => rowOf(index, id));
    source = { rows, ranges: [[0, rows.length]] };
  } else if (requirement.shortest) {
    source = requirement.shortest;
  } else if (filter.pitch !== null) {
    source = { rows: index.rowsByCategory, ranges: [[0, index.size]] };
  } else {
    return new Int32Array(0);
  }
  const { cells, typeOf, pitches } = index;
  const { allowed, columns, types } = requirement;
  const width = index.facets.length;
  const pitch = filter.pitch ?? Number.NaN;
  const anyPitch = filter.pitch === null;
  const out = new Int32Array(lengthOf(source));
  let kept = 0;
  for (const [start, end] of source.ranges) {
    for (let k = start; k < end; k++) {
      const row = source.rows[k]!;
      if (row < 0 || (types !== null && types[typeOf[row]!] === 0) || (!anyPitch && pitches[row] !== pitch)) continue;
      let pass = true;
      for (let c = 0; c < columns.length && pass; c++) pass = allowed[cells[row * width + columns[c]!]!] === 1;
      if (pass) out[kept++] = row;
    }
  }
  return out.subarray(0, kept);
}

/** The attributes a relaxed reading dropped, as the strict reading stated them. */
export type DroppedAttributes = Partial<Pick<SearchFilter, 'coatings' | 'strengthClasses' | 'materials' | 'length' | 'standards'>>;

/**
 * How many of the dropped attributes a row misses: a relaxed answer still puts the rows that keep
 * more of what was asked first (the neighbouring class in the asked coating before neither).
 */
export function unmatchedCounter(index: ListingIndex, dropped: DroppedAttributes): (row: number) => number {
  const wanted: Partial<Record<FacetCode, readonly string[]>> = {
    coating: dropped.coatings ?? [],
    strength_class: dropped.strengthClasses ?? [],
    material: dropped.materials ?? [],
    length: dropped.length === undefined || dropped.length === null ? [] : [String(dropped.length)],
    standard: dropped.standards ? [...dropped.standards.keys()] : [],
  };
  const allowed = new Uint8Array(index.facetIdCount);
  const columns: number[] = [];
  for (const [f, facet] of index.facets.entries()) {
    const values = wanted[facet.code] ?? [];
    if (values.length === 0) continue;
    columns.push(f);
    for (const value of values) {
      const id = facet.valueIds.get(canonicalValue(facet.code, value));
      if (id !== undefined) allowed[id] = 1;
    }
  }
  const { cells } = index;
  const width = index.facets.length;
  return (row) => {
    let missing = 0;
    for (const f of columns) if (allowed[cells[row * width + f]!] === 0) missing++;
    return missing;
  };
}

/** The catalogue's lengths among the rows of `universe`, nearest to `length` first (the longer on a tie). */
export function nearestLength(index: ListingIndex, universe: Int32Array, length: number): number | null {
  const column = index.facets.findIndex((facet) => facet.code === 'length');
  const facet = index.facets[column]!;
  const width = index.facets.length;
  let best: number | null = null;
  for (const row of universe) {
    const value = Number(facet.values[index.cells[row * width + column]! - facet.offset]);
    if (!value) continue;
    if (best === null || Math.abs(value - length) < Math.abs(best - length) || (Math.abs(value - length) === Math.abs(best - length) && value > best))
      best = value;
  }
  return best;
}
