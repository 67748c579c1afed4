import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Suggestions ask for one- and two-letter word prefixes as the buyer types ("б",
// "di"); FTS5 answers those from a prefix index instead of merging every term's list (about 8× faster).
// The table is contentless, so it is recreated empty and the app refills it at start (search documents
// are derived data). PostgreSQL's GIN index needs nothing.

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop table product_search`.execute(db);
  await sql`create virtual table product_search using fts5(body, content='', contentless_delete=1, tokenize='unicode61', prefix='1 2 3')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop table product_search`.execute(db);
  await sql`create virtual table product_search using fts5(body, content='', contentless_delete=1, tokenize='unicode61', prefix='3')`.execute(db);
}
