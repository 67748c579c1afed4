import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('SQLite shared by several processes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-db-'));
  const file = path.join(dir, 'store.db');
  const one = openDatabase({ sqliteFile: file }).db;
  const other = openDatabase({ sqliteFile: file }).db;
  afterAll(async () => {
    await one.destroy();
    await other.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction holds the write lock from its start, so its writes after reads never meet another process’s commit', async () => {
    await sql`create table counters (id integer primary key, value integer not null)`.execute(one);
    await sql`insert into counters values (1, 0)`.execute(one);
    await sql`pragma busy_timeout = 50`.execute(other);
    let otherWrite: unknown = null;
    await one.transaction().execute(async (trx) => {
      await sql`select value from counters where id = 1`.execute(trx);
      // Another process writes meanwhile: it waits for the lock (here it gives up after 50 ms)…
      otherWrite = await sql`update counters set value = 100 where id = 1`.execute(other).then(
        () => 'written',
        (error: Error) => error.message,
      );
      // …and this transaction's write goes through, where a deferred one would fail ('database is locked').
      await sql`update counters set value = value + 1 where id = 1`.execute(trx);
    });
    expect(otherWrite).toBe('database is locked');
    const { rows } = await sql<{ value: number }>`select value from counters where id = 1`.execute(one);
    expect(rows).toEqual([{ value: 1 }]);
  });
});
