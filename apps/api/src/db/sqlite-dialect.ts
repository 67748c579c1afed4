import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { setImmediate, setTimeout } from 'node:timers/promises';
import {
  type CompiledQuery,
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
 * - a write waits for another process's write lock on the event loop, a transaction's and a single statement's
 *   alike. With SQLite's busy handler the wait is a sleep inside SQLite (1, 2, 5, 10 … ms) that stops the whole
 *   process: under a write load with one process per core, a fifth of each process's time went to it, and every
 *   request in flight waited with it. Here the process goes on with the work of its other requests that needs no
 *   database meanwhile (a version that also lent the connection to reads between attempts was slower:
 *   bench/RESULTS.md). A single insert, update or delete outside a transaction is tried again the same way.
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
  readonly #connection: NodeSqliteConnection;

  constructor(database: DatabaseSync, lockTimeoutMs: number) {
    this.#database = database;
    this.#connection = new NodeSqliteConnection(database, lockTimeoutMs);
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
    await this.#connection.beginImmediate();
  }

  async commitTransaction(): Promise<void> {
    this.#connection.end('commit');
  }

  async rollbackTransaction(): Promise<void> {
    this.#connection.end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

/** The statements that write (Kysely's query kinds): outside a transaction each waits for the write lock as one does. */
const writeKinds = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  readonly #lockTimeoutMs: number;
  readonly #statements = new LRUCache<string, StatementSync>({ max: 1000 });
  #inTransaction = false;

  constructor(database: DatabaseSync, lockTimeoutMs: number) {
    this.#database = database;
    this.#lockTimeoutMs = lockTimeoutMs;
  }

  #prepared(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) this.#statements.set(sql, (statement = this.#database.prepare(sql)));
    return statement;
  }

  /** BEGIN IMMEDIATE, waiting on the event loop while another process holds the write lock. */
  async beginImmediate(): Promise<void> {
    await this.#withoutBusyHandler(() => this.#prepared('begin immediate').run());
    this.#inTransaction = true;
  }

  end(how: 'commit' | 'rollback'): void {
    this.#inTransaction = false;
    this.#prepared(how).run();
  }

  /**
   * Runs `step` (one statement that takes the write lock) without SQLite's sleeping busy handler: while another
   * process holds the lock, again after this turn's I/O, then every millisecond (the lock is usually held for a
   * fraction of a millisecond), up to the timeout. A statement refused as busy has done nothing.
   */
  async #withoutBusyHandler<T>(step: () => T): Promise<T> {
    const deadline = Date.now() + this.#lockTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      const done = this.#tryOnce(step);
      if (done) return done.value;
      if (Date.now() > deadline) throw new Error('database is locked: another process held the write lock too long');
      await (attempt < 3 ? setImmediate() : setTimeout(1));
    }
  }

  /** `step` with busy_timeout 0: null when another process holds the write lock (SQLITE_BUSY or one of its kinds). */
  #tryOnce<T>(step: () => T): { value: T } | null {
    // Not a kept statement: SQLite applies busy_timeout when the pragma is prepared, not each time it runs.
    this.#database.exec('PRAGMA busy_timeout = 0');
    try {
      return { value: step() };
    } catch (error) {
      if ((((error as { errcode?: number }).errcode ?? 0) & 0xff) === sqliteBusy) return null;
      throw error;
    } finally {
      this.#database.exec(`PRAGMA busy_timeout = ${writeLockTimeoutMs}`);
    }
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction || !writeKinds.has(compiledQuery.query.kind)) return this.#run(compiledQuery);
    return this.#withoutBusyHandler(() => this.#run<R>(compiledQuery));
  }

  #run<R>(compiledQuery: CompiledQuery): QueryResult<R> {
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
