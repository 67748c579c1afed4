import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Orders (issue 12): the order with a snapshot of what was bought (decision 0005), its
// status history, per-year number counters, idempotency keys of checkout attempts and the outbox of e-mails
// sent after commit. Products get their lead time for quantities beyond stock ('под заказ').

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .alterTable('products')
    .addColumn('lead_time_days', 'integer', (c) => c.notNull().defaultTo(14))
    .execute();

  // One row per year: the last number given. The upsert that takes the next one is atomic on both databases.
  await db.schema
    .createTable('order_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', sql`${id}`)
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('contact_person', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('organization_name', 'text', (c) => c.notNull())
    // JSON of the requisites as sent (or as the organisation had them); null for an individual.
    .addColumn('requisites', 'text')
    .addColumn('comment', 'text', (c) => c.notNull())
    // JSON: receiving type, service, location, address, stock, pickup point, dates, description.
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('delivery_price', 'bigint', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('payment_name', 'text', (c) => c.notNull())
    .addColumn('promocode', 'text')
    .addColumn('promo_discount', 'bigint', (c) => c.notNull())
    .addColumn('goods_price', 'bigint', (c) => c.notNull())
    .addColumn('goods_discount_price', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('vat_amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', sql`${id}`)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('article', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('order_multiple', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('discount_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sum_price', 'bigint', (c) => c.notNull())
    .addColumn('sum_discount_price', 'bigint', (c) => c.notNull())
    // Reserved from stock plus 'под заказ' is the quantity; a cancel returns the reserved part.
    .addColumn('reserved_quantity', 'integer', (c) => c.notNull())
    .addColumn('on_order_quantity', 'integer', (c) => c.notNull())
    .addColumn('lead_time_days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_product').on('order_lines').column('product_id').execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', sql`${id}`)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    // 'buyer', 'system' or a manager's user id as text.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order').on('order_status_history').column('order_id').execute();

  // A checkout attempt's key per buyer ('user:ID' or 'guest:SESSION-HASH'): running until its order commits
  // with the answer in the same transaction.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', sql`${id}`)
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_scope_key', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', sql`${id}`)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // A worker's claim: no other worker takes the row before this time.
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['outbox', 'idempotency_keys', 'order_status_history', 'order_lines', 'orders', 'order_counters']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('products').dropColumn('lead_time_days').execute();
}
