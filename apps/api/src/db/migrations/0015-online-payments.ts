import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Online card payment (issue 12): the store's payments of orders through a payment provider,
// the built-in test gateway's own ledger (what a real provider keeps on its side), and the online-card method on.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  // One row per payment the buyer was sent to; an order may have several (a cancelled one, then a retry).
  await db.schema
    .createTable('order_payments')
    .addColumn('id', sql`${id}`)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'canceled')`))
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_payments_provider_id', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('order_payments_order').on('order_payments').column('order_id').execute();

  // The test gateway's side: its payments, with the secret its notifications are signed with.
  await db.schema
    .createTable('test_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotence_key', 'text', (c) => c.notNull().unique())
    .addColumn('order_num', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'canceled')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.updateTable('payment_methods').set({ is_active: 1 }).where('code', '=', 'online_card').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('payment_methods').set({ is_active: 0 }).where('code', '=', 'online_card').execute();
  await db.schema.dropTable('test_gateway_payments').execute();
  await db.schema.dropTable('order_payments').execute();
}
