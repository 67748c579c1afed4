import { sql } from 'kysely';
import type { SearchResults } from '@store/contracts';
import type { Db } from '../../db/database.ts';

export type SearchMissKind = 'nothing' | 'relaxed';

/**
 * Which kind of miss an answer is, worth counting: only the first page of a plain query (no facets, no
 * in-stock filter, not the strict reading a buyer asked for after a relaxed one); null for a hit.
 */
export function missOf(query: { q: string; page: number; strict?: string | undefined }, refined: boolean, answer: SearchResults): SearchMissKind | null {
  if (!query.q.trim() || query.page !== 1 || refined || query.strict !== undefined) return null;
  if (answer.relaxation) return 'relaxed';
  return answer.total === 0 ? 'nothing' : null;
}

/** One upsert per miss: the count goes up, the last time and what was relaxed are replaced. */
export async function recordSearchMiss(db: Db, query: string, kind: SearchMissKind, relaxed: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('search_misses')
    .values({ query: query.trim().replace(/\s+/g, ' ').slice(0, 300), kind, count: 1, first_at: at, last_at: at, relaxed })
    .onConflict((oc) =>
      oc.columns(['query', 'kind']).doUpdateSet({ count: sql`search_misses.count + 1`, last_at: at, relaxed: (eb) => eb.ref('excluded.relaxed') }),
    )
    .execute();
}

export interface SearchMissRow {
  query: string;
  kind: SearchMissKind;
  count: number;
  last_at: string;
  relaxed: string;
}

/** The most frequent misses of a kind (or both), most frequent first, then the latest. */
export async function topSearchMisses(db: Db, options: { kind?: SearchMissKind; limit: number }): Promise<SearchMissRow[]> {
  let query = db.selectFrom('search_misses').select(['query', 'kind', 'count', 'last_at', 'relaxed']);
  if (options.kind) query = query.where('kind', '=', options.kind);
  const rows = await query.orderBy('count', 'desc').orderBy('last_at', 'desc').orderBy('query').limit(options.limit).execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
