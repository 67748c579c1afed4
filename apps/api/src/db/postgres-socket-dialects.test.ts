import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testPostgresUrl } from '../testing/test-app.ts';
import { openDatabase } from './database.ts';

// The README's DATABASE_URL for PostgreSQL on the same machine: the socket's folder as `host`. Runs once, where
// PostgreSQL is (a *-dialects test); this machine's PostgreSQL keeps its socket in Debian's folder.
const socketFolder = process.env.TEST_PG_SOCKET_DIR ?? '/var/run/postgresql';
const { username, pathname } = new URL(testPostgresUrl);
const socketUrl = `postgres://${username}@${pathname}?host=${socketFolder}`;

const config = loadConfig({ DATABASE_URL: socketUrl, SEED: '0' });
const { db, dialect } = openDatabase({ url: config.DATABASE_URL, sqliteFile: '/nonexistent/store.db' });
afterAll(() => db.destroy());

it('the store reaches PostgreSQL through its Unix socket with the README’s DATABASE_URL', async () => {
  expect(dialect).toBe('postgres');
  // A connection over TCP has a server address; one over the socket has none.
  const { rows } = await sql<{ address: string | null; one: number }>`select inet_server_addr() as address, 1 as one`.execute(db);
  expect(rows).toEqual([{ address: null, one: 1 }]);
});
