import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

interface Tables {
  notes: { id: Generated<number>; text: string };
}

/** Two connections to one file stand for two server processes; `other` holds the write lock by hand. */
describe('SQLite transactions wait for another process’s write lock on the event loop', () => {
  let dir: string;
  let other: DatabaseSync;
  let db: Kysely<Tables>;

  const open = (lockTimeoutMs?: number) => {
    const database = new DatabaseSync(path.join(dir, 'store.db'));
    database.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
    return new Kysely<Tables>({ dialect: new NodeSqliteDialect(database, lockTimeoutMs === undefined ? {} : { lockTimeoutMs }) });
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-dialect-'));
    other = new DatabaseSync(path.join(dir, 'store.db'));
    other.exec("PRAGMA journal_mode = WAL; CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL); INSERT INTO notes (text) VALUES ('first');");
    db = open();
  });
  afterEach(async () => {
    await db.destroy();
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the event loop free while it waits, then commits after the other writer', async () => {
    other.exec("BEGIN IMMEDIATE; INSERT INTO notes (text) VALUES ('other');");
    const events: string[] = [];
    const write = db.transaction().execute(async (trx) => {
      events.push('transaction began');
      const { count } = await trx.selectFrom('notes').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
      await trx
        .insertInto('notes')
        .values({ text: `after ${count}` })
        .execute();
    });
    // SQLite's own busy handler would sleep here, timers and all, until its timeout.
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push('other commits');
    other.exec('COMMIT');
    await write;
    expect(events).toEqual(['other commits', 'transaction began']);
    const texts = await db.selectFrom('notes').select('text').orderBy('id').execute();
    expect(texts.map((note) => note.text)).toEqual(['first', 'other', 'after 2']);
  });

  it('waits the same way with a single write outside a transaction, which then commits on its own', async () => {
    other.exec("BEGIN IMMEDIATE; INSERT INTO notes (text) VALUES ('other');");
    const events: string[] = [];
    const write = db
      .updateTable('notes')
      .set({ text: 'first, edited' })
      .where('id', '=', 1)
      .execute()
      .then(() => events.push('update done'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push('other commits');
    other.exec('COMMIT');
    await write;
    expect(events).toEqual(['other commits', 'update done']);
    // Committed: the other connection reads it, and a transaction after it starts afresh.
    expect(
      other
        .prepare('SELECT text FROM notes ORDER BY id')
        .all()
        .map((row) => row.text),
    ).toEqual(['first, edited', 'other']);
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'later' }).execute());
    expect(other.prepare('SELECT count(*) AS n FROM notes').get()?.n).toBe(3);
  });

  it('fails clearly, writing nothing, when the other writer holds the lock past the timeout', async () => {
    const impatient = open(50);
    other.exec("BEGIN IMMEDIATE; INSERT INTO notes (text) VALUES ('other');");
    await expect(impatient.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'mine' }).execute())).rejects.toThrow(/database is locked/);
    other.exec('ROLLBACK');
    // The connection is usable again and nothing of the failed transaction was written.
    expect((await impatient.selectFrom('notes').select('text').execute()).map((note) => note.text)).toEqual(['first']);
    await impatient.destroy();
  });

  it('rolls back a failed transaction and keeps statements prepared across calls', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'rolled back' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    for (const text of ['a', 'b']) await db.insertInto('notes').values({ text }).execute();
    expect((await db.selectFrom('notes').select('text').orderBy('id').execute()).map((note) => note.text)).toEqual(['first', 'a', 'b']);
  });
});
