import type { Kysely } from 'kysely';

// Frozen once shipped. The order a promo code's use was counted for, so cancelling the order gives the use back;
// null for uses counted before this (their orders keep them).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promocode_uses').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('promocode_uses_order').on('promocode_uses').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('promocode_uses_order').execute();
  await db.schema.alterTable('promocode_uses').dropColumn('order_id').execute();
}
