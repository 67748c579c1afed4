import { seedFamilyDocuments } from './documents.ts';
import cliProgress from 'cli-progress';
import type { Db, Trx } from '../../db/database.ts';
import { drawingUrl } from '../../modules/catalog/drawings/drawing-url.ts';
import { bumpCatalogVersion } from '../../modules/data-versions/data-versions.ts';
import { fullTextOf, searchDocumentText } from '../../modules/search/full-text.ts';
import { categorySeeds } from './category-rows.ts';
import { type FamilyBatch, generateCatalog } from './generate.ts';
import { chunked, rowsPerInsert } from '../../db/batches.ts';
import { warehouseSeeds } from './warehouses.ts';

export interface SeedCatalogOptions {
  skus: number;
  /** No progress bar. */
  quiet?: boolean;
}

// SKUs generated and written at a time: big enough for long multi-row INSERTs, small enough to keep memory flat.
const skusPerWrite = 10_000;

async function insertWarehouses(db: Db): Promise<number[]> {
  const rows = warehouseSeeds.map(({ share: _share, ...warehouse }) => warehouse);
  const inserted = await db.insertInto('warehouses').values(rows).returning(['id', 'code']).execute();
  return warehouseSeeds.map((seed) => inserted.find((row) => row.code === seed.code)!.id);
}

/** Categories in depth-first order (parents first); returns their ids by code. */
async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const seed of categorySeeds) {
    const parentId = seed.parentIndex === null ? null : ids.get(categorySeeds[seed.parentIndex]!.code)!;
    const row = await db
      .insertInto('categories')
      .values({
        parent_id: parentId,
        code: seed.code,
        path: seed.path,
        name: seed.name,
        depth: seed.depth,
        sort: seed.sort,
        image: drawingUrl(seed.picture),
        description: seed.description,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(seed.code, row.id);
  }
  return ids;
}

async function writeFamilies(
  db: Db,
  batches: FamilyBatch[],
  categoryIds: Map<string, number>,
  warehouseIds: number[],
  sectionNames: Map<number, string>,
): Promise<void> {
  const familyIds = new Map<string, number>();
  const families = batches.map(({ family: { category, ...family } }) => ({ ...family, category_id: categoryIds.get(category)! }));
  for (const part of chunked(families, rowsPerInsert(11))) {
    for (const row of await db.insertInto('product_families').values(part).returning(['id', 'code']).execute()) familyIds.set(row.code, row.id);
  }
  await seedFamilyDocuments(
    db,
    batches.map(({ family, skus }) => ({ id: familyIds.get(family.code)!, family, diameter: skus[0]!.diameter, length: skus[0]!.length })),
  );
  const products = batches.flatMap(({ family, skus }) =>
    skus.map(({ stocks: _stocks, ...sku }) => ({ ...sku, family_id: familyIds.get(family.code)!, category_id: categoryIds.get(family.category)! })),
  );
  const productIds = new Map<string, number>();
  for (const part of chunked(products, rowsPerInsert(22))) {
    for (const row of await db.insertInto('products').values(part).returning(['id', 'code']).execute()) productIds.set(row.code, row.id);
  }
  const stocks = batches.flatMap(({ skus }) =>
    skus.flatMap((sku) =>
      sku.stocks.flatMap((quantity, i) => (quantity > 0 ? [{ product_id: productIds.get(sku.code)!, warehouse_id: warehouseIds[i]!, quantity }] : [])),
    ),
  );
  for (const part of chunked(stocks, rowsPerInsert(3))) await db.insertInto('stocks').values(part).execute();
  const documents = products.map((product) => ({
    id: productIds.get(product.code)!,
    text: searchDocumentText({ name: product.name, article: product.article, section: sectionNames.get(product.category_id) ?? '' }),
  }));
  await fullTextOf(db).write(db, documents);
}

/** product_count of a category counts the SKUs of its whole subtree. */
async function updateProductCounts(db: Db, categoryIds: Map<string, number>, leafCounts: Map<string, number>): Promise<void> {
  const counts = new Map(categorySeeds.map((seed) => [seed.index, 0]));
  for (const seed of categorySeeds) {
    const own = leafCounts.get(seed.code) ?? 0;
    for (let at: number | null = seed.index; at !== null; at = categorySeeds[at]!.parentIndex) counts.set(at, counts.get(at)! + own);
  }
  for (const seed of categorySeeds) {
    await db
      .updateTable('categories')
      .set({ product_count: counts.get(seed.index)! })
      .where('id', '=', categoryIds.get(seed.code)!)
      .execute();
  }
}

/** The demo catalogue: warehouses, the category tree and exactly `skus` SKUs with their stocks, in the caller's transaction. */
export async function seedCatalog(trx: Trx, { skus, quiet = false }: SeedCatalogOptions): Promise<void> {
  const warehouseIds = await insertWarehouses(trx);
  const categoryIds = await insertCategories(trx);
  // A product's section name is searchable too ("шестигранной головкой" is in "Болты с шестигранной головкой").
  const sectionNames = new Map(categorySeeds.map((seed) => [categoryIds.get(seed.code)!, seed.name]));
  const bar = quiet
    ? null
    : new cliProgress.SingleBar({ format: 'Catalogue |{bar}| {percentage}% | {value}/{total} SKUs | ETA {eta_formatted}' }, cliProgress.Presets.shades_classic);
  bar?.start(skus, 0);
  const leafCounts = new Map<string, number>();
  let pending: FamilyBatch[] = [];
  let pendingSkus = 0;
  const flush = async () => {
    await writeFamilies(trx, pending, categoryIds, warehouseIds, sectionNames);
    bar?.increment(pendingSkus);
    pending = [];
    pendingSkus = 0;
  };
  for (const batch of generateCatalog(skus)) {
    leafCounts.set(batch.family.category, (leafCounts.get(batch.family.category) ?? 0) + batch.skus.length);
    pending.push(batch);
    pendingSkus += batch.skus.length;
    if (pendingSkus >= skusPerWrite) await flush();
  }
  if (pending.length) await flush();
  bar?.stop();
  await updateProductCounts(trx, categoryIds, leafCounts);
  await bumpCatalogVersion(trx);
}
