import { sql } from 'kysely';
import { type Db, onPostgres } from '../../db/database.ts';

/** What a new order is known by: its number ('2026-000123') and, on PostgreSQL, its id, given with it. */
export interface OrderKey {
  number: string;
  id: number | undefined;
}

const numberOf = (year: number, n: number) => `${year}-${String(n).padStart(6, '0')}`;

/**
 * The number of a new order of the year, per dialect (decision 0008).
 * - PostgreSQL: one `nextval` of the orders' id sequence gives the order its id and its number. A sequence is never
 *   locked, so parallel checkouts do not queue here (they queued on the year's counter row, locked until each
 *   commit), and numbers follow the ids. They go on across years and skip what a rolled-back checkout took.
 * - SQLite: the year's counter row, as one atomic upsert (a write transaction holds the whole database anyway):
 *   numbers start at 1 each year, with no gaps.
 */
export async function newOrderKey(trx: Db, year: number): Promise<OrderKey> {
  if (onPostgres(trx)) {
    const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('orders', 'id'))::integer as id`.execute(trx);
    const id = rows[0]!.id;
    return { id, number: numberOf(year, id) };
  }
  const row = await trx
    .insertInto('order_counters')
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`order_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return { id: undefined, number: numberOf(year, row.last) };
}
