import type { Db } from '../../db/database.ts';
import { type RelevanceCase, relevanceSet } from './relevance-set.ts';
import { type SearchDeps, searchBar, searchProducts } from './search.service.ts';

export interface RelevanceScore {
  queries: number;
  /** Queries whose first suggestion (the header's autocomplete) has every expected attribute. */
  correctSuggestions: number;
  /** Queries whose first result on the results page has every expected attribute. */
  correctResults: number;
  /** Queries answered with nothing at all, even relaxed. */
  deadEnds: number;
  /** Why each wrong first result is wrong: "q: key is …, wanted … (name)". */
  misses: string[];
}

const columns = ['id', 'name', 'type_name', 'standard', 'diameter', 'length', 'pitch', 'strength_class', 'material', 'coating'] as const;

async function wrongAttributes(db: Db, id: number, first: RelevanceCase['first']): Promise<string[]> {
  const row = await db.selectFrom('products').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  return Object.entries(first).flatMap(([key, wanted]) => {
    const actual = row[key as keyof typeof row];
    const ok = Array.isArray(wanted) ? (wanted as unknown[]).includes(actual) : actual === wanted;
    return ok ? [] : [`${key} is ${String(actual)}, wanted ${String(wanted)} (${row.name})`];
  });
}

/**
 * Runs the relevance set through the service as a buyer would meet it (the first suggestion and the
 * results page's first product) and scores it: search.test.ts asserts it on both databases, and
 * `npm run bench -- relevance` prints it for a bench store.
 */
export async function scoreRelevance(deps: SearchDeps, set: readonly RelevanceCase[] = relevanceSet): Promise<RelevanceScore> {
  const score: RelevanceScore = { queries: set.length, correctSuggestions: 0, correctResults: 0, deadEnds: 0, misses: [] };
  for (const { q, first } of set) {
    const results = await searchProducts(deps, { q, page: 1, page_size: 3, sort: 'popular' });
    const top = results.items[0];
    if (!top) {
      score.deadEnds++;
      score.misses.push(`${q}: nothing found`);
    } else {
      const wrong = await wrongAttributes(deps.db, top.id, first);
      if (wrong.length === 0) score.correctResults++;
      else score.misses.push(...wrong.map((why) => `${q}: ${why}`));
    }
    const suggestion = (await searchBar(deps, q)).items[0];
    if (suggestion && (await wrongAttributes(deps.db, suggestion.id, first)).length === 0) score.correctSuggestions++;
  }
  return score;
}

/** "relevance: 212 queries, first suggestion right 212 (100.0 %), first result right 212, dead ends 0". */
export const relevanceLine = (score: RelevanceScore) =>
  `relevance: ${score.queries} queries, first suggestion right ${score.correctSuggestions} (${((100 * score.correctSuggestions) / score.queries).toFixed(1)} %), ` +
  `first result right ${score.correctResults}, dead ends ${score.deadEnds}`;
