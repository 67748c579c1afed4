import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. The files of a product family's 'Документы' tab (issue 13): certificates, declarations and
// the standard's drawing. Small files, so their bytes live in the row and go with the database's backups.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('family_documents')
    .addColumn('id', isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('family_documents_family').on('family_documents').columns(['family_id', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('family_documents').execute();
}
