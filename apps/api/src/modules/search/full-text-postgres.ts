import { sql } from 'kysely';
import { chunked, rowsPerInsert } from '../../db/batches.ts';
import type { FullText } from './full-text-dialect.ts';
import { stemOf } from './full-text-dialect.ts';

/** PostgreSQL tsvector with the 'simple' configuration (the text comes normalised) and a GIN index (migration 0004). */
export const postgresFullText: FullText = {
  async match(db, words, limit) {
    const terms = words
      .map(stemOf)
      .filter(Boolean)
      .map((stem) => `'${stem}':*`);
    if (terms.length === 0) return [];
    const { rows } = await sql<{
      id: number;
    }>`select product_id as id from product_search where document @@ to_tsquery('simple', ${terms.join(' & ')}) order by product_id limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  },
  async write(db, documents) {
    for (const part of chunked(documents, rowsPerInsert(2))) {
      const values = part.map((document) => sql`(${document.id}, to_tsvector('simple', ${document.text}))`);
      await sql`insert into product_search (product_id, document) values ${sql.join(values)}`.execute(db);
    }
  },
  async clear(db) {
    await sql`delete from product_search`.execute(db);
  },
  async lastDocumentId(db) {
    const { rows } = await sql<{ id: number }>`select product_id as id from product_search order by product_id desc limit 1`.execute(db);
    return rows[0]?.id ?? 0;
  },
};
