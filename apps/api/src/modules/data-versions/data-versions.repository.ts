import { sql } from 'kysely';
import { type Db, onPostgres } from '../../db/database.ts';

export interface VersionNumbers {
  catalog: number;
  content: number;
  stock: number;
}

export type VersionKind = keyof VersionNumbers;

/**
 * The PostgreSQL channel every bump notifies. The payload is the bumping schema (tests share one database), the
 * version's kind and its new number: `public stock 42`, so a listener learns it without reading.
 */
export const versionsChannel = 'data_versions';

/** A notification's payload read back: null when it is not one (an older process's payload is the schema alone). */
export function parseVersionNotice(payload: string): { schema: string; kind: VersionKind; version: number } | null {
  const match = /^(.+) (catalog|content|stock) (\d+)$/.exec(payload);
  return match ? { schema: match[1]!, kind: match[2] as VersionKind, version: Number(match[3]) } : null;
}

const tables = { catalog: 'catalog_state', content: 'content_state', stock: 'stock_state' } as const;

/** Every version in one cheap query (one row each). */
export async function readVersions(db: Db): Promise<VersionNumbers> {
  const row = await db
    .selectFrom('catalog_state')
    .innerJoin('content_state', (join) => join.on('content_state.id', '=', 1))
    .innerJoin('stock_state', (join) => join.on('stock_state.id', '=', 1))
    .select(['catalog_state.version as catalog', 'content_state.version as content', 'stock_state.version as stock'])
    .where('catalog_state.id', '=', 1)
    .executeTakeFirst();
  return row ?? { catalog: 0, content: 0, stock: 0 };
}

/**
 * Moves one version on and returns it. On PostgreSQL it also notifies the other processes, in the same statement
 * (a version row that orders lock until commit is held one round trip less) and the same transaction as the
 * caller's writes: a notification is delivered only if, and when, they commit.
 */
export async function incrementVersion(db: Db, kind: VersionKind): Promise<number> {
  const bump = db.updateTable(tables[kind]).set({ version: sql`version + 1` }).where('id', '=', 1);
  if (onPostgres(db)) {
    const notice = sql`pg_notify(${versionsChannel}, current_schema() || ${` ${kind} `} || version)`;
    const notified = await bump.returning(['version', notice.as('notified')]).executeTakeFirstOrThrow();
    return notified.version;
  }
  return (await bump.returning('version').executeTakeFirstOrThrow()).version;
}
