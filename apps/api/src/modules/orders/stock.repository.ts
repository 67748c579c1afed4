import { sql } from 'kysely';
import { type Db, onPostgres } from '../../db/database.ts';
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

/** A product and how many of its units the order wants. */
export interface WantedStock {
  productId: number;
  quantity: number;
}

const busy = () => conflict('Товар сейчас покупают многие: повторите оформление заказа');

/**
 * Takes up to the wanted units of each product's stock, never below zero, in four statements whatever the number of
 * lines (on PostgreSQL the rows stay locked from the first to commit, so the fewer round trips, the sooner the next
 * order of the same goods runs):
 * 1. the products' rows are read and locked in product id order (`FOR UPDATE` on PostgreSQL; SQLite's `IMMEDIATE`
 *    transaction already holds the whole database), so two orders of the same goods never deadlock and no unit is
 *    reserved twice;
 * 2. their warehouse rows are read (every writer of `stocks` holds the product's row, so they cannot move now);
 * 3. and 4. the units leave `products.stock` and the warehouse rows, one UPDATE each, guarded (`>= n`) all the same.
 * The units leave the warehouses `preferredWarehouseId` first (the pickup warehouse), then by id, which puts the
 * central warehouse first (`products.stock` is the sum of `stocks`).
 */
export async function reserveStock(trx: Db, wanted: readonly WantedStock[], preferredWarehouseId: number | null): Promise<Map<number, Reservation>> {
  const wantedOf = new Map<number, number>();
  for (const want of wanted) wantedOf.set(want.productId, (wantedOf.get(want.productId) ?? 0) + want.quantity);
  const reservations = new Map<number, Reservation>([...wantedOf.keys()].map((id) => [id, { reserved: 0, warehouses: [] }]));
  if (wantedOf.size === 0) return reservations;
  let lock = trx
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', 'in', [...wantedOf.keys()])
    .orderBy('id');
  if (onPostgres(trx)) lock = lock.forUpdate();
  const takes = new Map<number, number>();
  for (const row of await lock.execute()) {
    const take = Math.min(Math.max(row.stock, 0), wantedOf.get(row.id) ?? 0);
    if (take > 0) takes.set(row.id, take);
  }
  if (takes.size === 0) return reservations;

  const warehouseRows = await trx
    .selectFrom('stocks')
    .select(['product_id', 'warehouse_id', 'quantity'])
    .where('product_id', 'in', [...takes.keys()])
    .where('quantity', '>', 0)
    .orderBy('product_id')
    .orderBy('warehouse_id')
    .execute();
  const warehouseTakes: (WarehouseTake & { product_id: number })[] = [];
  for (const [productId, units] of takes) {
    const reservation = reservations.get(productId)!;
    reservation.reserved = units;
    reservation.warehouses = spread(
      units,
      warehouseRows.filter((row) => row.product_id === productId),
      preferredWarehouseId,
    );
    warehouseTakes.push(...reservation.warehouses.map((take) => ({ ...take, product_id: productId })));
  }

  const byProduct = sql<number>`case id ${sql.join(
    [...takes].map(([id, units]) => sql`when ${id} then cast(${units} as integer)`),
    sql` `,
  )} end`;
  const products = await trx
    .updateTable('products')
    .set({ stock: sql`stock - ${byProduct}` })
    .where('id', 'in', [...takes.keys()])
    .where('stock', '>=', byProduct)
    .executeTakeFirst();
  if (Number(products.numUpdatedRows) !== takes.size) throw busy();
  if (warehouseTakes.length === 0) return reservations;
  const byWarehouse = sql<number>`case ${sql.join(
    warehouseTakes.map((take) => sql`when product_id = ${take.product_id} and warehouse_id = ${take.warehouse_id} then cast(${take.quantity} as integer)`),
    sql` `,
  )} end`;
  const warehouses = await trx
    .updateTable('stocks')
    .set({ quantity: sql`quantity - ${byWarehouse}` })
    .where((eb) => eb.or(warehouseTakes.map((take) => eb.and([eb('product_id', '=', take.product_id), eb('warehouse_id', '=', take.warehouse_id)]))))
    .where('quantity', '>=', byWarehouse)
    .executeTakeFirst();
  if (Number(warehouses.numUpdatedRows) !== warehouseTakes.length) throw busy();
  return reservations;
}

/** Spreads the units over the product's warehouse rows (`preferredWarehouseId` first, then by id), never below zero. */
function spread(units: number, rows: readonly WarehouseTake[], preferredWarehouseId: number | null): WarehouseTake[] {
  const ordered = [...rows.filter((row) => row.warehouse_id === preferredWarehouseId), ...rows.filter((row) => row.warehouse_id !== preferredWarehouseId)];
  const taken: WarehouseTake[] = [];
  let left = units;
  for (const row of ordered) {
    if (left === 0) break;
    const take = Math.min(row.quantity, left);
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
