import { StatementSync } from 'node:sqlite';
import pg from 'pg';
import { vi } from 'vitest';
import type { DialectName } from '../db/database.ts';

/**
 * The statements `action` sends to the database: node:sqlite's runs, or node-postgres's messages that end one
 * (a simple query, or the sync after an extended one's parse, bind and execute). Each is a round trip on
 * PostgreSQL and costs the server's CPU as much as the database's (bench/RESULTS.md).
 */
export async function statementsOf(dialect: DialectName, action: () => Promise<unknown>): Promise<number> {
  const spies =
    dialect === 'postgres'
      ? [vi.spyOn(pg.Connection.prototype, 'query'), vi.spyOn(pg.Connection.prototype, 'sync')]
      : (['all', 'get', 'run', 'iterate'] as const).map((method) => vi.spyOn(StatementSync.prototype, method));
  try {
    await action();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
