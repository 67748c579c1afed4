import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The bench's PostgreSQL database for a store of `skus` SKUs, reached as the README's one-machine deployment reaches
 * it: through PostgreSQL's Unix socket (a round trip over loopback TCP costs the processes more CPU).
 * BENCH_PG_HOST=127.0.0.1 measures over TCP instead.
 */
const benchPostgresHost = process.env.BENCH_PG_HOST ?? '/var/run/postgresql';
export const benchPostgresUrl = (skus: number) => `postgres://postgres@/bench_${skus}?host=${benchPostgresHost}`;

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  skus: number;
  dialect: 'sqlite' | 'postgres';
  port: number;
  /** Processes behind the port (WEB_CONCURRENCY); unset: the server's own default (one per core). */
  webConcurrency?: string;
  /** false starts the server with its HTML cache for guests turned off (PAGE_CACHE=0). */
  pageCache?: boolean;
}

/**
 * This machine's PostgreSQL runs without autovacuum: the rows every benchmark run deletes (basket lines emptied by
 * orders, the stock log, sent mail) would pile up as dead tuples run after run (141,000 dead basket lines against
 * 13,800 live ones seen) and slow each run more than the last. Vacuumed before each run, as autovacuum keeps a store.
 */
function vacuum(databaseUrl: string): void {
  const done = spawnSync('psql', [databaseUrl, '-q', '-c', 'vacuum (analyze)'], { stdio: 'inherit' });
  if (done.status !== 0) throw new Error('vacuum of the benchmark database failed');
}

/**
 * Starts the real server as `npm start` does (scripts/start.ts) on a store of `skus` SKUs (kept under bench/out
 * between runs; seeded once).
 */
export async function startServer(options: BenchServerOptions): Promise<BenchServer> {
  if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', SEED_SKUS: String(options.skus), LOG_LEVEL: 'warn' };
  if (options.webConcurrency) env.WEB_CONCURRENCY = options.webConcurrency;
  if (options.pageCache === false) env.PAGE_CACHE = '0';
  if (options.dialect === 'postgres') {
    spawnSync('psql', ['-h', benchPostgresHost, '-U', 'postgres', '-d', 'test', '-c', `create database bench_${options.skus}`], { stdio: 'ignore' });
    env.DATABASE_URL = benchPostgresUrl(options.skus);
  }
  env.DATA_DIR = path.join(root, 'bench/out', `data-${options.skus}-${options.dialect}`);
  // BENCH_PROF=<dir>: every server process (workers inherit the flags) writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  // BENCH_FLAGS='--trace-gc …': more Node flags for every server process.
  const flags = process.env.BENCH_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...flags, 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // Seeding a big catalogue on the first run takes minutes.
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (options.dialect === 'postgres') vacuum(env.DATABASE_URL!);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
