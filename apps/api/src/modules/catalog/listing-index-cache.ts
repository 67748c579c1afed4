import type { Db } from '../../db/database.ts';
import { listCategories } from './categories.repository.ts';
import { buildCategoryTree } from './category-tree.ts';
import { type ListingIndex, listingIndexBuilder } from './listing-index.ts';
import { indexRowsAfter } from './products.repository.ts';
import { getCatalogVersion } from './version.repository.ts';

const rowsPerPage = 20_000;

/** Reads the whole catalogue into a fresh listing index, page by page. */
export async function loadListingIndex(db: Db): Promise<ListingIndex> {
  const builder = listingIndexBuilder(buildCategoryTree(await listCategories(db)));
  for (let afterId = 0; ; ) {
    const rows = await indexRowsAfter(db, afterId, rowsPerPage);
    builder.add(rows);
    if (rows.length < rowsPerPage) break;
    afterId = rows[rows.length - 1]!.id;
  }
  return builder.finish();
}

export interface ListingIndexCache {
  /** The index of the current catalogue version. */
  get(): Promise<ListingIndex>;
}

/**
 * One listing index per process, rebuilt when the catalogue version in the database moves (another
 * process may have written the catalogue). While a rebuild runs, the previous index keeps answering, so
 * a catalogue update never stalls listings; concurrent requests share one version check and one build.
 */
export function listingIndexCache(db: Db): ListingIndexCache {
  // One per database: listings and search share the index rather than each keeping a copy in memory.
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = newListingIndexCache(db)));
  return cache;
}

const caches = new WeakMap<Db, ListingIndexCache>();

function newListingIndexCache(db: Db): ListingIndexCache {
  let ready: { version: number; index: ListingIndex } | null = null;
  let building: { version: number; index: Promise<ListingIndex> } | null = null;
  let versionCheck: Promise<number> | null = null;

  function build(version: number): Promise<ListingIndex> {
    if (building?.version === version) return building.index;
    const index = loadListingIndex(db).then(
      (built) => {
        if (!ready || ready.version < version) ready = { version, index: built };
        return built;
      },
      (error: unknown) => {
        building = null;
        throw error;
      },
    );
    building = { version, index };
    return index;
  }

  return {
    async get() {
      versionCheck ??= getCatalogVersion(db).finally(() => (versionCheck = null));
      const version = await versionCheck;
      if (ready?.version === version) return ready.index;
      const next = build(version);
      return ready ? ready.index : next;
    },
  };
}
