import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type ListingIndex, rowOf } from '../catalog/listing-index.ts';
import { comparePopularity } from './search-ranking.ts';

/** The seed's popularity order with equal popularity going by price (comparePopularity without orders). */
const byPopularityAndPrice = new WeakMap<ListingIndex, Int32Array>();

function seedOrder(index: ListingIndex): Int32Array {
  let order = byPopularityAndPrice.get(index);
  if (order) return order;
  order = index.orders.popular.slice();
  const { popularity, prices, ids } = index;
  // The index's order is by popularity then id: re-sort only each run of equal popularity.
  for (let start = 0, end = 0; start < order.length; start = end) {
    const value = popularity[order[start]!]!;
    while (end < order.length && popularity[order[end]!] === value) end++;
    if (end - start > 1) order.subarray(start, end).sort((a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!);
  }
  byPopularityAndPrice.set(index, order);
  return order;
}

/** Orders per product: how many orders hold it (one read per stock version, not per query). */
async function orderCounts(db: Db): Promise<{ product_id: number; orders: number }[]> {
  const rows = await db
    .selectFrom('order_lines')
    .select(['product_id', sql<number>`count(distinct order_id)`.as('orders')])
    .where('product_id', 'is not', null)
    .groupBy('product_id')
    .execute();
  return rows.map((row) => ({ product_id: row.product_id!, orders: Number(row.orders) }));
}

/**
 * How long a popularity order stands: orders per product are a ranking signal, not a fact a page shows, and each
 * refresh has every process compute its search answers again.
 */
export const popularityRefreshMs = 10 * 60_000;

/**
 * Rows by popularity for search ranking: products ordered from most orders down, then the rest by the
 * seed's popularity, then price (comparePopularity). Built per index and at most every ten minutes, in O(rows)
 * plus a sort of the ordered products: recounting every order's lines after each order cost every process a
 * full read of the order lines per order.
 */
export function popularOrder(db: Db, index: ListingIndex): Promise<Int32Array> {
  const cached = cache.get(index);
  if (cached && Date.now() - cached.at <= popularityRefreshMs) return cached.order;
  const order = orderCounts(db).then((counts) => {
    const base = seedOrder(index);
    const ordered = counts
      .map((count) => ({ row: rowOf(index, count.product_id), orders: count.orders }))
      .filter((count) => count.row >= 0 && count.orders > 0);
    if (ordered.length === 0) return base;
    const facts = (entry: { row: number; orders: number }) => ({
      id: index.ids[entry.row]!,
      orders: entry.orders,
      popularity: index.popularity[entry.row]!,
      price: index.prices[entry.row]!,
    });
    ordered.sort((a, b) => comparePopularity(facts(a), facts(b)));
    const first = new Uint8Array(index.size);
    const result = new Int32Array(index.size);
    let at = 0;
    for (const entry of ordered) {
      first[entry.row] = 1;
      result[at++] = entry.row;
    }
    for (const row of base) if (first[row] === 0) result[at++] = row;
    return result;
  });
  cache.set(index, { at: Date.now(), order });
  order.catch(() => cache.delete(index));
  return order;
}

const cache = new WeakMap<ListingIndex, { at: number; order: Promise<Int32Array> }>();
