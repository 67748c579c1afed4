import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';

/** Units of a product taken from one warehouse. */
export interface WarehouseTake {
  warehouse_id: number;
  quantity: number;
}

/** What a reservation did to a product's stock: the part taken, and from which warehouses. */
export interface Reservation {
  reserved: number;
  warehouses: WarehouseTake[];
}

const busy = () => conflict('Товар сейчас покупают многие: повторите оформление заказа');

/**
 * Takes up to `wanted` units of the product's stock, never below zero: a conditional update (`stock >= take`)
 * that a concurrent checkout cannot slip past; when it loses a race it reads the stock again. On PostgreSQL the
 * row stays locked until commit, so no unit is reserved twice. The same units then leave the warehouses' rows
 * (`products.stock` is the sum of `stocks`): `preferredWarehouseId` first (the pickup warehouse), then by id, which
 * puts the central warehouse first.
 */
export async function reserveStock(trx: Db, productId: number, wanted: number, preferredWarehouseId: number | null): Promise<Reservation> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const row = await trx.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
    const take = Math.min(Math.max(row?.stock ?? 0, 0), wanted);
    if (take === 0) return { reserved: 0, warehouses: [] };
    const result = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', take) }))
      .where('id', '=', productId)
      .where('stock', '>=', take)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { reserved: take, warehouses: await takeFromWarehouses(trx, productId, take, preferredWarehouseId) };
  }
  throw busy();
}

/**
 * Spreads the units over the product's warehouse rows in the order reserveStock describes, never below zero. Runs
 * while this transaction holds the product's row (the update above; the whole database on SQLite), and every order
 * and cancel moves `stocks` only so, so no other order moves these rows meanwhile.
 */
async function takeFromWarehouses(trx: Db, productId: number, units: number, preferredWarehouseId: number | null): Promise<WarehouseTake[]> {
  const rows = await trx
    .selectFrom('stocks')
    .select(['warehouse_id', 'quantity'])
    .where('product_id', '=', productId)
    .where('quantity', '>', 0)
    .orderBy('warehouse_id')
    .execute();
  const ordered = [...rows.filter((row) => row.warehouse_id === preferredWarehouseId), ...rows.filter((row) => row.warehouse_id !== preferredWarehouseId)];
  const taken: WarehouseTake[] = [];
  let left = units;
  for (const row of ordered) {
    if (left === 0) break;
    const take = Math.min(row.quantity, left);
    const result = await trx
      .updateTable('stocks')
      .set((eb) => ({ quantity: eb('quantity', '-', take) }))
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', row.warehouse_id)
      .where('quantity', '>=', take)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw busy();
    taken.push({ warehouse_id: row.warehouse_id, quantity: take });
    left -= take;
  }
  return taken;
}

/** Gives a cancelled order's reserved units back: to the product and to the warehouses they were taken from. */
export async function returnStock(trx: Db, orderId: number, productId: number, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
  const taken = await trx
    .selectFrom('order_warehouse_reservations')
    .select(['warehouse_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', '=', productId)
    .execute();
  for (const { warehouse_id, quantity: units } of taken) {
    await trx
      .insertInto('stocks')
      .values({ product_id: productId, warehouse_id, quantity: units })
      .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doUpdateSet((eb) => ({ quantity: eb('stocks.quantity', '+', units) })))
      .execute();
  }
}

/** Records where an order's reserved units came from, for returnStock. */
export async function recordWarehouseTakes(
  trx: Db,
  orderId: number,
  takes: readonly { product_id: number; warehouses: readonly WarehouseTake[] }[],
): Promise<void> {
  const rows = takes.flatMap(({ product_id, warehouses }) => warehouses.map((take) => ({ order_id: orderId, product_id, ...take })));
  if (rows.length > 0) await trx.insertInto('order_warehouse_reservations').values(rows).execute();
}
