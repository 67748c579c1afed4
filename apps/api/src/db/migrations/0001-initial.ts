import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// Portable types on both dialects: flags are integers 0/1, timestamps ISO-8601 text, JSON as text.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_blocks')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('redirects')
    .addColumn('from_path', 'text', (c) => c.primaryKey())
    .addColumn('to_path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', sql`${id}`)
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_families')
    .addColumn('id', sql`${id}`)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('standard', 'text', (c) => c.notNull())
    .addColumn('strength_class', 'text')
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('coating', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('drawing', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', sql`${id}`)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('article', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('standard', 'text', (c) => c.notNull())
    .addColumn('diameter', 'real', (c) => c.notNull())
    .addColumn('length', 'real')
    .addColumn('pitch', 'real')
    .addColumn('strength_class', 'text')
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('coating', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('pack_qty', 'integer', (c) => c.notNull())
    .addColumn('weight_g', 'real', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('discount_price', 'bigint')
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .execute();
  for (const column of ['popularity', 'price', 'name', 'diameter']) {
    await db.schema.createIndex(`products_category_${column}`).on('products').columns(['category_id', column]).execute();
  }
  await db.schema.createIndex('products_family').on('products').column('family_id').execute();

  await db.schema
    .createTable('warehouses')
    .addColumn('id', sql`${id}`)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('work_time', 'text', (c) => c.notNull())
    .addColumn('is_pickup', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stocks')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stocks_pk', ['product_id', 'warehouse_id'])
    .execute();

  await db.schema
    .createTable('managers')
    .addColumn('id', sql`${id}`)
    .addColumn('fio', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('organizations')
    .addColumn('id', sql`${id}`)
    .addColumn('parent_id', 'integer', (c) => c.references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('inn', 'text', (c) => c.notNull())
    .addColumn('kpp', 'text', (c) => c.notNull())
    .addColumn('ogrn', 'text', (c) => c.notNull())
    .addColumn('director', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('id', sql`${id}`)
    .addColumn('fid', 'text', (c) => c.notNull().unique())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('fio', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('manager_id', 'integer', (c) => c.references('managers.id'))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id'))
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_main_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sessions',
    'users',
    'organizations',
    'managers',
    'stocks',
    'warehouses',
    'products',
    'product_families',
    'categories',
    'redirects',
    'pages',
    'content_blocks',
    'settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
