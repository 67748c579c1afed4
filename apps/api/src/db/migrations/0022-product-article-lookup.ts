import { type Kysely, sql } from 'kysely';

// Frozen once shipped. Quick order finds a pasted article whatever its case and spaces; without this index each
// look-up read every product. The look-up writes the same expression (quick-order.repository.ts).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_article_lookup').on('products').expression(sql`upper(replace(article, ' ', ''))`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_article_lookup').execute();
}
