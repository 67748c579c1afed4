import { normalizeText } from '@store/fasteners';
import { type Db, onPostgres } from '../../db/database.ts';
import { postgresFullText } from './full-text-postgres.ts';
import { sqliteFullText } from './full-text-sqlite.ts';
import type { FullText } from './full-text-dialect.ts';

/** The full-text module of this database's dialect. */
export function fullTextOf(db: Db): FullText {
  return onPostgres(db) ? postgresFullText : sqliteFullText;
}

/** A product's searchable text, normalised as queries are (look-alike letters, ё, case). */
export function searchDocumentText(product: { name: string; article: string; section: string }): string {
  return normalizeText(`${product.name} ${product.article} ${product.section}`);
}
