import { type Selectable, sql } from 'kysely';
import type { SearchResults } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type SearchMissKind = Database['search_misses']['kind'];

/**
 * Which kind of miss an answer is, worth counting: only the first page of a plain query (no facets, no
 * in-stock filter, not the strict reading a buyer asked for after a relaxed one); null for a hit.
 */
export function missOf(query: { q: string; page: number; strict?: string | undefined }, refined: boolean, answer: SearchResults): SearchMissKind | null {
  if (!query.q.trim() || query.page !== 1 || refined || query.strict !== undefined) return null;
  if (answer.relaxation) return 'relaxed';
  return answer.total === 0 ? 'nothing' : null;
}

/** Misses of one query and kind since the last write. */
interface PendingMiss {
  query: string;
  kind: SearchMissKind;
  count: number;
  first_at: string;
  last_at: string;
  relaxed: string;
}

/** Upserts the misses in one transaction: one statement per distinct query and kind, the count going up by its tally. */
export async function recordSearchMisses(db: Db, misses: readonly PendingMiss[]): Promise<void> {
  if (misses.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const miss of misses) {
      await trx
        .insertInto('search_misses')
        .values(miss)
        .onConflict((oc) =>
          oc.columns(['query', 'kind']).doUpdateSet({
            count: sql`search_misses.count + ${miss.count}`,
            last_at: miss.last_at,
            relaxed: miss.relaxed,
          }),
        )
        .execute();
    }
  });
}

export interface SearchMissCounter {
  /** Counts a miss in memory; written within `flushMs` (or at once past `maxPending` distinct queries). */
  note(query: string, kind: SearchMissKind, relaxed: string, now?: Date): void;
  /** Writes what was counted so far (the app calls it on close; tests to read the table). */
  flush(): Promise<void>;
}

const counters = new WeakMap<Db, SearchMissCounter>();

/**
 * The process's miss counter for a database: answers never wait for it, and a busy store writes one small
 * transaction every few seconds instead of a statement per request (SQLite writes block the event loop).
 */
export function searchMissCounterOf(db: Db, options: { flushMs?: number; maxPending?: number; onError?: (error: unknown) => void } = {}): SearchMissCounter {
  const existing = counters.get(db);
  if (existing) return existing;
  const { flushMs = 5000, maxPending = 1000, onError = () => {} } = options;
  let pending = new Map<string, PendingMiss>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    pending = new Map();
    writing = writing.then(() => recordSearchMisses(db, batch)).catch(onError);
    return writing;
  };
  const counter: SearchMissCounter = {
    note(query, kind, relaxed, now = new Date()) {
      const text = query.trim().replace(/\s+/g, ' ').slice(0, 300);
      const at = now.toISOString();
      const key = `${kind}\n${text}`;
      const miss = pending.get(key);
      if (miss) {
        miss.count++;
        miss.last_at = at;
        miss.relaxed = relaxed;
      } else {
        pending.set(key, { query: text, kind, count: 1, first_at: at, last_at: at, relaxed });
      }
      if (pending.size >= maxPending) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
  };
  counters.set(db, counter);
  return counter;
}

export type SearchMissRow = Omit<Selectable<Database['search_misses']>, 'first_at'>;

/** The most frequent misses of a kind (or both), most frequent first, then the latest. */
export async function topSearchMisses(db: Db, options: { kind?: SearchMissKind; limit: number }): Promise<SearchMissRow[]> {
  let query = db.selectFrom('search_misses').select(['query', 'kind', 'count', 'last_at', 'relaxed']);
  if (options.kind) query = query.where('kind', '=', options.kind);
  const rows = await query.orderBy('count', 'desc').orderBy('last_at', 'desc').orderBy('query').limit(options.limit).execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
