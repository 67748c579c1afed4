import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { hasCatalogue } from './catalog/wipe.ts';
import { isSeeded, reseedCatalogue, seedDatabase } from './seed.ts';

const usage = 'Usage: npm run seed -- [--skus N] [--force]   (SEED_SKUS, DATA_DIR and DATABASE_URL are read from the environment)';

/** `npm run seed`: migrates the configured database and fills it with the demo store. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { skus: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig(values.skus === undefined ? process.env : { ...process.env, SEED_SKUS: values.skus });
  const target = config.DATABASE_URL ? 'PostgreSQL' : path.join(config.dataDir, 'store.db');
  const { db } = openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, 'store.db') });
  try {
    await migrateToLatest(db);
    const seeded = await isSeeded(db);
    if ((seeded || (await hasCatalogue(db))) && !values.force) {
      console.error(`The database (${target}) is not empty. Use --force to replace its catalogue, or point DATA_DIR / DATABASE_URL elsewhere.`);
      return 1;
    }
    console.log(`Seeding ${config.SEED_SKUS} SKUs into ${target}…`);
    const started = performance.now();
    if (seeded) await reseedCatalogue(db, { skus: config.SEED_SKUS });
    else await seedDatabase(db, { skus: config.SEED_SKUS });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
