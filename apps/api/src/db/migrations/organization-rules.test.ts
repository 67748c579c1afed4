import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../database.ts';
import { migrations } from './index.ts';

describe('migration 0027-organization-rules', () => {
  let db: Db | undefined;
  afterEach(() => db?.destroy());

  /** A store migrated up to the migration before. */
  async function storeBefore(): Promise<Db> {
    const store = openDatabase({ sqliteFile: ':memory:' }).db;
    db = store;
    const migrator = new Migrator({ db: store, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0026-promocode-use-orders')).error).toBeUndefined();
    return store;
  }

  const rulesPage = (store: Db) => store.selectFrom('pages').select(['title', 'body_md']).where('slug', '=', 'organization-rules').executeTakeFirst();

  it('gives a store the rules the new-organisation form links to', async () => {
    const store = await storeBefore();
    await migrateToLatest(store);
    const page = await rulesPage(store);
    expect(page?.title).toBe('Правила работы с организациями');
    expect(page?.body_md).toContain('## Реквизиты');
  });

  it('leaves a page the store already has at that address as it was', async () => {
    const store = await storeBefore();
    await store.insertInto('pages').values({ slug: 'organization-rules', title: 'Наши правила', description: '', body_md: 'Свои слова' }).execute();
    await migrateToLatest(store);
    expect(await rulesPage(store)).toEqual({ title: 'Наши правила', body_md: 'Свои слова' });
  });

  it('takes back on the way down only the page it wrote, not one the operator edited', async () => {
    const store = await storeBefore();
    const migrator = new Migrator({ db: store, provider: { getMigrations: async () => migrations } });
    await migrateToLatest(store);
    expect((await migrator.migrateTo('0026-promocode-use-orders')).error).toBeUndefined();
    expect(await rulesPage(store)).toBeUndefined();

    await migrateToLatest(store);
    await store.updateTable('pages').set({ body_md: 'Слова оператора' }).where('slug', '=', 'organization-rules').execute();
    expect((await migrator.migrateTo('0026-promocode-use-orders')).error).toBeUndefined();
    expect((await rulesPage(store))?.body_md).toBe('Слова оператора');
  });
});
