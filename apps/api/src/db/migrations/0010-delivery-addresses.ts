import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. A signed-in buyer's saved delivery addresses (issue 12); at most one is the default.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable('delivery_addresses')
    .addColumn('id', sql`${id}`)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_addresses_user').on('delivery_addresses').column('user_id').execute();
  // One default per user, whatever the code does.
  await db.schema
    .createIndex('delivery_addresses_user_default')
    .on('delivery_addresses')
    .column('user_id')
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_addresses').execute();
}
