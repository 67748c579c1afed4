import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { type Db, openDatabase } from '@store/api/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../../apps/api/src/modules/data-versions/data-versions.ts';
import { type RunningStore, spawnStore } from './support/spawn-store.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A GET on a connection of its own (no keep-alive), so that any worker may take it. */
function get(baseUrl: string, pathAndQuery: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${pathAndQuery}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Linux's table of IPv4 TCP sockets, a row each: local and remote `address:port` in hex, state (0A listening, 01 established), inode. */
function tcpSockets(): { local: string; remote: string; state: string; inode: string }[] {
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((row) => row.trim().split(/\s+/))
    .filter((columns) => columns.length > 9)
    .map((columns) => ({ local: columns[1]!, remote: columns[2]!, state: columns[3]!, inode: columns[9]! }));
}

/** A port as the table writes it. */
const hexPort = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/** How many sockets listen on the port. */
function listeningSockets(port: number): number {
  return tcpSockets().filter((socket) => socket.local.endsWith(hexPort(port)) && socket.state === '0A').length;
}

/** The inodes of the established connections to the store's port. */
function openSockets(port: number): Set<string> {
  return new Set(tcpSockets().flatMap((socket) => (socket.local.endsWith(hexPort(port)) && socket.state === '01' ? [socket.inode] : [])));
}

/** The socket inodes a process holds. */
function socketsOf(pid: number): string[] {
  const inodes: string[] = [];
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    let target = '';
    try {
      target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`, 'utf8');
    } catch {
      // Closed since the listing.
    }
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.push(inode);
  }
  return inodes;
}

interface KeptConnection {
  socket: net.Socket;
  /** The worker holding the connection's other end. */
  worker: number;
  /** GET /healthz on it: true when the connection stays open after the answer, false when the store closed it. */
  ask(): Promise<boolean>;
}

/** A new keep-alive connection to the store, and which of `workers` holds it (found by its inode in /proc). */
async function keptConnection(port: number, workers: readonly number[]): Promise<KeptConnection> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await once(socket, 'connect');
  let worker: number | undefined;
  await expect
    .poll(() => {
      const inode = tcpSockets().find((row) => row.local.endsWith(hexPort(port)) && row.remote.endsWith(hexPort(socket.localPort!)))?.inode;
      worker = workers.find((pid) => inode !== undefined && socketsOf(pid).includes(inode));
      return worker;
    })
    .toBeDefined();
  const ask = async () => {
    const answer = new Promise<string>((resolve) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
        if (end >= 0 && text.length >= end + 4 + length) {
          socket.off('data', onData);
          resolve(text.slice(0, end));
        }
      };
      socket.on('data', onData);
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const head = await answer;
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    if (!/^connection: close/im.test(head)) return true;
    socket.destroy();
    return false;
  };
  return { socket, worker: worker!, ask };
}

/** Process ids of the workers that have logged they listen (the JSON log lines carry the pid). */
function listeningWorkers(store: RunningStore): number[] {
  const pids = store.output.filter((line) => line.includes('"msg":"Server listening at')).map((line) => (JSON.parse(line) as { pid: number }).pid);
  return [...new Set(pids)];
}

const cheapestPath = '/api/Catalog/getSection/?path=&sort=price_asc&page_size=1';

/** The workers (pids) that logged each request for the cheapest product, in order (the JSON log lines carry the pid). */
const cheapestAskedOf = (store: RunningStore) =>
  store.output
    .filter((line) => line.includes('"msg":"incoming request"'))
    .map((line) => JSON.parse(line) as { pid: number; req: { url: string } })
    .filter((entry) => entry.req.url === cheapestPath)
    .map((entry) => entry.pid);

/** The cheapest product's id, and which worker answered (this test is the store's only client, one request at a time). */
async function cheapest(store: RunningStore): Promise<{ id: number; pid: number }> {
  const asked = cheapestAskedOf(store).length;
  const answer = await get(store.baseUrl, cheapestPath);
  expect(answer.status).toBe(200);
  await expect.poll(() => cheapestAskedOf(store).length).toBeGreaterThan(asked);
  return { id: (JSON.parse(answer.body) as { result: { items: { id: number }[] } }).result.items[0]!.id, pid: cheapestAskedOf(store)[asked]! };
}

/** Asks until every live worker has answered `id`. */
async function everyWorkerAnswers(store: RunningStore, id: number): Promise<void> {
  const workers = new Set<number>();
  await expect
    .poll(async () => {
      const answer = await cheapest(store);
      if (answer.id === id) workers.add(answer.pid);
      else workers.delete(answer.pid);
      return workers.size;
    })
    .toBe(2);
}

/** A store of WEB_CONCURRENCY=2 on a fresh database of `dialect`, and the test's own connection to that database. */
async function clusteredStore(dialect: 'sqlite' | 'postgres') {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const name = `store_cluster_${crypto.randomBytes(5).toString('hex')}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(query).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  }
  const store = await spawnStore(
    'apps/server/src/main.ts',
    { WEB_CONCURRENCY: '2', SEED_SKUS: '300', LOG_LEVEL: 'info', ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    { captureOutput: true },
  );
  const { db } = openDatabase({ url: databaseUrl, sqliteFile: path.join(store.dataDir, 'store.db') });
  return {
    store,
    db,
    async stop() {
      await db.destroy();
      await store.stop();
      await dropDatabase();
    },
  };
}

describe.each(['sqlite', 'postgres'] as const)('WEB_CONCURRENCY=2 on %s', (dialect) => {
  let store: RunningStore;
  let db: Db;
  let stop = async () => {};
  beforeAll(async () => {
    ({ store, db, stop } = await clusteredStore(dialect));
  });
  afterAll(() => stop());

  it('shows a catalogue change written by another process on the next requests in every worker', async () => {
    await expect.poll(() => listeningWorkers(store).length).toBe(2);
    const before = (await cheapest(store)).id;
    // Both workers have the listing cached.
    await everyWorkerAnswers(store, before);
    const other = (await db.selectFrom('products').select('id').where('id', '!=', before).orderBy('id').executeTakeFirstOrThrow()).id;
    await db.updateTable('products').set({ price: 1, discount_price: null }).where('id', '=', other).execute();
    await bumpCatalogVersion(db);
    await everyWorkerAnswers(store, other);
  });

  // Linux only: elsewhere the workers share one socket (workers.ts).
  it.runIf(process.platform === 'linux')('spreads a burst of keep-alive connections over both workers, each on a socket of its own', async () => {
    await expect.poll(() => listeningWorkers(store).length).toBe(2);
    expect(listeningSockets(Number(new URL(store.baseUrl).port))).toBe(2);
    // Twenty connections opened at once, as a benchmark or a proxy in front opens them: on one shared socket the
    // worker that woke first often took all of them. The kernel now spreads them (both get at least 2 but for ~1 in 25,000).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const burstPath = (n: number) => `/api/Catalog/getSection/?path=&page_size=1&burst=${n}`;
    const burst = Array.from({ length: 20 }, (_, n) => n);
    try {
      await Promise.all(
        burst.map(
          (n) =>
            new Promise<void>((resolve, reject) => {
              http.get(`${store.baseUrl}${burstPath(n)}`, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject);
            }),
        ),
      );
    } finally {
      agent.destroy();
    }
    const answeredBy = () =>
      store.output
        .filter((line) => line.includes('"msg":"incoming request"') && line.includes('burst='))
        .map((line) => (JSON.parse(line) as { pid: number }).pid);
    await expect.poll(() => answeredBy().length).toBe(20);
    const perWorker = [...new Set(answeredBy())].map((pid) => answeredBy().filter((other) => other === pid).length);
    expect(perWorker).toHaveLength(2);
    for (const count of perWorker) expect(count).toBeGreaterThanOrEqual(2);
  });

  it.runIf(process.platform === 'linux')('evens out keep-alive connections that landed unevenly: each worker ends up within one of the other', async () => {
    await expect.poll(() => listeningWorkers(store).length).toBe(2);
    const workers = listeningWorkers(store);
    const port = Number(new URL(store.baseUrl).port);
    // Twenty keep-alive connections, fifteen on one worker and five on the other (more are opened and the surplus
    // closed until they sit so): a proxy's pool as the kernel's hash can leave it, which would otherwise stay so.
    const pool: KeptConnection[] = [];
    try {
      const on = (worker: number | undefined) => pool.filter((connection) => connection.worker === worker);
      while (on(workers[0]).length < 15 || on(workers[1]).length < 5) pool.push(await keptConnection(port, workers));
      const kept = [...on(workers[0]).slice(0, 15), ...on(workers[1]).slice(0, 5)];
      for (const connection of pool) if (!kept.includes(connection)) connection.socket.destroy();
      pool.splice(0, pool.length, ...kept);
      expect(pool.map((connection) => connection.worker).sort()).toEqual([...Array(15).fill(workers[0]), ...Array(5).fill(workers[1])].sort());

      // The pool asks on every connection, and replaces one the store closed after its answer, as a client's pool does.
      await expect
        .poll(
          async () => {
            for (const [i, connection] of pool.entries()) if (!(await connection.ask())) pool[i] = await keptConnection(port, workers);
            // Every connection each worker holds, the pool's and any other client's (the start's readiness check).
            const open = openSockets(port);
            const held = workers.map((pid) => socketsOf(pid).filter((inode) => open.has(inode)).length);
            return Math.max(...held) - Math.min(...held);
          },
          { timeout: 60_000, interval: 200 },
        )
        .toBeLessThanOrEqual(1);
    } finally {
      for (const connection of pool) connection.socket.destroy();
    }
  });

  it('replaces a killed worker, and the other answers every request meanwhile', async () => {
    await expect.poll(() => listeningWorkers(store).length).toBe(2);
    const [victim] = listeningWorkers(store);
    const failures: string[] = [];
    let answered = 0;
    let afterReplacement = 0;
    // One request after another on fresh connections; the kill lands between two of them. What a process holds when
    // it is SIGKILLed is lost with it: its requests in flight, and on Linux the connections the kernel had queued on
    // its own socket (workers.ts). Every request after its death must be answered, by the live worker until the new
    // one listens: no connection is handed to the dead one.
    for (let i = 0; afterReplacement < 20; i++) {
      if (i === 10) {
        process.kill(victim!, 'SIGKILL');
        await expect.poll(() => store.output.join('\n')).toContain(`Worker ${victim} was killed by SIGKILL`);
      }
      const answer = await get(store.baseUrl, cheapestPath).catch((error: Error) => ({ status: 0, body: error.message }));
      if (answer.status === 200) answered++;
      else failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
      if (listeningWorkers(store).length === 3) afterReplacement++;
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(30);
    expect(store.output.join('\n')).toContain(`Worker ${victim} was killed by SIGKILL; a new one starts.`);
  });

  it('on SIGTERM stops every worker after its requests and exits 0', async () => {
    const workers = listeningWorkers(store);
    const exited = new Promise<number | null>((resolve) => store.process.once('exit', resolve));
    store.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0), `worker ${pid} is gone`).toThrow();
  });
});
