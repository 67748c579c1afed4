import type { Db } from '../../db/database.ts';

/** The store's warehouses that hand orders out, in the city (by its exact name). */
export function findPickupWarehouses(db: Db, cityName: string) {
  return db
    .selectFrom('warehouses')
    .select(['id', 'name', 'address', 'work_time'])
    .where('is_pickup', '=', 1)
    .where('city', '=', cityName)
    .orderBy('id')
    .execute();
}

/** How much of each product a warehouse holds (products it holds none of are left out). */
export function findWarehouseStock(db: Db, warehouseId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('stocks').select(['product_id', 'quantity']).where('warehouse_id', '=', warehouseId).where('product_id', 'in', productIds).execute();
}
