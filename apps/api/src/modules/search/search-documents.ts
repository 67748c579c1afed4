import type { Db } from '../../db/database.ts';
import { bumpCatalogVersion } from '../data-versions/data-versions.ts';
import { fullTextOf, searchDocumentText } from './full-text.ts';

const productsPerPage = 10_000;

/**
 * The full-text documents are derived data: a store whose products predate migration 0004 or 0005 (or whose
 * documents were lost) gets them rebuilt from the products, page by page, before it serves (the server's start,
 * once, ahead of its workers). Every product has its document from the write that made it, so the products past
 * the last document are the ones missing: a rebuild cut short (each page is a transaction of its own) goes on from
 * there at the next start. Returns how many were written.
 */
export async function ensureSearchDocuments(db: Db): Promise<number> {
  const fullText = fullTextOf(db);
  let written = 0;
  for (let afterId = await fullText.lastDocumentId(db); ; ) {
    const rows = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.id', 'products.name', 'products.article', 'categories.name as section'])
      .where('products.id', '>', afterId)
      .orderBy('products.id')
      .limit(productsPerPage)
      .execute();
    if (rows.length === 0) break;
    await db.transaction().execute((trx) =>
      fullText.write(
        trx,
        rows.map((row) => ({ id: row.id, text: searchDocumentText(row) })),
      ),
    );
    written += rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
  // Answers computed while the documents were missing are cached per catalogue version: move it on.
  if (written > 0) await bumpCatalogVersion(db);
  return written;
}
