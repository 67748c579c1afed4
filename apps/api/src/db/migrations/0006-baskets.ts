import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Baskets, promo codes and favourites (issue 10). A basket and a favourite belong
// either to a user or to a guest's session (exactly one); a guest's rows go with the session when it ends.
// Lines hold no prices: the catalogue prices them at every read.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  // Кратность: a line of the product is a whole multiple of this many units. Existing catalogues get the
  // seed's rule (apps/api/src/seed/catalog/sku.ts): small pieces sold singly go in tens or hundreds.
  await db.schema
    .alterTable('products')
    .addColumn('order_multiple', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update products set order_multiple = case when unit = 'шт' and weight_g < 2 then 100 when unit = 'шт' and weight_g < 5 then 10 else 1 end`.execute(
    db,
  );
  // Recommendations look up the nut or washer of a standard and diameter.
  await db.schema.createIndex('products_standard_diameter').on('products').columns(['standard', 'diameter']).execute();

  await db.schema
    .createTable('promocodes')
    .addColumn('id', sql`${id}`)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    // Percent (1–100) or kopecks.
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('min_sum', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_user', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('promocode_categories')
    .addColumn('promocode_id', 'integer', (c) => c.notNull().references('promocodes.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('promocode_categories_pk', ['promocode_id', 'category_id'])
    .execute();
  await db.schema
    .createTable('promocode_uses')
    .addColumn('id', sql`${id}`)
    .addColumn('promocode_id', 'integer', (c) => c.notNull().references('promocodes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promocode_uses_code_user').on('promocode_uses').columns(['promocode_id', 'user_id']).execute();

  await db.schema
    .createTable('baskets')
    .addColumn('id', sql`${id}`)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('is_main', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('promocode_id', 'integer', (c) => c.references('promocodes.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('baskets_one_owner', sql`(user_id is null) <> (session_id is null)`)
    .execute();
  // A guest has one basket; a user one main basket (the targets of the insert-if-missing upserts).
  await db.schema.createIndex('baskets_session').on('baskets').column('session_id').unique().execute();
  await db.schema.createIndex('baskets_user_main').on('baskets').column('user_id').unique().where(sql<boolean>`is_main = 1`).execute();
  await db.schema.createIndex('baskets_user').on('baskets').column('user_id').execute();
  // No row: the main basket is active. Deleting the active basket deletes the row, so the main one is.
  await db.schema
    .createTable('active_baskets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('active_baskets_basket').on('active_baskets').column('basket_id').execute();

  await db.schema
    .createTable('basket_items')
    .addColumn('id', sql`${id}`)
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('basket_items_basket_product', ['basket_id', 'product_id'])
    .execute();
  await db.schema.createIndex('basket_items_product').on('basket_items').column('product_id').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('id', sql`${id}`)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('favourites_one_owner', sql`(user_id is null) <> (session_id is null)`)
    .addUniqueConstraint('favourites_user_product', ['user_id', 'product_id'])
    .addUniqueConstraint('favourites_session_product', ['session_id', 'product_id'])
    .execute();
  await db.schema.createIndex('favourites_product').on('favourites').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['favourites', 'basket_items', 'active_baskets', 'baskets', 'promocode_uses', 'promocode_categories', 'promocodes']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('products_standard_diameter').execute();
  await db.schema.alterTable('products').dropColumn('order_multiple').execute();
}
