import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Full-text search over product text, keyed by product id: the words of a query
// that name no attribute (docs: ARCHITECTURE.md "Search"). The text is normalised by the app before it
// is written (look-alike letters, ё), so both dialects index plain words.

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create table product_search (product_id integer primary key, document tsvector not null)`.execute(db);
    await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  } else {
    // Contentless: only rowids come back, the text lives in products; contentless_delete allows DELETE.
    await sql`create virtual table product_search using fts5(body, content='', contentless_delete=1, tokenize='unicode61', prefix='3')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table product_search`.execute(db);
}
