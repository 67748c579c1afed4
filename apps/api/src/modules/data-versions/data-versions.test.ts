import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp, testDialect, testPostgresUrl } from '../../testing/test-app.ts';
import { recordStockChanges } from '../catalog/stock-changes.ts';
import { saveBlock } from '../content/content.repository.ts';
import { getSettings, saveSettings } from '../settings/settings.repository.ts';
import { bumpCatalogVersion, bumpContentVersion, listenerName } from './data-versions.ts';
import { versionsChannel } from './data-versions.repository.ts';

// Two apps on one database stand for two processes (or machines): each has its own connections and its own view.
describe('data versions shared by every process', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ skus: 300, onDisk: true });
    second = await first.anotherApp();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const poll = <T>(read: () => T) => expect.poll(read, { timeout: 30_000 });

  it('knows a bump made in this process at once, and tells its listeners', async () => {
    const before = first.app.dataVersions.current();
    const seen: number[] = [];
    const unsubscribe = first.app.dataVersions.onChange((versions) => seen.push(versions.content));
    await bumpContentVersion(first.db);
    expect(first.app.dataVersions.current()).toEqual({ ...before, content: before.content + 1 });
    expect(seen).toEqual([before.content + 1]);
    unsubscribe();
    await bumpCatalogVersion(first.db);
    expect(first.app.dataVersions.current().catalog).toBe(before.catalog + 1);
    expect(seen).toEqual([before.content + 1]);
  });

  it('sees a bump made by another process', async () => {
    await bumpCatalogVersion(first.db);
    await poll(() => second.app.dataVersions.current().catalog).toBe(first.app.dataVersions.current().catalog);
    await bumpContentVersion(first.db);
    await poll(() => second.app.dataVersions.current()).toEqual(first.app.dataVersions.current());
  });

  it('sees a bump made in a transaction once it commits, in this process and the other', async () => {
    const before = first.app.dataVersions.current().catalog;
    await first.db.transaction().execute(async (trx) => {
      await bumpCatalogVersion(trx);
      // Not committed yet: no process may build its caches from it.
      expect(first.app.dataVersions.current().catalog).toBe(before);
    });
    await poll(() => first.app.dataVersions.current().catalog).toBe(before + 1);
    await poll(() => second.app.dataVersions.current().catalog).toBe(before + 1);
  });

  it('sees an order’s stock change in this process and the other, once it commits', async () => {
    const before = first.app.dataVersions.current().stock;
    const product = (await first.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await first.db.transaction().execute((trx) => recordStockChanges(trx, [product]));
    await poll(() => first.app.dataVersions.current().stock).toBe(before + 1);
    await poll(() => second.app.dataVersions.current().stock).toBe(before + 1);
  });

  it('moves the content version on every write of settings and content blocks', async () => {
    const start = first.app.dataVersions.current().content;
    await saveSettings(first.db, await getSettings(first.db));
    expect(first.app.dataVersions.current().content).toBe(start + 1);
    const header = body(await first.app.inject({ url: '/api/Content/getHeader/' })).result;
    await saveBlock(first.db, 'header', header);
    expect(first.app.dataVersions.current().content).toBe(start + 2);
    await poll(() => second.app.dataVersions.current().content).toBe(start + 2);
  });

  it('answers listings in another process from the changed catalogue', async () => {
    const listing = async (app: TestApp) => body(await app.app.inject({ url: '/api/Catalog/getSection/?path=&sort=price_asc&page_size=1' })).result;
    const cheapest = (await listing(second)).items[0];
    const other = (await first.db.selectFrom('products').select('id').where('id', '!=', cheapest.id).orderBy('id').executeTakeFirstOrThrow()).id;
    await first.db.updateTable('products').set({ price: 1, discount_price: null }).where('id', '=', other).execute();
    await bumpCatalogVersion(first.db);
    await poll(async () => (await listing(second)).items[0].id).toBe(other);
  });

  // PostgreSQL only: SQLite has no connection to lose.
  if (testDialect === 'postgres')
    it('listens again when its connection drops', async () => {
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      try {
        const listeners = async () =>
          (
            await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and query ilike $2', [listenerName, 'listen%'])
          ).rows.map((row) => row.pid);
        const before = await listeners();
        expect(before.length).toBeGreaterThan(0);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [listenerName]);
        await poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length).toBe(before.length);
      } finally {
        await admin.end();
      }
    });

  // Last: it leaves both apps knowing a version the database does not hold.
  if (testDialect === 'postgres')
    it('learns the version a notification names without reading the versions', async () => {
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db)).rows[0]!.schema;
      const named = first.app.dataVersions.current().content + 1000;
      // Only the notification says 1000 more: a read of the versions would find the database's own number.
      await sql`select pg_notify(${versionsChannel}, ${`${schema} content ${named}`})`.execute(first.db);
      await poll(() => second.app.dataVersions.current().content).toBe(named);
      await poll(() => first.app.dataVersions.current().content).toBe(named);
    });
});
