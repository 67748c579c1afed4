import { StatementSync } from 'node:sqlite';
import pg from 'pg';
import { vi } from 'vitest';
import type { DialectName } from '../db/database.ts';

type PgConnection = pg.Connection & { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> };

/** What the process runs on its own clocks, whichever call is measured: the data versions' watcher, the outbox worker. */
const background = /from "catalog_state"|(from|update) "outbox"/;

/**
 * The statements `action` sends to the database: node:sqlite's runs, or node-postgres's simple queries and bound
 * extended ones. Each is a round trip on PostgreSQL and costs the server's CPU as much as the database's
 * (bench/RESULTS.md). The process's background statements are left out: they belong to no call.
 */
export async function statementsOf(dialect: DialectName, action: () => Promise<unknown>): Promise<number> {
  const read = dialect === 'postgres' ? postgresStatements() : sqliteStatements();
  try {
    await action();
    return read.texts().filter((text) => !background.test(text)).length;
  } finally {
    read.restore();
  }
}

function sqliteStatements() {
  const spies = (['all', 'get', 'run', 'iterate'] as const).map((method) => vi.spyOn(StatementSync.prototype, method));
  return {
    texts: () => spies.flatMap((spy) => spy.mock.contexts.map((statement) => (statement as StatementSync).sourceSQL)),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

function postgresStatements() {
  const query = vi.spyOn(pg.Connection.prototype, 'query');
  const parse = vi.spyOn(pg.Connection.prototype, 'parse');
  const bind = vi.spyOn(pg.Connection.prototype, 'bind');
  const texts = () => {
    // An unnamed statement is parsed right before its bind; a named one only the first time on each connection.
    const parsed = parse.mock.calls.map(([config], n) => ({ order: parse.mock.invocationCallOrder[n]!, text: config.text }));
    const bound = bind.mock.calls.map(([config], n) => {
      const order = bind.mock.invocationCallOrder[n]!;
      const connection = bind.mock.contexts[n] as PgConnection;
      const name = config?.statement;
      const text = name
        ? (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name] ?? '')
        : (parsed.filter((p) => p.order < order).at(-1)?.text ?? '');
      return text;
    });
    return [...query.mock.calls.map(([text]) => text), ...bound];
  };
  return { texts, restore: () => [query, parse, bind].forEach((spy) => spy.mockRestore()) };
}
