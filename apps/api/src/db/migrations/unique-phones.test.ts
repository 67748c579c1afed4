import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../database.ts';
import { migrations } from './index.ts';

describe('migration 0025-unique-phones', () => {
  let db: Db | undefined;
  afterEach(() => db?.destroy());

  const addUser = (store: Db, key: string, phone: string) =>
    store
      .insertInto('users')
      .values({ fid: key, user_type: 'individual', fio: 'Тестов Тест', email: `${key}@example.ru`, phone, password_hash: '', created_at: '', updated_at: '' })
      .execute();

  /** A store migrated up to the migration before, with a user of each of `phones`. */
  async function storeWithUsers(phones: string[]): Promise<Db> {
    const store = openDatabase({ sqliteFile: ':memory:' }).db;
    db = store;
    const migrator = new Migrator({ db: store, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0024-employee-invitations')).error).toBeUndefined();
    for (const [index, phone] of phones.entries()) await addUser(store, `u${index}`, phone);
    return store;
  }

  it('stops a store whose users share a phone, naming it, and leaves the phones as they were', async () => {
    const store = await storeWithUsers(['89120000001', '89120000001']);
    await expect(migrateToLatest(store)).rejects.toThrow('Users share a phone (89120000001): give each account its own phone, then start again');
    await addUser(store, 'u3', '89120000001');
  });

  it('makes a phone open one account', async () => {
    const store = await storeWithUsers(['89120000001', '89120000002']);
    await migrateToLatest(store);
    await expect(addUser(store, 'u3', '89120000002')).rejects.toThrow(/UNIQUE constraint failed: users\.phone/);
  });
});
