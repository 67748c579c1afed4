import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database.ts';
import { checkoutBody, newKey, quickBuyer } from '../../testing/orders.ts';
import { testDialect, testPostgresUrl } from '../../testing/test-app.ts';

const entry = path.resolve(import.meta.dirname, '../../testing/api-store.ts');

/** The API in a child process on this test's database; resolves with its address once it listens. */
function startStore(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, LOG_LEVEL: 'silent', SEED_SKUS: '300', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ready (\S+)/);
      if (match) resolve({ child, baseUrl: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`the store exited with ${code} before it was ready`)));
  });
}

describe('a server killed while orders are placed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-crash-'));
  const schema = `crash_${crypto.randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(testDialect === 'postgres' ? { DATABASE_URL: testPostgresUrl, TEST_SCHEMA: schema } : {}) };
  let db: Db;
  let store: { child: ChildProcess; baseUrl: string } | undefined;

  beforeAll(async () => {
    if (testDialect === 'postgres') {
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
    }
  });
  afterAll(async () => {
    store?.child.kill('SIGKILL');
    await db?.destroy();
    if (testDialect === 'postgres') {
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order it acknowledged, with its stock reserved, and each replays by its key after the restart', async () => {
    store = await startStore(env);
    db = openDatabase(testDialect === 'postgres' ? { url: testPostgresUrl, schema } : { sqliteFile: path.join(dataDir, 'store.db') }).db;
    const product = await db.selectFrom('products').select('id').where('order_multiple', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ stock: 1000 }).where('id', '=', product.id).execute();
    const stockId = (await db.selectFrom('warehouses').select('id').where('city', '=', 'Москва').where('is_pickup', '=', 1).executeTakeFirstOrThrow()).id;

    const buyers = [];
    for (let i = 0; i < 30; i++) buyers.push(await quickBuyer(db));
    const request = (base: string, cookie: string, urlPath: string, payload: object, key?: string) =>
      fetch(`${base}/api/${urlPath}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(payload),
      });
    for (const buyer of buyers) expect((await request(store.baseUrl, buyer.visitor.cookie, 'Basket/add/', { id: product.id, quantity: 2 })).status).toBe(200);

    // Every buyer submits at once; the server dies as soon as the first order is acknowledged.
    const acknowledged: Array<{ cookie: string; key: string; payload: object; answer: { order_id: number; order_num: string } }> = [];
    const running = store;
    let killed = false;
    await Promise.allSettled(
      buyers.map(async (buyer) => {
        const key = newKey();
        const payload = checkoutBody(stockId);
        const response = await request(running.baseUrl, buyer.visitor.cookie, 'Order/checkout/', payload, key);
        const text = await response.text();
        if (response.status !== 200) return;
        acknowledged.push({ cookie: buyer.visitor.cookie, key, payload, answer: JSON.parse(text).result });
        if (!killed) {
          killed = true;
          running.child.kill('SIGKILL');
        }
      }),
    );
    expect(acknowledged.length).toBeGreaterThan(0);

    store = await startStore(env);
    for (const order of acknowledged) {
      const found = await fetch(`${store.baseUrl}/api/Order/get/?order_num=${order.answer.order_num}`, { headers: { cookie: order.cookie } });
      expect(found.status).toBe(200);
      const replay = await request(store.baseUrl, order.cookie, 'Order/checkout/', order.payload, order.key);
      expect(((await replay.json()) as { result: unknown }).result).toEqual(order.answer);
    }
    // Whatever committed, acknowledged or not, has its stock reserved: the reservations and the stock add up.
    const lines = await db.selectFrom('order_lines').select('reserved_quantity').where('product_id', '=', product.id).execute();
    const { stock } = await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(lines.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stock + lines.reduce((sum, line) => sum + line.reserved_quantity, 0)).toBe(1000);
  });
});
