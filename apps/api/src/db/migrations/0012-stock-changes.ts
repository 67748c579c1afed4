import type { Kysely } from 'kysely';

// Frozen once shipped. The stock version and its log: an order (or a cancel) moves the version and lists the
// products whose stock it moved, in its transaction; every app process patches its listing index from the log.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('stock_state').values({ id: 1, version: 0 }).execute();
  await db.schema
    .createTable('stock_changes')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_changes_pk', ['version', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_changes').execute();
  await db.schema.dropTable('stock_state').execute();
}
