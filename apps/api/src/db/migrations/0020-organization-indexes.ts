import type { Kysely } from 'kysely';

// Frozen once shipped. The profile's organisations walk the tree by parent and count each one's employees and orders;
// deleting one sets its orders' organisation to null. Each of those looks rows up by these columns.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('organizations_parent_idx').on('organizations').column('parent_id').execute();
  await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute();
  await db.schema.createIndex('orders_organization_idx').on('orders').column('organization_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_organization_idx').execute();
  await db.schema.dropIndex('users_organization_idx').execute();
  await db.schema.dropIndex('organizations_parent_idx').execute();
}
