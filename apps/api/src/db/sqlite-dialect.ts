import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { setImmediate, setTimeout } from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { LRUCache } from 'lru-cache';

/** How long a transaction waits for another process's write lock before it fails, as busy_timeout does for single statements. */
export const writeLockTimeoutMs = 5000;

/** SQLite's primary result code for a lock another connection holds. */
const sqliteBusy = 5;

/**
 * Kysely on node:sqlite. Two things the stock driver (kysely-sqlite) does not do:
 * - statements stay prepared: preparing costs about as much as running, and the app asks the same few hundred
 *   statements all day (a node:sqlite statement can run again once finished, and nothing here streams);
 * - a transaction waits for another process's write lock on the event loop. With SQLite's busy handler the wait
 *   is a sleep inside SQLite (1, 2, 5, 10 … ms) that stops the whole process: under a write load with one process
 *   per core, a fifth of each process's time went to it, and every request in flight waited with it. Here the
 *   process goes on with the work of its other requests that needs no database meanwhile (a version that also
 *   lent the connection to reads between attempts was slower: bench/RESULTS.md).
 */
export class NodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;
  readonly #lockTimeoutMs: number;

  constructor(database: DatabaseSync, { lockTimeoutMs = writeLockTimeoutMs } = {}) {
    this.#database = database;
    this.#lockTimeoutMs = lockTimeoutMs;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#database, this.#lockTimeoutMs);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/**
 * One connection per process. Kysely lends it to one query or transaction at a time (a single-connection
 * dialect), so a transaction waiting for the write lock holds this process's queries back, not its event loop.
 */
class NodeSqliteDriver implements Driver {
  readonly #database: DatabaseSync;
  readonly #lockTimeoutMs: number;
  readonly #connection: NodeSqliteConnection;

  constructor(database: DatabaseSync, lockTimeoutMs: number) {
    this.#database = database;
    this.#lockTimeoutMs = lockTimeoutMs;
    this.#connection = new NodeSqliteConnection(database);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }

  /**
   * Takes the write lock when the transaction begins, never later: upgrading a read snapshot another process has
   * written past fails at once (SQLITE_BUSY_SNAPSHOT) whatever the timeout.
   */
  async beginTransaction(): Promise<void> {
    const deadline = Date.now() + this.#lockTimeoutMs;
    for (let attempt = 0; !this.#connection.tryBeginImmediate(); attempt++) {
      if (Date.now() > deadline) throw new Error('database is locked: another process held the write lock too long');
      // The lock is usually held for a fraction of a millisecond: look again after this turn's I/O, then every millisecond.
      await (attempt < 3 ? setImmediate() : setTimeout(1));
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  readonly #statements = new LRUCache<string, StatementSync>({ max: 1000 });

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  #prepared(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) this.#statements.set(sql, (statement = this.#database.prepare(sql)));
    return statement;
  }

  /** BEGIN IMMEDIATE without SQLite's sleeping busy handler: false when another process holds the write lock. */
  tryBeginImmediate(): boolean {
    // Not a kept statement: SQLite applies busy_timeout when the pragma is prepared, not each time it runs.
    this.#database.exec('PRAGMA busy_timeout = 0');
    try {
      this.#prepared('begin immediate').run();
      return true;
    } catch (error) {
      if ((error as { errcode?: number }).errcode === sqliteBusy) return false;
      throw error;
    } finally {
      this.#database.exec(`PRAGMA busy_timeout = ${writeLockTimeoutMs}`);
    }
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepared(compiledQuery.sql);
    const parameters = compiledQuery.parameters as never[];
    if (statement.columns().length > 0) return { rows: statement.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  // biome-ignore lint/correctness/useYield: nothing here streams (see NodeSqliteDialect)
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here');
  }
}
