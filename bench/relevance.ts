import { type RelevanceScore, scoreRelevance } from '../apps/api/src/modules/search/relevance-score.ts';
import { withSearchStore } from './search-store.ts';

/**
 * Issue 14's relevance figure on a bench store (seeded by an earlier server run of the same size and
 * dialect): the relevance set through the search service in process, scored as search.test.ts scores it.
 */
export function relevanceOf(options: { skus: number; dialect: 'sqlite' | 'postgres' }): Promise<RelevanceScore> {
  return withSearchStore(options, (deps) => scoreRelevance(deps));
}
