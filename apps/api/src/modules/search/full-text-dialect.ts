import type { Db } from '../../db/database.ts';

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
  /** The highest product id with a document, 0 when there is none. */
  lastDocumentId(db: Db): Promise<number>;
}

/** Russian words change their endings ("головка", "головкой"): a word matches by its stem as a prefix. */
export function stemOf(word: string): string {
  const clean = word.replace(/[^\p{L}\p{N}]/gu, '');
  return clean.length > 5 ? clean.slice(0, -2) : clean;
}
