import type { OrderStatus } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import type { OrganizationViewer } from '../organization/organizations.repository.ts';
import { orderSummaryColumns, readableOrders } from '../orders/orders.repository.ts';

const cancelled: OrderStatus = 'Отменён';

/**
 * The orders the dashboard sums up: those the reader reads in their orders list (`readableOrders`), so a company
 * manager's dashboard is the company's they manage, not only their own.
 */
const counted = (db: Db, reader: OrganizationViewer) => readableOrders(db, reader).clearSelect();

/** How many of the orders are in each status, and their sum. */
export async function tallyByStatus(db: Db, reader: OrganizationViewer): Promise<{ status: OrderStatus; count: number; total: number }[]> {
  const rows = await counted(db, reader)
    .select((eb) => ['orders.status', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('orders.total').as('total')])
    .groupBy('orders.status')
    .execute();
  // PostgreSQL answers count and sum as bigint/numeric text.
  return rows.map((row) => ({ status: row.status as OrderStatus, count: Number(row.count), total: Number(row.total) }));
}

/** The orders not cancelled placed from `from` until before `until` (timestamps are ISO text on both dialects: as text they compare as moments). */
const placed = (db: Db, reader: OrganizationViewer, from: string, until: string) =>
  counted(db, reader).where('orders.status', '<>', cancelled).where('orders.created_at', '>=', from).where('orders.created_at', '<', until);

/** When each order not cancelled in the period was placed, and its total. */
export function placedOrders(db: Db, reader: OrganizationViewer, from: string, until: string): Promise<{ created_at: string; total: number }[]> {
  return placed(db, reader, from, until).select(['orders.created_at', 'orders.total']).execute();
}

/** The newest orders, cancelled ones too, newest first (as /Order/getList/ orders them), each with who placed it when not the reader. */
export function newestOrders(db: Db, reader: OrganizationViewer, limit: number) {
  return readableOrders(db, reader).select(orderSummaryColumns).orderBy('orders.id', 'desc').limit(limit).execute();
}

/** The products ordered most in the period by quantity (orders not cancelled), ties by id; a deleted product's lines have no id. */
export async function mostOrderedProductIds(db: Db, reader: OrganizationViewer, from: string, until: string, limit: number): Promise<number[]> {
  const rows = await placed(db, reader, from, until)
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
