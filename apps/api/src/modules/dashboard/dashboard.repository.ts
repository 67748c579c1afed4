import type { OrderStatus } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { orderSummaryColumns } from '../orders/orders.repository.ts';

const cancelled: OrderStatus = 'Отменён';

/** How many of the user's orders are in each status, and their sum. */
export async function tallyByStatus(db: Db, userId: number): Promise<{ status: OrderStatus; count: number; total: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total').as('total')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  // PostgreSQL answers count and sum as bigint/numeric text.
  return rows.map((row) => ({ status: row.status as OrderStatus, count: Number(row.count), total: Number(row.total) }));
}

/** The user's orders not cancelled placed from `from` until before `until` (timestamps are ISO text on both dialects: as text they compare as moments). */
const placed = (db: Db, userId: number, from: string, until: string) =>
  db
    .selectFrom('orders')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '<>', cancelled)
    .where('orders.created_at', '>=', from)
    .where('orders.created_at', '<', until);

/** When each of the user's orders not cancelled in the period was placed, and its total. */
export function placedOrders(db: Db, userId: number, from: string, until: string): Promise<{ created_at: string; total: number }[]> {
  return placed(db, userId, from, until).select(['created_at', 'total']).execute();
}

/** The user's newest orders, cancelled ones too, newest first (as /Order/getList/ orders them). */
export function newestOrders(db: Db, userId: number, limit: number) {
  return db.selectFrom('orders').select(orderSummaryColumns).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

/** The products the user ordered most in the period by quantity (orders not cancelled), ties by id; a deleted product's lines have no id. */
export async function mostOrderedProductIds(db: Db, userId: number, from: string, until: string, limit: number): Promise<number[]> {
  const rows = await placed(db, userId, from, until)
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select('order_lines.product_id')
    .where('order_lines.product_id', 'is not', null)
    .groupBy('order_lines.product_id')
    .orderBy((eb) => eb.fn.sum('order_lines.quantity'), 'desc')
    .orderBy('order_lines.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id!);
}
