import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@store/api';
import { ConfigError, loadConfig } from '@store/api/config';
import { migrateToLatest, openDatabase } from '@store/api/database';
import { isSeeded, seedDatabase } from '@store/api/seed';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { logDestination } from './log-destination.ts';
import { registerWeb } from './web.ts';

const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

// React picks its build by NODE_ENV when the pages load (registerWeb, below): without this it would render
// with its development build, several times slower. Our own code never reads NODE_ENV.
process.env.NODE_ENV ??= 'production';

/** The composition root: one process serving /api and the pages, on SQLite or PostgreSQL. */
async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { db, dialect } = openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, 'store.db') });
  await migrateToLatest(db);
  if (config.SEED && !(await isSeeded(db))) {
    console.log(`Seeding the demo store (${config.SEED_SKUS} SKUs)…`);
    await seedDatabase(db, { skus: config.SEED_SKUS });
  }
  const app = await buildApp({ config, db, dialect, logStream: logDestination() });
  await registerWeb(app, { buildDir: webBuildDir, dataDir: config.dataDir, site: { publicUrl: config.PUBLIC_URL, showcase: config.SHOWCASE } });
  app.addHook('onClose', async () => db.destroy());

  const shutdown = gracefulShutdown(app);
  const stop = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
