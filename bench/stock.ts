import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { loadListingIndex } from '../apps/api/src/modules/catalog/listing-index-cache.ts';
import { patchStock } from '../apps/api/src/modules/catalog/listing-index.ts';
import { recordStockChanges, stockChangedSince } from '../apps/api/src/modules/catalog/stock-changes.ts';

/**
 * `node bench/stock.ts [--skus 200000] [--dialect sqlite|postgres] [--orders 500]`: what an order's stock
 * propagation costs. In the order's transaction: the stock version and log rows (an order of 3 products,
 * timed against the same transaction without them). In every other process: reading the changes and patching
 * the listing index, for one order and for 100 orders at once, against a whole index rebuild.
 */
const { values } = parseArgs({
  options: { skus: { type: 'string', default: '200000' }, dialect: { type: 'string', default: 'sqlite' }, orders: { type: 'string', default: '500' } },
});
const skus = Number(values.skus);
const orders = Number(values.orders);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-stock-'));
const schema = `bench_stock_${process.pid}`;
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
async function admin(query: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}
const postgres = values.dialect === 'postgres';
if (postgres) await admin(`create schema ${schema}`);
const { db } = openDatabase(postgres ? { url: postgresUrl, schema } : { sqliteFile: path.join(dir, 'store.db') });
try {
  await migrateToLatest(db, postgres ? schema : undefined);
  await seedDatabase(db, { skus, quiet: true });
  const ids = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
  const pick = (n: number) => [ids[(n * 7919) % ids.length]!, ids[(n * 104_729) % ids.length]!, ids[(n * 1_299_709) % ids.length]!];

  async function orderLike(n: number, logged: boolean) {
    await db.transaction().execute(async (trx) => {
      for (const id of pick(n))
        await trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', 0) }))
          .where('id', '=', id)
          .execute();
      if (logged) await recordStockChanges(trx, pick(n));
    });
  }
  async function timeOrders(logged: boolean) {
    const start = performance.now();
    for (let n = 0; n < orders; n++) await orderLike(n, logged);
    return (performance.now() - start) / orders;
  }
  await timeOrders(false);
  const plain = await timeOrders(false);
  const logged = await timeOrders(true);

  const buildStart = performance.now();
  const index = await loadListingIndex(db);
  const rebuild = performance.now() - buildStart;
  async function timePatch(batch: number) {
    let total = 0;
    for (let round = 0; round < 20; round++) {
      for (let n = 0; n < batch; n++) await orderLike(round * batch + n, true);
      const start = performance.now();
      const changes = await stockChangedSince(db, index.stockVersion);
      patchStock(index, changes.version, changes.products);
      total += performance.now() - start;
    }
    return total / 20;
  }
  const one = await timePatch(1);
  const hundred = await timePatch(100);
  const row = (what: string, ms: number) => console.log(`| ${what}, ${skus.toLocaleString('en')} SKUs, ${values.dialect} | ${ms.toFixed(3)} |`);
  console.log('| measurement | ms |\n|---|---|');
  row('order-like transaction (3 products), without the stock log', plain);
  row('the same with the stock version and log', logged);
  row('another process: read and patch one order', one);
  row('another process: read and patch 100 orders at once', hundred);
  row('for comparison: a whole index rebuild', rebuild);
} finally {
  await db.destroy();
  if (postgres) await admin(`drop schema ${schema} cascade`);
  fs.rmSync(dir, { recursive: true, force: true });
}
