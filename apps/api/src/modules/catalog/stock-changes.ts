import type { Db } from '../../db/database.ts';
import { bumpStockVersion } from '../data-versions/data-versions.ts';

/**
 * How many stock versions the log keeps at least (pruned every `pruneEvery` versions). A process further behind
 * (its listener lost for minutes at 100 orders a second) rebuilds its listing index instead of patching it.
 */
const keptStockVersions = 10_000;
const pruneEvery = 1000;

/**
 * Call in the transaction of an order or a cancel, after its stock updates: moves the stock version on and logs
 * which products it moved. Taken last, like the order number: on PostgreSQL the version row is locked until
 * commit, so versions commit in order and a process that has seen version n has seen every change up to n.
 */
export async function recordStockChanges(trx: Db, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const version = await bumpStockVersion(trx);
  await trx
    .insertInto('stock_changes')
    .values(ids.map((product_id) => ({ version, product_id })))
    .execute();
  if (version % pruneEvery === 0)
    await trx
      .deleteFrom('stock_changes')
      .where('version', '<=', version - keptStockVersions)
      .execute();
}

export interface StockSince {
  /** The latest version read (at least `after`). */
  version: number;
  /** Current stock of every product moved after `after`. */
  products: { id: number; stock: number }[];
  /** False when the log no longer reaches back to `after` (pruned): the caller must read all stock again. */
  complete: boolean;
}

/** What moved after version `after`: the products' stock as it is now, so applying it twice does no harm. */
export async function stockChangedSince(db: Db, after: number): Promise<StockSince> {
  // Two indexed reads, not a join: PostgreSQL's generic plan for `version > $1` guessed a third of the log and
  // hash-joined every product (100–200 ms at 200,000 SKUs, in every process after every order).
  const changes = await db.selectFrom('stock_changes').select(['version', 'product_id']).where('version', '>', after).execute();
  const ids = [...new Set(changes.map((change) => change.product_id))];
  const stocks = ids.length === 0 ? [] : await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).execute();
  // Read after the changes: pruning only ever deletes older versions, so if nothing after `after` is gone now,
  // nothing was gone when the changes were read.
  const oldest = await db
    .selectFrom('stock_changes')
    .select((eb) => eb.fn.min('version').as('version'))
    .executeTakeFirst();
  const complete = oldest?.version == null || Number(oldest.version) <= after + 1;
  const version = changes.reduce((latest, change) => Math.max(latest, change.version), after);
  return { version, products: stocks.map(({ id, stock }) => ({ id, stock })), complete };
}
