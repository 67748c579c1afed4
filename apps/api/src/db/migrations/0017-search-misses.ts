import type { Kysely } from 'kysely';

// Frozen once shipped. What buyers search for and do not find (issue 14): per normalised query and kind, how often and
// when last. 'nothing': even the relaxed reading found nothing; 'relaxed': only the relaxed reading found products.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_misses')
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    // What the relaxed answer gave up ("без покрытия «горячий цинк»"), as last answered; '' for 'nothing'.
    .addColumn('relaxed', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['query', 'kind'])
    .execute();
  await db.schema.createIndex('search_misses_count').on('search_misses').columns(['count']).execute();
}
