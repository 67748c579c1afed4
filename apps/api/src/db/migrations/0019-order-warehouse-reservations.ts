import type { Kysely } from 'kysely';

// Frozen once shipped. Which warehouses an order's reserved units were taken from (issue 12), so a cancel gives them
// back where they came from and the pickup list's availability per warehouse reflects orders.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_warehouse_reservations')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_warehouse_reservations_pk', ['order_id', 'product_id', 'warehouse_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_warehouse_reservations').execute();
}
