import path from 'node:path';
import { migrateToLatest, openDatabase } from '../apps/api/src/db/database.ts';
import { listingIndexCache } from '../apps/api/src/modules/catalog/listing-index-cache.ts';
import { startDataVersions } from '../apps/api/src/modules/data-versions/data-versions.ts';
import { fullTextOf } from '../apps/api/src/modules/search/full-text.ts';
import { type RelevanceScore, scoreRelevance } from '../apps/api/src/modules/search/relevance-score.ts';
import { ensureSearchDocuments } from '../apps/api/src/modules/search/search-documents.ts';
import { root } from './server.ts';

/**
 * Issue 14's relevance figure on a bench store (seeded by an earlier server run of the same size and
 * dialect): the relevance set through the search service in process, scored as search.test.ts scores it.
 */
export async function relevanceOf(options: { skus: number; dialect: 'sqlite' | 'postgres' }): Promise<RelevanceScore> {
  const { db } = openDatabase(
    options.dialect === 'postgres'
      ? { url: `postgres://postgres@127.0.0.1:5432/bench_${options.skus}` }
      : { sqliteFile: path.join(root, 'bench/out', `data-${options.skus}-sqlite`, 'store.db') },
  );
  let versions: Awaited<ReturnType<typeof startDataVersions>> | undefined;
  try {
    await migrateToLatest(db);
    await ensureSearchDocuments(db);
    versions = await startDataVersions(db, (error) => console.error(error));
    return await scoreRelevance({ db, indexCache: listingIndexCache(db), fullText: fullTextOf(db) });
  } finally {
    await versions?.stop();
    await db.destroy();
  }
}
