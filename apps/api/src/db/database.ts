import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect, sql, type Transaction } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { NodeSqliteDialect, writeLockTimeoutMs } from './sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** A transaction: what a function that writes several rows takes, so its writes commit or roll back with its caller's. */
export type Trx = Transaction<Database>;
export type DialectName = 'sqlite' | 'postgres';

/** Whether `db` runs on PostgreSQL: where rows are locked and versions notified (SQLite has one writer, and no LISTEN). */
export function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise an SQLite file (or ':memory:'). */
  url?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string;
}

// bigint (int8) comes back as text by default; our amounts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** The comment that ends a statement PostgreSQL keeps prepared (see `keptPrepared`). */
const preparedMark = '/* kept prepared */';

/**
 * Ends a query PostgreSQL keeps prepared on each connection (`query.modifyEnd(keptPrepared)`): planned once,
 * its generic plan used from the sixth run, which halves PostgreSQL's CPU for a short indexed statement (the
 * basket's lines: 380 → 195 µs; a session: 120 → 53 µs). Only for statements that look rows up by a key, whose
 * one plan is right for every value; a range or a skewed column can get a bad generic plan. On SQLite a
 * comment (its statements stay prepared anyway: NodeSqliteDialect).
 */
export const keptPrepared = sql.raw(preparedMark);

/** Named statements by SQL text: one name per text in the process, as node-postgres requires. */
const statementNames = new Map<string, string>();

/** Runs the marked statements of a pool's connections as named (prepared) statements. */
function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !text.endsWith(preparedMark)) return query(...args);
    let name = statementNames.get(text);
    if (!name) statementNames.set(text, (name = `kept_${statementNames.size + 1}`));
    return query({ name, text, values });
  }) as typeof client.query;
}

const dedicatedClients = new WeakMap<Db, (name: string) => pg.Client>();

/**
 * A new PostgreSQL connection outside the pool, with the pool's settings (schema included), for what must
 * hold one connection for good (LISTEN), named `name` in pg_stat_activity; null on SQLite. The caller connects and ends it.
 */
export function dedicatedClient(db: Db, name: string): pg.Client | null {
  return dedicatedClients.get(db)?.(name) ?? null;
}

export function openDatabase(options: DatabaseOptions): { db: Db; dialect: DialectName } {
  if (options.url) {
    const connection = { connectionString: options.url, ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}) };
    const pool = new pg.Pool({ ...connection, max: 20 });
    pool.on('connect', prepareMarkedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dedicatedClients.set(db, (name) => new pg.Client({ ...connection, application_name: name }));
    return { db, dialect: 'postgres' };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  database.exec(
    `PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${writeLockTimeoutMs}; PRAGMA cache_size = -65536;`,
  );
  return { db: new Kysely<Database>({ dialect: new NodeSqliteDialect(database) }), dialect: 'sqlite' };
}

/**
 * `schema`: the PostgreSQL schema the database was opened in. Kysely then looks for its own bookkeeping
 * tables there only; otherwise a migration table in any other schema (parallel test runs) counts as ours.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
