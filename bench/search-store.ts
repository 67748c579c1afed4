import path from 'node:path';
import { migrateToLatest, openDatabase } from '../apps/api/src/db/database.ts';
import { listingIndexCache } from '../apps/api/src/modules/catalog/listing-index-cache.ts';
import { startDataVersions } from '../apps/api/src/modules/data-versions/data-versions.ts';
import { fullTextOf } from '../apps/api/src/modules/search/full-text.ts';
import { ensureSearchDocuments } from '../apps/api/src/modules/search/search-documents.ts';
import type { SearchDeps } from '../apps/api/src/modules/search/search.service.ts';
import { benchPostgresUrl, root } from './server.ts';

/**
 * Runs `work` on the bench store of `skus` SKUs (seeded by an earlier server run of the same size and dialect),
 * prepared as the server prepares it at start: migrated, search documents filled, the listing index following
 * the catalogue version.
 */
export async function withSearchStore<T>(options: { skus: number; dialect: 'sqlite' | 'postgres' }, work: (deps: SearchDeps) => Promise<T>): Promise<T> {
  const { db } = openDatabase(
    options.dialect === 'postgres'
      ? { url: benchPostgresUrl(options.skus) }
      : { sqliteFile: path.join(root, 'bench/out', `data-${options.skus}-sqlite`, 'store.db') },
  );
  let versions: Awaited<ReturnType<typeof startDataVersions>> | undefined;
  try {
    await migrateToLatest(db);
    await ensureSearchDocuments(db);
    versions = await startDataVersions(db, (error) => console.error(error));
    return await work({ db, indexCache: listingIndexCache(db), fullText: fullTextOf(db) });
  } finally {
    await versions?.stop();
    await db.destroy();
  }
}
