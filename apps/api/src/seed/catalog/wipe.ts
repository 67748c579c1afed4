import type { Db, Trx } from '../../db/database.ts';
import { bumpCatalogVersion } from '../../modules/data-versions/data-versions.ts';
import { fullTextOf } from '../../modules/search/full-text.ts';

export async function hasCatalogue(db: Db): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Empties the catalogue tables (children first), for `npm run seed -- --force`, in the caller's transaction. */
export async function wipeCatalogue(trx: Trx): Promise<void> {
  await fullTextOf(trx).clear(trx);
  for (const table of ['stocks', 'products', 'family_documents', 'product_families', 'categories', 'warehouses'] as const) {
    await trx.deleteFrom(table).execute();
  }
  await bumpCatalogVersion(trx);
}
