import type { Db } from '../../db/database.ts';

/** The store's warehouses that hand orders out, with their cities (by exact name). */
export function findPickupWarehouses(db: Db) {
  return db.selectFrom('warehouses').select(['id', 'name', 'address', 'work_time', 'city']).where('is_pickup', '=', 1).orderBy('id').execute();
}

export type PickupWarehouse = Awaited<ReturnType<typeof findPickupWarehouses>>[number];

/** How much of each product a warehouse holds (products it holds none of are left out). */
export function findWarehouseStock(db: Db, warehouseId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('stocks').select(['product_id', 'quantity']).where('warehouse_id', '=', warehouseId).where('product_id', 'in', productIds).execute();
}
