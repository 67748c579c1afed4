import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { isSeeded, seedDatabase } from '../seed/seed.ts';

/**
 * The API alone in its own process (no pages), for tests that kill a server: DATA_DIR's SQLite file, or
 * DATABASE_URL in the PostgreSQL schema TEST_SCHEMA. Prints "ready <address>" once it listens on a free port.
 */
const config = loadConfig();
const schema = process.env.TEST_SCHEMA;
const { db, dialect } = openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, 'store.db'), ...(schema ? { schema } : {}) });
await migrateToLatest(db, schema);
if (!(await isSeeded(db))) await seedDatabase(db, { skus: config.SEED_SKUS, quiet: true });
const app = await buildApp({ config, db, dialect });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${address}`);
