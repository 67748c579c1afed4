import type pg from 'pg';
import { type Db, dedicatedClient, onPostgres } from '../../db/database.ts';
import { incrementVersion, parseVersionNotice, readVersions, type VersionKind, type VersionNumbers, versionsChannel } from './data-versions.repository.ts';

export type { VersionNumbers } from './data-versions.repository.ts';

/**
 * The store's data versions as this process knows them (`app.dataVersions`). `catalog` moves on every
 * catalogue write (categories, products, prices, stock), `content` on every write of settings, content blocks
 * (header, footer, home, registration), pages and redirects, `stock` on every order or cancel that moves
 * products' stock (catalog/stock-changes.ts: the listing index is patched in place rather than rebuilt).
 * Anything a process caches from those tables is valid while the version it was built under is current.
 *
 * - `current()` is synchronous and in memory: cheap enough to ask on every request.
 * - `onChange(listener)` calls the listener with the new versions whenever one moves; returns the unsubscribe.
 *
 * Kept fresh across processes and machines: on SQLite by reading the versions every 300 ms; on PostgreSQL by
 * LISTEN on `data_versions` (every bump notifies in its transaction, naming the version it moved) with a
 * reconnecting client, and a read every 5 s as a safety net. A bump made in this process outside a transaction is
 * current at once; one made in a transaction once it commits (at once on SQLite's single connection, by
 * notification on PostgreSQL).
 */
export interface DataVersions {
  current(): VersionNumbers;
  onChange(listener: (versions: VersionNumbers) => void): () => void;
}

const pollMs = { sqlite: 300, postgres: 5000 } as const;
const reconnectMs = 1000;
/** How the listening connection names itself to PostgreSQL (pg_stat_activity.application_name). */
export const listenerName = 'store data versions';

interface Watcher extends DataVersions {
  /** Learn a version this process has just written. */
  saw(kind: VersionKind, version: number): void;
  /** Read both versions again (after any read already running, so a commit before this call is seen). */
  refresh(): void;
  stop(): Promise<void>;
  users: number;
}

// One watcher per database per process, shared by every app on it; the bumps below reach it from any module.
const watchers = new Map<Db, Watcher>();

/** The data versions of `db` (started by the app on it). */
export function dataVersionsOf(db: Db): DataVersions {
  const watcher = watchers.get(db);
  if (!watcher) throw new Error('Data versions are not watched for this database: startDataVersions(db) first');
  return watcher;
}

/** The versions of `db` as this process knows them; null where nothing watches them (a script without the app). */
export function knownVersions(db: Db): VersionNumbers | null {
  return watchers.get(db)?.current() ?? null;
}

/** Starts watching `db`'s versions (or joins the watcher already running); `stop` when done. */
export async function startDataVersions(db: Db, onError: (error: unknown) => void): Promise<DataVersions & { stop(): Promise<void> }> {
  let watcher = watchers.get(db);
  if (!watcher) {
    watcher = await newWatcher(db, onError);
    // Another start may have won the race while the first read ran.
    const other = watchers.get(db);
    if (other) await watcher.stop();
    else watchers.set(db, watcher);
    watcher = other ?? watcher;
  }
  watcher.users++;
  const shared = watcher;
  let stopped = false;
  return {
    current: () => shared.current(),
    onChange: (listener) => shared.onChange(listener),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (--shared.users > 0) return;
      watchers.delete(db);
      await shared.stop();
    },
  };
}

/** Call after every catalogue write (in its transaction when there is one). */
export const bumpCatalogVersion = async (db: Db): Promise<void> => void (await bump(db, 'catalog'));
/** Call after every write of settings, content blocks, pages or redirects (in its transaction when there is one). */
export const bumpContentVersion = async (db: Db): Promise<void> => void (await bump(db, 'content'));
/** The stock version: only through catalog/stock-changes.ts, which logs the products it moved under the returned version. */
export const bumpStockVersion = (trx: Db): Promise<number> => bump(trx, 'stock');

async function bump(db: Db, kind: VersionKind): Promise<number> {
  const version = await incrementVersion(db, kind);
  if (!db.isTransaction) {
    watchers.get(db)?.saw(kind, version);
    return version;
  }
  // On PostgreSQL the commit's notification tells every watcher (a read now would run before the commit and
  // find nothing new). On SQLite which database a transaction belongs to is not known here: every watcher reads
  // again, which waits for the one connection, so it runs after the commit.
  if (onPostgres(db)) return version;
  for (const watcher of watchers.values()) watcher.refresh();
  return version;
}

async function newWatcher(db: Db, onError: (error: unknown) => void): Promise<Watcher> {
  let versions = await readVersions(db);
  const listeners = new Set<(versions: VersionNumbers) => void>();
  let stopped = false;

  function learn(next: VersionNumbers) {
    // Versions only grow: a read that started before a newer bump must not move them back.
    if (next.catalog <= versions.catalog && next.content <= versions.content && next.stock <= versions.stock) return;
    versions = {
      catalog: Math.max(next.catalog, versions.catalog),
      content: Math.max(next.content, versions.content),
      stock: Math.max(next.stock, versions.stock),
    };
    for (const listener of listeners) {
      try {
        listener(versions);
      } catch (error) {
        onError(error);
      }
    }
  }

  let reading: Promise<void> | null = null;
  let readAgain = false;
  function refresh() {
    if (stopped) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readVersions(db)
      .then(learn, (error: unknown) => {
        if (!stopped) onError(error);
      })
      .finally(() => {
        reading = null;
        if (readAgain) {
          readAgain = false;
          refresh();
        }
      });
  }

  const postgres = onPostgres(db);
  const poll = setInterval(refresh, postgres ? pollMs.postgres : pollMs.sqlite).unref();
  let listener: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;

  async function listen() {
    const client = dedicatedClient(db, listenerName)!;
    listener = client;
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (stopped) return;
      if (error) onError(error);
      reconnect = setTimeout(() => void listen(), reconnectMs).unref();
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('The data versions listener lost its connection')));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0]?.schema;
      client.on('notification', (message) => {
        if (message.channel !== versionsChannel || !message.payload) return;
        // The payload names the version it moved (under load one read per order in every process was a tenth of the
        // checkout's statements); a schema alone, from an older process, asks for a read.
        const notice = parseVersionNotice(message.payload);
        if (notice && notice.schema === schema) learn({ ...versions, [notice.kind]: notice.version });
        else if (message.payload === schema) refresh();
      });
      await client.query(`listen ${versionsChannel}`);
      // Whatever was bumped while no one listened.
      refresh();
    } catch (error) {
      drop(error);
    }
  }
  if (postgres) await listen();

  return {
    users: 0,
    current: () => versions,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    saw(kind, version) {
      learn({ ...versions, [kind]: version });
    },
    refresh,
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (reconnect) clearTimeout(reconnect);
      await listener?.end().catch(() => {});
      await reading;
    },
  };
}
