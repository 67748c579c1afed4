import { sql } from 'kysely';
import { chunked, rowsPerInsert } from '../../db/batches.ts';
import type { FullText } from './full-text-dialect.ts';
import { stemOf } from './full-text-dialect.ts';

/** SQLite FTS5 (migrations 0004, 0005): a contentless table whose rowid is the product id, with 1–3 letter prefix indexes. */
export const sqliteFullText: FullText = {
  async match(db, words, limit) {
    const terms = words
      .map(stemOf)
      .filter(Boolean)
      .map((stem) => `"${stem}"*`);
    if (terms.length === 0) return [];
    const { rows } = await sql<{
      id: number;
    }>`select rowid as id from product_search where product_search match ${terms.join(' ')} order by rowid limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  },
  async write(db, documents) {
    for (const part of chunked(documents, rowsPerInsert(2))) {
      const values = part.map((document) => sql`(${document.id}, ${document.text})`);
      await sql`insert into product_search (rowid, body) values ${sql.join(values)}`.execute(db);
    }
  },
  async clear(db) {
    await sql`delete from product_search`.execute(db);
  },
  async lastDocumentId(db) {
    const { rows } = await sql<{ id: number }>`select rowid as id from product_search order by rowid desc limit 1`.execute(db);
    return rows[0]?.id ?? 0;
  },
};
