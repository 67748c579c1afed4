import { normalizeText } from '@store/fasteners';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.ts';
import { postgresFullText } from './full-text-postgres.ts';
import { sqliteFullText } from './full-text-sqlite.ts';

export interface SearchDocument {
  id: number;
  text: string;
}

/** Full-text search over product text: the one place where SQLite (FTS5) and PostgreSQL (tsvector) differ. */
export interface FullText {
  /** Ids of products whose text holds every word (by its stem), ascending, at most `limit` of them. */
  match(db: Db, words: readonly string[], limit: number): Promise<number[]>;
  write(db: Db, documents: readonly SearchDocument[]): Promise<void>;
  clear(db: Db): Promise<void>;
  isEmpty(db: Db): Promise<boolean>;
}

export function fullTextOf(db: Db): FullText {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresFullText : sqliteFullText;
}

/** A product's searchable text, normalised as queries are (look-alike letters, ё, case). */
export function searchDocumentText(product: { name: string; article: string; section: string }): string {
  return normalizeText(`${product.name} ${product.article} ${product.section}`);
}

/** Russian words change their endings ("головка", "головкой"): a word matches by its stem as a prefix. */
export function stemOf(word: string): string {
  const clean = word.replace(/[^\p{L}\p{N}]/gu, '');
  return clean.length > 5 ? clean.slice(0, -2) : clean;
}
