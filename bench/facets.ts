import { relevanceSet } from '../apps/api/src/modules/search/relevance-set.ts';
import { querySearch } from '../apps/api/src/modules/search/search-query.ts';
import { bestReading } from '../apps/api/src/modules/search/search.service.ts';
import { percentile } from './percentile.ts';
import { withSearchStore } from './search-store.ts';

export interface FacetTimes {
  samples: number;
  /** Universe (query reading, full-text lookup, attribute filter) plus the counting pass, in ms. */
  total: { p50: number; p95: number; max: number };
  universe: { p50: number; p95: number; max: number };
  count: { p50: number; p95: number; max: number };
  /** The same over a bare product type as query ("болт": the broadest universes), outside the relevance set. */
  bareTypes: { samples: number; p50: number; p95: number; max: number; largest: number };
  /** The slowest queries by their median over the repetitions: q, universe size, p50 and max ms. */
  slowest: { q: string; rows: number; p50: number; max: number }[];
}

const round = (n: number) => Math.round(n * 100) / 100;
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0) };
};

/**
 * What issue 4's facet-count figure names, in process and uncached: for each relevance query, its
 * universe (bestReading: parse, full text, attribute filter) and one counting pass over it with every
 * facet tallied (querySearch with an empty page, so no ordering and no product read). Opens the bench
 * store directly (migrated and its search documents filled, as the server does at start); the answer
 * caches are never consulted. Every repetition is timed, the first (cold JIT and page cache) included.
 */
export function facetTimes(options: { skus: number; dialect: 'sqlite' | 'postgres'; repetitions: number }): Promise<FacetTimes> {
  return withSearchStore(options, async (deps) => {
    const index = await deps.indexCache.get();
    const totals: number[] = [];
    const universes: number[] = [];
    const counts: number[] = [];
    const perQuery = new Map<string, { rows: number; times: number[] }>();
    for (let rep = 0; rep < options.repetitions; rep++) {
      for (const { q } of relevanceSet) {
        const text = q.trim().replace(/\s+/g, ' ');
        const t0 = performance.now();
        const { universe, ranking } = await bestReading(deps, index, text);
        const t1 = performance.now();
        const slice = querySearch(index, universe, ranking, { facets: {}, inStock: false }, 'popular', 0, 0);
        const t2 = performance.now();
        if (slice.total !== universe.length) throw new Error(`${q}: counted ${slice.total} of ${universe.length}`);
        universes.push(t1 - t0);
        counts.push(t2 - t1);
        totals.push(t2 - t0);
        const entry = perQuery.get(q) ?? { rows: universe.length, times: [] };
        entry.times.push(t2 - t0);
        perQuery.set(q, entry);
      }
    }
    // Broad queries beyond the relevance set: every product type alone, as a buyer types "болт".
    const bare: number[] = [];
    let largest = 0;
    for (let rep = 0; rep < options.repetitions; rep++) {
      for (const type of index.types) {
        const t0 = performance.now();
        const { universe, ranking } = await bestReading(deps, index, type.toLowerCase());
        querySearch(index, universe, ranking, { facets: {}, inStock: false }, 'popular', 0, 0);
        bare.push(performance.now() - t0);
        largest = Math.max(largest, universe.length);
      }
    }
    const slowest = [...perQuery]
      .map(([q, { rows, times }]) => ({ q, rows, ...stats(times) }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 6)
      .map(({ q, rows, p50, max }) => ({ q, rows, p50, max }));
    return {
      samples: totals.length,
      total: stats(totals),
      universe: stats(universes),
      count: stats(counts),
      bareTypes: { samples: bare.length, ...stats(bare), largest },
      slowest,
    };
  });
}
