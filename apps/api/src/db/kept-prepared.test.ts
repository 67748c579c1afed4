import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { keptPrepared } from './database.ts';

describe('statements kept prepared (keptPrepared)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const sessionsNamed = (id: string, marked: boolean) => {
    const query = t.db.selectFrom('sessions').select(['id', 'user_id']).where('id', '=', id);
    return marked ? query.modifyEnd(keptPrepared) : query;
  };

  it('answers as the unmarked statement does', async () => {
    expect(await sessionsNamed('none', true).execute()).toEqual(await sessionsNamed('none', false).execute());
  });

  it('runs as a named statement on PostgreSQL, once prepared per connection, and the unmarked ones do not', async () => {
    // SQLite keeps every statement prepared (NodeSqliteDialect): nothing differs there.
    if (t.dialect !== 'postgres') return;
    await t.db.connection().execute(async (connection) => {
      for (const id of ['a', 'b', 'c']) {
        await connection.selectFrom('sessions').select(['id', 'user_id']).where('id', '=', id).modifyEnd(keptPrepared).execute();
        await connection.selectFrom('sessions').select(['id', 'created_at']).where('id', '=', id).execute();
      }
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      const sessionReads = rows.filter((row) => row.statement.includes('"sessions"'));
      expect(sessionReads).toHaveLength(1);
      expect(sessionReads[0]!.statement).toContain('"user_id"');
    });
  });
});
