import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, ensureSearchDocuments } from '@store/api';
import { type Config, ConfigError, loadConfig } from '@store/api/config';
import { migrateToLatest, openDatabase } from '@store/api/database';
import { isSeeded, seedDatabase } from '@store/api/seed';
import { balanceConnections, shareConnectionsFairly } from './connection-balance.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { logDestination } from './log-destination.ts';
import { superviseWorkers, workerListenOptions, workerServing } from './workers.ts';
import { registerWeb } from './web.ts';
import { webBuild } from './web-build.ts';
import { webDev } from './web-dev.ts';

const webRoot = path.resolve(import.meta.dirname, '../../web');

const openStoreDatabase = (config: Config) => openDatabase({ url: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, 'store.db') });

/**
 * Brings the database to the latest schema, on an empty one seeds the demo store (when SEED), and writes the search
 * documents it lacks. Once per start, before any process serves.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const { db } = openStoreDatabase(config);
  try {
    await migrateToLatest(db);
    if (config.SEED && !(await isSeeded(db))) {
      console.log(`Seeding the demo store (${config.SEED_SKUS} SKUs)…`);
      await seedDatabase(db, { skus: config.SEED_SKUS });
    }
    const written = await ensureSearchDocuments(db);
    if (written > 0) console.log(`Search documents written for ${written} products`);
  } finally {
    await db.destroy();
  }
}

/**
 * One process serving /api and the pages on a prepared database, until SIGTERM/SIGINT. `dev` serves the web app
 * from its source through Vite (hot reload) instead of the build.
 */
async function serve(config: Config, { dev }: { dev: boolean }): Promise<void> {
  const { db, dialect } = openStoreDatabase(config);
  const app = await buildApp({ config, db, dialect, logStream: logDestination() });
  const source = dev ? await webDev(app, webRoot) : await webBuild(path.join(webRoot, 'build'));
  await registerWeb(app, {
    source,
    dataDir: config.dataDir,
    site: { publicUrl: config.PUBLIC_URL, showcase: config.SHOWCASE },
    pageCache: config.PAGE_CACHE,
    dataVersions: () => app.dataVersions.current(),
  });
  const shutdown = gracefulShutdown(app, { afterClose: () => db.destroy() });
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

  const listen = cluster.isWorker ? workerListenOptions(config.PORT, config.HOST) : { port: config.PORT, host: config.HOST };
  // Only where the kernel hashes each new connection to a worker anew: on a shared socket it would land where it was.
  if ('reusePort' in listen) balanceConnections(app);
  await app.listen(listen);
  if (cluster.isWorker) process.send?.(workerServing);
}

/**
 * The composition root, on SQLite or PostgreSQL. Production (`npm start`) runs WEB_CONCURRENCY processes on one
 * port: this primary prepares the database once, then forks the workers and replaces any that dies
 * (workers.ts); each worker serves. With WEB_CONCURRENCY=1, and in development, one process does it all.
 */
export async function startServer({ dev }: { dev: boolean }): Promise<void> {
  // React picks its build by NODE_ENV when the pages load: without this production would render with its
  // development build, several times slower. Our own code never reads NODE_ENV.
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, { dev });
  await prepareDatabase(config);
  if (dev || config.WEB_CONCURRENCY === 1) return serve(config, { dev });
  superviseWorkers(config.WEB_CONCURRENCY);
  shareConnectionsFairly();
}

/** Runs the server, or says in one line why it cannot start. */
export function run(options: { dev: boolean }): void {
  startServer(options).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

if (import.meta.main) run({ dev: false });
