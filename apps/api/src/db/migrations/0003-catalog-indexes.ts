import type { Kysely } from 'kysely';

// Frozen once shipped. Catalogue: related sizes by family in size order, and the catalogue version that
// tells every app process when its in-memory listing index and answer cache are stale.

// Listings filter, count and sort in the in-memory index (docs/decisions/0002), so the per-category sort
// indexes of 0001 serve no query; they only slowed every product write.
const unusedIndexes = ['products_category_popularity', 'products_category_price', 'products_category_name', 'products_category_diameter'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of unusedIndexes) await db.schema.dropIndex(name).execute();
  // Replaces products_family: same leading column, and it also returns a family's sizes already ordered.
  await db.schema.createIndex('products_family_size').on('products').columns(['family_id', 'diameter', 'length', 'id']).execute();
  await db.schema.dropIndex('products_family').execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('catalog_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalog_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog_state').execute();
  await db.schema.dropIndex('categories_parent').execute();
  await db.schema.createIndex('products_family').on('products').column('family_id').execute();
  await db.schema.dropIndex('products_family_size').execute();
  for (const name of unusedIndexes) {
    await db.schema
      .createIndex(name)
      .on('products')
      .columns(['category_id', name.replace('products_category_', '')])
      .execute();
  }
}
