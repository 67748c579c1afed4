import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseOptions, type Db, type DialectName, migrateToLatest, openDatabase } from '../db/database.ts';
import type { Lookups } from '../modules/dadata/lookups.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { seedDatabase } from '../seed/seed.ts';
import { type OutboxMessage, outboxMailer, readOutbox } from '../services/mailer.ts';

/** Which database the API suite runs on: the `api` project uses SQLite, `api-pg` PostgreSQL. */
export const testDialect: DialectName = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: DialectName;
  /** This app's own e-mail outbox folder (see `outbox`). */
  outboxDir: string;
  /** Another app on this same database, with its own connections, as another process would have (SQLite: `onDisk`). */
  anotherApp(): Promise<TestApp>;
  close(): Promise<void>;
}

/** The store operator's token of every test app (`Authorization: Bearer …` on /api/Operator/…); `env` may blank it. */
export const testOperatorToken = 'operator-token-of-the-test-store-0123456789';

/** A fresh, migrated and seeded database (its own PostgreSQL schema) behind a real app, driven with inject. */
export async function createTestApp(
  options: {
    skus?: number;
    seed?: boolean;
    /** Extra routes a test needs, added before the app is ready. */
    routes?: (app: FastifyInstance) => void;
    /** The project's database unless a test compares the two. */
    dialect?: DialectName;
    /** An SQLite file instead of memory, so that `anotherApp` can open it too. */
    onDisk?: boolean;
    /** Organisation and address look-ups other than the offline default (e.g. the Dadata client on a fake server). */
    lookups?: Lookups;
    /** Online card payment through this provider instead of the built-in test gateway (e.g. YooKassa's client on a fake). */
    paymentProvider?: PaymentProvider;
    /** The test gateway's signing secret, for tests that send its notifications themselves. */
    testGatewaySecret?: string;
    /** The app's outbox worker's timing (a test that runs workers of its own keeps the app's from polling). */
    outbox?: { pollMs?: number };
    /** Environment variables of the app's config beside the test's own (e.g. a small UPLOADS_PENDING_MAX_MB; '' unsets one). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  // Silent unless TEST_LOG_LEVEL asks (e.g. error: a 500's cause, with PostgreSQL's code).
  const config = loadConfig({ OPERATOR_TOKEN: testOperatorToken, ...options.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATA_DIR: dataDir });
  const outboxDir = path.join(dataDir, 'outbox');
  let dropSchema = async () => {};
  let databaseOptions: DatabaseOptions;
  let schema: string | undefined;
  if ((options.dialect ?? testDialect) === 'postgres') {
    schema = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    databaseOptions = { url: testPostgresUrl, schema };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    databaseOptions = { sqliteFile: options.onDisk ? path.join(dataDir, 'store.db') : ':memory:' };
  }
  const { db, dialect } = openDatabase(databaseOptions);
  await migrateToLatest(db, schema);
  if (options.seed !== false) await seedDatabase(db, { skus: options.skus ?? 600, quiet: true });
  const app = await buildApp({
    config,
    db,
    dialect,
    mailer: outboxMailer(outboxDir, config.MAIL_FROM),
    ...(options.lookups && { lookups: options.lookups }),
    ...(options.paymentProvider && { paymentProvider: options.paymentProvider }),
    ...(options.testGatewaySecret && { testGatewaySecret: options.testGatewaySecret }),
    ...(options.outbox && { outbox: options.outbox }),
  });
  options.routes?.(app);
  await app.ready();
  const anotherApp = async (): Promise<TestApp> => {
    if (databaseOptions.sqliteFile === ':memory:') throw new Error('anotherApp needs createTestApp({ onDisk: true }) on SQLite');
    const other = openDatabase(databaseOptions);
    const otherApp = await buildApp({ config, db: other.db, dialect, mailer: outboxMailer(outboxDir, config.MAIL_FROM) });
    await otherApp.ready();
    return {
      app: otherApp,
      db: other.db,
      dialect,
      outboxDir,
      anotherApp,
      async close() {
        await otherApp.close();
        await other.db.destroy();
      },
    };
  };
  return {
    app,
    db,
    dialect,
    outboxDir,
    anotherApp,
    async close() {
      await app.close();
      await db.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Parses an inject answer as the envelope. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the answer as what it asserts; T names it where it matters.
export function body<T = any>(response: { body: string }): { status: string; result: T } {
  return JSON.parse(response.body) as { status: string; result: T };
}

/** The e-mails a test app has sent, oldest first. */
export function outbox(testApp: Pick<TestApp, 'outboxDir'>): Promise<OutboxMessage[]> {
  return readOutbox(testApp.outboxDir);
}
