import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { StatementSync } from 'node:sqlite';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Db, openDatabase } from '../apps/api/src/db/database.ts';
import { benchPostgresUrl, root } from './server.ts';

/**
 * Counts the statements sent to the database, begin and commit included (each is a round trip on PostgreSQL): every
 * node:sqlite statement run and every query of a node-postgres client.
 */
function countStatements(): { count: number } {
  const counter = { count: 0 };
  const count = <F extends (...args: never[]) => unknown>(original: F) =>
    function (this: unknown, ...args: Parameters<F>) {
      counter.count++;
      return original.apply(this, args);
    };
  for (const method of ['all', 'get', 'run', 'iterate'] as const) StatementSync.prototype[method] = count(StatementSync.prototype[method]) as never;
  pg.Client.prototype.query = count(pg.Client.prototype.query) as never;
  return counter;
}

export interface CallCost {
  call: string;
  calls: number;
  cpuMicros: number;
  wallMicros: number;
  statements: number;
  /** PostgreSQL's server processes on this database (this machine's /proc), per call; null on SQLite. */
  databaseCpuMicros: number | null;
}

/** CPU time so far of every PostgreSQL server process on the database (they run on this machine), in µs. */
async function databaseCpu(db: Db): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const tick = 1_000_000 / 100; // USER_HZ
  let total = 0;
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/**
 * Server CPU per Basket/add and Basket/get, less dependent on other work than latency: the API built in this process on
 * the bench store (seeded by an earlier `basket` run of the same size and dialect), one guest with a `lines`-line
 * basket of the most popular products, `calls` sequential `inject`s of each call after `warmup`, alternating rounds;
 * CPU is `process.cpuUsage` (user + system) over the calls, statements as sent to the database (`countStatements`).
 */
export async function basketCpu(options: {
  skus: number;
  dialect: 'sqlite' | 'postgres';
  lines: number;
  calls: number;
  warmup: number;
  rounds: number;
  /** Also write a CPU profile of each call's last round into this folder (`<call>.cpuprofile`, for DevTools). */
  profileDir?: string | undefined;
}) {
  const dataDir = path.join(root, 'bench/out', `data-${options.skus}-${options.dialect}`);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const url = options.dialect === 'postgres' ? benchPostgresUrl(options.skus) : undefined;
  const opened = openDatabase({ url, sqliteFile: path.join(dataDir, 'store.db') });
  const counter = countStatements();
  const app = await buildApp({ config, db: opened.db, dialect: opened.dialect });
  try {
    const listing = await app.inject({ url: `/api/Catalog/getSection/?page_size=${options.lines}` });
    const products = (JSON.parse(listing.body) as { result: { items: { id: number; order_multiple: number }[] } }).result.items;
    let cookie = '';
    for (const product of products) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Basket/add/',
        headers: cookie ? { cookie } : {},
        payload: { id: product.id, quantity: product.order_multiple },
      });
      cookie ||= String(response.headers['set-cookie']).split(';')[0]!;
    }
    const headers = { cookie, 'accept-encoding': 'br, gzip' };
    let n = 0;
    const calls = {
      'Basket/add': () => {
        const product = products[n++ % products.length]!;
        return app.inject({ method: 'POST', url: '/api/Basket/add/', headers, payload: { id: product.id, quantity: product.order_multiple } });
      },
      'Basket/get': () => app.inject({ url: '/api/Basket/get/', headers }),
    };
    const costs: CallCost[] = [];
    for (let round = 0; round < options.rounds; round++) {
      for (const [call, send] of Object.entries(calls)) {
        for (let i = 0; i < options.warmup; i++) await send();
        const profiling = options.profileDir && round === options.rounds - 1 ? await startProfile() : null;
        const databaseBefore = options.dialect === 'postgres' ? await databaseCpu(opened.db) : null;
        const statementsBefore = counter.count;
        const cpuBefore = process.cpuUsage();
        const wallBefore = performance.now();
        for (let i = 0; i < options.calls; i++) {
          const response = await send();
          if (response.statusCode !== 200) throw new Error(`${call} answered ${response.statusCode}: ${response.body}`);
        }
        const cpu = process.cpuUsage(cpuBefore);
        const statements = (counter.count - statementsBefore) / options.calls;
        const databaseAfter = databaseBefore === null ? null : await databaseCpu(opened.db);
        if (profiling) await profiling.stopInto(path.join(options.profileDir!, `${call.replace('/', '-')}.cpuprofile`));
        costs.push({
          call,
          calls: options.calls,
          cpuMicros: Math.round((cpu.user + cpu.system) / options.calls),
          wallMicros: Math.round(((performance.now() - wallBefore) * 1000) / options.calls),
          statements,
          databaseCpuMicros: databaseBefore === null ? null : Math.round((databaseAfter! - databaseBefore) / options.calls),
        });
      }
    }
    return costs;
  } finally {
    await app.close();
    await opened.db.destroy();
  }
}

async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stopInto(file: string) {
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
