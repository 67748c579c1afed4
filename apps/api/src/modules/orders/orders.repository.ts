import type { OrderStatus, ReceivingType } from '@store/contracts';
import { type ExpressionBuilder, type Insertable, type QueryCreator, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { isCompanyManager, type OrganizationViewer, visibleOrganizations } from '../organization/organizations.repository.ts';

export type OrderRow = Selectable<OrderTables['orders']>;
export type OrderLineRow = Selectable<OrderTables['order_lines']>;
export type NewOrder = Omit<Insertable<OrderTables['orders']>, 'id'>;
export type NewOrderLine = Omit<Insertable<OrderTables['order_lines']>, 'id' | 'order_id'>;

/** The delivery as the order keeps it (orders.delivery, JSON). */
export interface OrderDelivery {
  receiving_type: ReceivingType;
  service: string;
  description: string;
  location: string;
  zip: string;
  address: string;
  stock_id: number | null;
  punkt: string;
  date_from: string;
  date_to: string;
  receiving_date_start: string | null;
  receiving_date_end: string | null;
}

/** Inserts the order's row (with `id` when newOrderKey gave one) and returns its id. */
export async function insertOrder(trx: Db, order: NewOrder, id: number | undefined): Promise<number> {
  const row = await trx
    .insertInto('orders')
    .values(id === undefined ? order : { ...order, id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderLines(trx: Db, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
  await trx
    .insertInto('order_lines')
    .values(lines.map((line) => ({ ...line, order_id: orderId })))
    .execute();
}

export async function insertStatus(trx: Db, orderId: number, status: OrderStatus, actor: string, now: string): Promise<void> {
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, actor, created_at: now }).execute();
}

/** The name of whoever placed the order. */
const buyerName = (eb: ExpressionBuilder<Database, 'orders'>) => eb.selectFrom('users').select('users.fio').whereRef('users.id', '=', 'orders.user_id');

/**
 * The orders a user may read (and act on): their own, and for a company manager also those placed for the
 * organisations they manage (their own and every one below, as the profile's list of organisations shows them).
 * Each comes with `buyer`: who placed it when that was someone else, null for the reader's own.
 */
export function readableOrders(db: Db, reader: OrganizationViewer) {
  const managed = isCompanyManager(reader) ? visibleOrganizations(db, reader) : null;
  // The CTE `visible` is only read inside the condition: the builder is typed as a plain one over `orders`.
  return ((managed ?? db) as QueryCreator<Database>)
    .selectFrom('orders')
    .where((eb) =>
      managed
        ? eb.or([eb('orders.user_id', '=', reader.id), eb('orders.organization_id', 'in', sql<number>`(select id from visible)`)])
        : eb('orders.user_id', '=', reader.id),
    )
    .select((eb) => eb.case().when('orders.user_id', '=', reader.id).then(sql<string | null>`null`).else(buyerName(eb)).end().as('buyer'));
}

/** An order the user may read, by its number; undefined for any other. */
export function findReadableOrder(db: Db, reader: OrganizationViewer, number: string) {
  return readableOrders(db, reader).selectAll('orders').where('orders.number', '=', number).executeTakeFirst();
}

/** Any order by its number, with its buyer's name: the store operator's look-up. */
export function findOrder(db: Db, number: string) {
  return allOrders(db).selectAll('orders').where('orders.number', '=', number).executeTakeFirst();
}

export function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function statusHistory(db: Db, orderId: number) {
  return db.selectFrom('order_status_history').select(['status', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}

export function lastOrderOf(db: Db, userId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export interface OrderFilter {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  status?: OrderStatus | undefined;
  number?: string | undefined;
  organizationId?: number | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every order with its buyer's name: what the store's operator reads (modules/operator). */
export function allOrders(db: Db) {
  return db.selectFrom('orders').select((eb) => buyerName(eb).as('buyer'));
}

type OrderQuery = ReturnType<typeof allOrders>;

function filtered(orders: OrderQuery, filter: OrderFilter) {
  let query = orders;
  if (filter.organizationId !== undefined) query = query.where('organization_id', '=', filter.organizationId);
  if (filter.dateFrom) query = query.where('created_at', '>=', filter.dateFrom);
  if (filter.dateTo) {
    const next = new Date(`${filter.dateTo}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query = query.where('created_at', '<', next.toISOString());
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.number) query = query.where(sql<boolean>`number like ${likePattern(filter.number)} escape '\\'`);
  return query;
}

/** What an order's summary (toOrderSummary) shows: the history's rows, the dashboard's recent orders. */
export const orderSummaryColumns = ['id', 'number', 'created_at', 'status', 'total', 'organization_name'] as const;

/** A page of the orders the user may read, newest first, and how many match. */
export function listReadableOrders(db: Db, reader: OrganizationViewer, filter: OrderFilter, offset: number, limit: number) {
  return pageOfOrders(readableOrders(db, reader), filter, offset, limit);
}

/** A page of the orders, newest first, and how many match. */
export async function pageOfOrders(orders: OrderQuery, filter: OrderFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(orders, filter).select(orderSummaryColumns).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    filtered(orders, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Moves the order from `from` (one status or any of several) to `to` in one conditional update; false when it was elsewhere. */
export async function moveStatus(trx: Db, orderId: number, from: OrderStatus | readonly OrderStatus[], to: OrderStatus, now: string): Promise<boolean> {
  const froms: readonly OrderStatus[] = typeof from === 'string' ? [from] : from;
  const result = await trx.updateTable('orders').set({ status: to, updated_at: now }).where('id', '=', orderId).where('status', 'in', froms).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
