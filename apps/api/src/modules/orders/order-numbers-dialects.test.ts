import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { newOrderKey } from './order-numbers.ts';

// Needs both databases: vitest.config.ts runs it once, in the SQLite project, when PostgreSQL is reachable.
describe('order numbers on SQLite and PostgreSQL (decision 0008)', () => {
  let sqlite: TestApp;
  let postgres: TestApp;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestApp({ seed: false, dialect: 'sqlite' }), createTestApp({ seed: false, dialect: 'postgres' })]);
  });
  afterAll(() => Promise.all([sqlite?.close(), postgres?.close()]));

  it('SQLite counts each year from 1 without gaps', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await newOrderKey(sqlite.db, 2031)).number);
    expect(numbers).toEqual(['2031-000001', '2031-000002', '2031-000003']);
  });

  it('PostgreSQL gives the id with the number, and an order holding its number until commit does not hold up the next one’s', async () => {
    await postgres.db.transaction().execute(async (first) => {
      const held = await newOrderKey(first, 2031);
      expect(held.number).toBe(`2031-${String(held.id).padStart(6, '0')}`);
      // With a counter row locked until `first` commits, this would wait: the lock timeout turns that wait into a failure.
      const next = await postgres.db.transaction().execute(async (second) => {
        await sql`set local lock_timeout = '2s'`.execute(second);
        return newOrderKey(second, 2031);
      });
      expect(next.id).toBeGreaterThan(held.id!);
      expect(next.number > held.number).toBe(true);
    });
  });
});
