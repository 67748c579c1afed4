import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password.ts';
import { insertUser } from '../modules/user/user.repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hasCatalogue } from './catalog/wipe.ts';
import { isSeeded, seedDatabase } from './seed.ts';
import { demoLogins } from './users.ts';

describe('seedDatabase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('leaves the database empty and unmarked when seeding fails at its last step, so the next start seeds again', async () => {
    // A demo login taken in advance makes the demo users, written after everything else, fail.
    await insertUser(
      t.db,
      {
        fid: 'taken-first',
        userType: 'individual',
        fio: 'Занят Заранее',
        email: demoLogins.employee,
        phone: '89990000000',
        passwordHash: await hashPassword('secret-42'),
        managerId: null,
        organizationId: null,
        isMainManager: false,
      },
      new Date().toISOString(),
    );
    await expect(seedDatabase(t.db, { skus: 200, quiet: true })).rejects.toThrow();
    expect(await isSeeded(t.db)).toBe(false);
    expect(await hasCatalogue(t.db)).toBe(false);

    await t.db.deleteFrom('users').where('fid', '=', 'taken-first').execute();
    await seedDatabase(t.db, { skus: 200, quiet: true });
    expect(await isSeeded(t.db)).toBe(true);
    expect(
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ count: 200 });
  });
});
