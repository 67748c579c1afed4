import { type Selectable, sql } from 'kysely';
import { type Db, keptPrepared } from '../../db/database.ts';
import type { CatalogTables } from '../../db/tables/catalog.ts';
import { type ProductDescription, productDescriptionColumns } from '../catalog/products.repository.ts';

/** What the catalogue says of a product that changes only with the catalogue version (kept per process: basket-lines.ts). */
export type ProductFacts = { product_id: number; drawing: string; category_path: string } & ProductDescription;

/** A line and what its product's price, stock and lead time are now: read at every basket read, never kept. */
export type LiveLine = { bid: number; basket_id: number; quantity: number; product_id: number } & Pick<
  Selectable<CatalogTables['products']>,
  'price' | 'discount_price' | 'stock' | 'lead_time_days'
>;

/** A basket line with what the catalogue says of its product now (prices are never stored with the line). */
export type LineRow = LiveLine & ProductFacts;

/** A line's columns with its product's that change without the catalogue version (a join of basket_items and products). */
export const liveLineColumns = [
  'basket_items.id as bid',
  'basket_items.quantity',
  'products.id as product_id',
  'products.price',
  'products.discount_price',
  'products.stock',
  'products.lead_time_days',
] as const;

/** The lines of the baskets with their products' prices and stock now, each basket's in the order they were added. */
export function liveLines(db: Db, basketIds: readonly number[]): Promise<LiveLine[]> {
  if (basketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('basket_items')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .select(['basket_items.basket_id', ...liveLineColumns])
    .where('basket_items.basket_id', 'in', basketIds)
    .orderBy('basket_items.id')
    .modifyEnd(keptPrepared)
    .execute();
}

/** The facts of the products (ids no longer in the catalogue are left out). */
export function productFactRows(db: Db, productIds: readonly number[]): Promise<ProductFacts[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .innerJoin('product_families', 'product_families.id', 'products.family_id')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id as product_id', ...productDescriptionColumns, 'categories.path as category_path'])
    .where('products.id', 'in', productIds)
    .execute();
}

/** The lines of the baskets with their products' prices, stock and facts as they are now, in one statement (in a transaction). */
export function linesWithFacts(db: Db, basketIds: readonly number[]): Promise<LineRow[]> {
  if (basketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('basket_items')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .innerJoin('product_families', 'product_families.id', 'products.family_id')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['basket_items.basket_id', ...liveLineColumns, ...productDescriptionColumns, 'categories.path as category_path'])
    .where('basket_items.basket_id', 'in', basketIds)
    .orderBy('basket_items.id')
    .execute();
}

/** A basket's lines without their products, in the order they were added. */
export function bareLines(db: Db, basketId: number) {
  return db.selectFrom('basket_items').select(['id', 'product_id', 'quantity']).where('basket_id', '=', basketId).orderBy('id').execute();
}

/** A line of the basket with its product's unit and multiple; undefined when the line is not in this basket. */
export function findLineById(db: Db, basketId: number, bid: number) {
  return db
    .selectFrom('basket_items')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .select(['basket_items.id', 'basket_items.quantity', 'products.name', 'products.unit', 'products.order_multiple'])
    .where('basket_items.basket_id', '=', basketId)
    .where('basket_items.id', '=', bid)
    .executeTakeFirst();
}

export async function countLines(db: Db, basketId: number): Promise<number> {
  const row = await db
    .selectFrom('basket_items')
    .select((eb) => eb.fn.countAll<number>().as('lines'))
    .where('basket_id', '=', basketId)
    .modifyEnd(keptPrepared)
    .executeTakeFirstOrThrow();
  return Number(row.lines);
}

/** Adds to the product's line, or starts one: one atomic statement, so no concurrent add is lost. The line's quantity now. */
export async function addToLine(db: Db, basketId: number, productId: number, quantity: number, now: string): Promise<number> {
  const row = await db
    .insertInto('basket_items')
    .values({ basket_id: basketId, product_id: productId, quantity, created_at: now })
    .onConflict((oc) => oc.columns(['basket_id', 'product_id']).doUpdateSet({ quantity: sql<number>`basket_items.quantity + excluded.quantity` }))
    .returning('quantity')
    .modifyEnd(keptPrepared)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

export async function setLineQuantity(db: Db, bid: number, quantity: number): Promise<void> {
  await db.updateTable('basket_items').set({ quantity }).where('id', '=', bid).execute();
}

/** Deletes the basket's lines among `bids`; the number deleted. */
export async function deleteLines(db: Db, basketId: number, bids: readonly number[]): Promise<number> {
  const result = await db.deleteFrom('basket_items').where('basket_id', '=', basketId).where('id', 'in', bids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
