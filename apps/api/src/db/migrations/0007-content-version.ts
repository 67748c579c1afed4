import type { Kysely } from 'kysely';

// Frozen once shipped. The content version (settings, content blocks, pages, redirects), beside the catalogue
// version of 0003: every app process caches what every page shows and drops it when this moves.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('content_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_state').execute();
}
