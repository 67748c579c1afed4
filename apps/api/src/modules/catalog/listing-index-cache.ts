import type { Db } from '../../db/database.ts';
import { dataVersionsOf } from '../data-versions/data-versions.ts';
import { listCategories } from './categories.repository.ts';
import { buildCategoryTree } from './category-tree.ts';
import { type ListingIndex, listingIndexBuilder, patchStock } from './listing-index.ts';
import { indexRowsAfter } from './products.repository.ts';
import { stockChangedSince } from './stock-changes.ts';

const rowsPerPage = 20_000;

/** Reads the whole catalogue into a fresh listing index, page by page. */
export async function loadListingIndex(db: Db): Promise<ListingIndex> {
  // Read before the rows: a change committed meanwhile is patched in again later, which does no harm.
  const stockVersion = (await db.selectFrom('stock_state').select('version').where('id', '=', 1).executeTakeFirst())?.version ?? 0;
  const builder = listingIndexBuilder(buildCategoryTree(await listCategories(db)));
  for (let afterId = 0; ; ) {
    const rows = await indexRowsAfter(db, afterId, rowsPerPage);
    builder.add(rows);
    if (rows.length < rowsPerPage) break;
    afterId = rows[rows.length - 1]!.id;
  }
  return { ...builder.finish(), stockVersion };
}

export interface ListingIndexCache {
  /** The index of the current catalogue version, with the stock of the current stock version. */
  get(): Promise<ListingIndex>;
  /** Whether listings answer from the current version's index (not while a rebuild runs): whole pages are cached only then. */
  isCurrent(): boolean;
}

/**
 * One listing index per process, rebuilt when the catalogue version moves (`dataVersionsOf(db)`: another
 * process may have written the catalogue). While a rebuild runs, the previous index keeps answering, so
 * a catalogue update never stalls listings; concurrent requests share one build.
 *
 * Orders move only the stock version: the index asked for after one is patched in place from the stock log
 * (one small query, shared by concurrent requests), never rebuilt; a process that saw no listing request
 * meanwhile does no work at all. Only a process so far behind that the log was pruned rebuilds.
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
  const patching = new WeakMap<ListingIndex, Promise<void>>();
  const outdated = new WeakSet<ListingIndex>();

  function build(version: number, again = false): Promise<ListingIndex> {
    if (building?.version === version && !again) return building.index;
    const index = loadListingIndex(db).then(
      (built) => {
        if (!ready || ready.version <= version) ready = { version, index: built };
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

  /** Brings the index's stock up to the stock version (one patch at a time; those asking meanwhile share it). */
  async function patch(index: ListingIndex, version: number): Promise<void> {
    let running = patching.get(index);
    if (!running) {
      running = stockChangedSince(db, index.stockVersion)
        .then((changes) => {
          if (changes.complete) return patchStock(index, changes.version, changes.products);
          // The log no longer reaches back that far: read everything again, answering from this index meanwhile.
          outdated.add(index);
          if (ready?.index === index) void build(ready.version, true).catch(() => outdated.delete(index));
        })
        .finally(() => patching.delete(index));
      patching.set(index, running);
    }
    await running;
    // A patch that started before this version was known may have read too early: read once more.
    if (index.stockVersion < version && !outdated.has(index)) await patch(index, version);
  }

  return {
    async get() {
      const { catalog, stock } = dataVersionsOf(db).current();
      if (ready?.version === catalog) {
        const { index } = ready;
        if (index.stockVersion < stock && !outdated.has(index)) await patch(index, stock);
        return index;
      }
      const next = build(catalog);
      return ready ? ready.index : next;
    },
    isCurrent: () => ready?.version === dataVersionsOf(db).current().catalog,
  };
}
