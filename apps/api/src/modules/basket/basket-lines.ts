import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { dataVersionsOf } from '../data-versions/data-versions.ts';
import type { Owner } from '../session/visitor.ts';
import { type LineRow, type LiveLine, linesWithFacts, liveLines, type ProductFacts, productFactRows } from './basket-items.repository.ts';
import { type BasketRow, findActiveBasketWithLines } from './baskets.repository.ts';

/** Products whose facts a process keeps: every product of a few thousand baskets. */
const keptProducts = 50_000;

const caches = new WeakMap<Db, { catalogVersion: number; facts: LRUCache<number, ProductFacts> }>();

/**
 * The products' facts, kept per process while the catalogue version stands: every catalogue write moves it
 * (here or in another process, `dataVersionsOf`), which empties the cache. Reading a basket's 30 products'
 * names, drawings and categories cost four times its prices and stock, which are read live instead.
 */
export async function productFacts(db: Db, productIds: readonly number[]): Promise<Map<number, ProductFacts>> {
  // A transaction (checkout writing the order's snapshot) reads them as they are in it.
  if (db.isTransaction) return new Map((await productFactRows(db, productIds)).map((row) => [row.product_id, row]));
  // The version is taken before the read: facts read under it are at least that new.
  const catalogVersion = dataVersionsOf(db).current().catalog;
  let cache = caches.get(db);
  if (cache?.catalogVersion !== catalogVersion) caches.set(db, (cache = { catalogVersion, facts: new LRUCache({ max: keptProducts }) }));
  const found = new Map<number, ProductFacts>();
  const missing: number[] = [];
  for (const id of productIds) {
    const facts = cache.facts.get(id);
    if (facts) found.set(id, facts);
    else missing.push(id);
  }
  for (const row of await productFactRows(db, missing)) {
    const facts = { ...row };
    cache.facts.set(row.product_id, facts);
    found.set(row.product_id, facts);
  }
  return found;
}

/**
 * The lines of the baskets, each basket's in the order they were added, with their products' prices, stock and
 * lead times as they are now and the products' facts of the current catalogue version.
 */
export async function basketLines(db: Db, basketIds: readonly number[]): Promise<LineRow[]> {
  // A transaction (checkout writing the order's snapshot) reads the facts as they are in it: with the lines, at once.
  if (db.isTransaction) return linesWithFacts(db, basketIds);
  return withFacts(db, await liveLines(db, basketIds));
}

/** The owner's active basket and its lines as `basketLines` gives them (undefined while the owner has none). */
export async function activeBasketWithLines(db: Db, owner: Owner, multiEnabled: boolean): Promise<{ basket: BasketRow; lines: LineRow[] } | undefined> {
  const found = await findActiveBasketWithLines(db, owner, multiEnabled);
  return found && { basket: found.basket, lines: await withFacts(db, found.lines) };
}

/** Live lines joined with their products' facts. */
async function withFacts(db: Db, lines: readonly LiveLine[]): Promise<LineRow[]> {
  const facts = await productFacts(db, [...new Set(lines.map((line) => line.product_id))]);
  // A product deleted between the two reads leaves its line out, as the join does.
  return lines.flatMap((line) => {
    const product = facts.get(line.product_id);
    return product ? [lineRow(line, product)] : [];
  });
}

/** Spelled out rather than spread: the rows are null-prototype dictionaries, slow to spread and to read. */
function lineRow(line: LiveLine, product: ProductFacts): LineRow {
  return {
    bid: line.bid,
    basket_id: line.basket_id,
    quantity: line.quantity,
    product_id: line.product_id,
    price: line.price,
    discount_price: line.discount_price,
    stock: line.stock,
    lead_time_days: line.lead_time_days,
    code: product.code,
    article: product.article,
    name: product.name,
    type_name: product.type_name,
    standard: product.standard,
    diameter: product.diameter,
    length: product.length,
    pitch: product.pitch,
    strength_class: product.strength_class,
    material: product.material,
    coating: product.coating,
    unit: product.unit,
    pack_qty: product.pack_qty,
    order_multiple: product.order_multiple,
    weight_g: product.weight_g,
    drawing: product.drawing,
    category_path: product.category_path,
  };
}
