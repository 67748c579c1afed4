import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { insertUser } from '../modules/user/user.repository.ts';
import { extraSessionCookie, sessionCookie, uniqueEmail, uniquePhone } from './accounts.ts';
import type { Visitor } from './basket.ts';

/** Checkout calls for API tests, as the checkout modal makes them. */

/** A pickup warehouse of the seed (the delivery every test order uses unless told otherwise). */
export async function pickupStockId(db: Db): Promise<number> {
  return (await db.selectFrom('warehouses').select('id').where('is_pickup', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
}

export function checkoutBody(stockId: number, overrides: { properties?: Record<string, unknown>; [key: string]: unknown } = {}) {
  const { properties, ...rest } = overrides;
  return {
    order_properties: {
      contact_person: 'Иванов Иван Иванович',
      email: uniqueEmail('guest'),
      phone: uniquePhone(),
      location: 'Москва',
      receiving_type: 'pickup',
      stock_id: stockId,
      payment: 1,
      ...properties,
    },
    user_type: 'individual',
    ...rest,
  };
}

/** The central warehouse of the seed: the first by id, where delivered orders take stock from first. */
export async function centralWarehouseId(db: Db): Promise<number> {
  return (await db.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

/** Puts exactly these units of the product in these warehouses (by id) and none elsewhere; its stock is their sum. */
export async function setWarehouseStocks(db: Db, productId: number, quantities: Record<number, number>): Promise<void> {
  const rows = Object.entries(quantities).map(([warehouseId, quantity]) => ({ product_id: productId, warehouse_id: Number(warehouseId), quantity }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('stocks').where('product_id', '=', productId).execute();
    if (rows.length > 0) await trx.insertInto('stocks').values(rows).execute();
    await trx
      .updateTable('products')
      .set({ stock: rows.reduce((sum, row) => sum + row.quantity, 0) })
      .where('id', '=', productId)
      .execute();
  });
}

/** The product's stock, all of it in the pickup warehouse test orders pick up from. */
export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await setWarehouseStocks(db, productId, { [await pickupStockId(db)]: stock });
}

/** Units of the product per warehouse id, as the database has them now (rows at zero included). */
export async function warehouseStocks(db: Db, productId: number): Promise<Record<number, number>> {
  const rows = await db.selectFrom('stocks').select(['warehouse_id', 'quantity']).where('product_id', '=', productId).execute();
  return Object.fromEntries(rows.map((row) => [row.warehouse_id, row.quantity]));
}

/** A product's stock as the database has it now. */
export async function productStock(db: Db, id: number): Promise<number> {
  return (await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
}

export const newKey = () => `test-${crypto.randomUUID()}`;

export async function submitOrder(app: FastifyInstance, visitor: Visitor, payload: object, key: string | null = newKey()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Order/checkout/',
    headers: { ...(visitor.cookie ? { cookie: visitor.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
  visitor.cookie = sessionCookie(response) || visitor.cookie;
  return response;
}

/** A signed-in individual made without the API's password hashing, for tests that need many buyers. */
export async function quickBuyer(db: Db): Promise<{ id: number; visitor: Visitor; email: string; phone: string }> {
  const email = uniqueEmail('quick');
  const phone = `8${uniquePhone().replace(/\D/g, '').slice(1)}`;
  const id = await insertUser(
    db,
    {
      fid: crypto.randomUUID(),
      userType: 'individual',
      fio: 'Быстров Борис Борисович',
      email,
      phone,
      passwordHash: 'not-a-hash',
      managerId: null,
      organizationId: null,
      isMainManager: false,
    },
    new Date().toISOString(),
  );
  return { id, email, phone, visitor: { cookie: await extraSessionCookie(db, id) } };
}
