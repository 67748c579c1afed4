import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. The profile's news and promotions: publications the store writes in Markdown, each shown from
// `published_at` (a promotion's start) on, a promotion until `ends_at` (null: until further notice). A user's
// `news_seen_at` is when they last opened the news list: news published after it is new to them.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable('publications')
    .addColumn('id', sql`${id}`)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('news', 'promo')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('body_md', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('promocode', 'text')
    .addUniqueConstraint('publications_kind_code', ['kind', 'code'])
    .execute();
  // Both lists read one kind, published by now, newest first.
  await db.schema.createIndex('publications_kind_published').on('publications').columns(['kind', 'published_at']).execute();
  await db.schema.alterTable('users').addColumn('news_seen_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('news_seen_at').execute();
  await db.schema.dropTable('publications').execute();
}
