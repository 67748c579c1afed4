import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The index products_article_lookup's expression (migration 0022): an article in upper case, without spaces. */
const articleKeyColumn = sql<string>`upper(replace(article, ' ', ''))`;

/** Product ids by article key (see `articleKeyColumn`); of two articles with one key, the older product. */
export async function productIdsByArticleKeys(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', articleKeyColumn.as('article_key')])
    .where(articleKeyColumn, 'in', keys)
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.article_key, row.id]));
}
