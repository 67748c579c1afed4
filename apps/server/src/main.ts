import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '@store/api';
import { ConfigError, loadConfig } from '@store/api/config';
import { migrateToLatest, openDatabase } from '@store/api/database';
import { isSeeded, seedDatabase } from '@store/api/seed';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { logDestination } from './log-destination.ts';
import { registerWeb } from './web.ts';
import { webBuild } from './web-build.ts';
import { webDev } from './web-dev.ts';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/**
 * The composition root: one process serving /api and the pages, on SQLite or PostgreSQL. `dev` serves the web
 * app from its source through Vite (hot reload) instead of the build.
 */
export async function startServer({ dev }: { dev: boolean }): Promise<void> {
  // React picks its build by NODE_ENV when the pages load: without this production would render with its
  // development build, several times slower. Our own code never reads NODE_ENV.
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { db, dialect } = openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, 'store.db') });
  await migrateToLatest(db);
  if (config.SEED && !(await isSeeded(db))) {
    console.log(`Seeding the demo store (${config.SEED_SKUS} SKUs)…`);
    await seedDatabase(db, { skus: config.SEED_SKUS });
  }
  const app = await buildApp({ config, db, dialect, logStream: logDestination() });
  const source = dev ? await webDev(app, webRoot) : await webBuild(path.join(webRoot, 'build'));
  await registerWeb(app, { source, dataDir: config.dataDir, site: { publicUrl: config.PUBLIC_URL, showcase: config.SHOWCASE } });
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

/** Runs the server, or says in one line why it cannot start. */
export function run(options: { dev: boolean }): void {
  startServer(options).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

if (import.meta.main) run({ dev: false });
