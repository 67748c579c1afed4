import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { IndexRow } from './listing-index.ts';
import type { ProductRow } from './product-card.ts';

/** What describes a product (with its family's drawing), apart from what orders and price lists move. */
export const productDescriptionColumns = [
  'products.code',
  'products.article',
  'products.name',
  'products.type_name',
  'products.standard',
  'products.diameter',
  'products.length',
  'products.pitch',
  'products.strength_class',
  'products.material',
  'products.coating',
  'products.unit',
  'products.pack_qty',
  'products.order_multiple',
  'products.weight_g',
  'product_families.drawing',
] as const;

/** The product's own columns among productDescriptionColumns: what describes it, as a row type. */
export type ProductDescription = Pick<Selectable<Database['products']>, ProductsColumn<(typeof productDescriptionColumns)[number]>>;
type ProductsColumn<Reference> = Reference extends `products.${infer Column}` ? Column : never;

/** What the catalogue says of a product now: for cards, pages and basket lines alike. */
export const productFactColumns = [...productDescriptionColumns, 'products.price', 'products.discount_price', 'products.stock'] as const;

const productColumns = ['products.id', 'products.category_id', ...productFactColumns] as const;

const withFamily = (db: Db) => db.selectFrom('products').innerJoin('product_families', 'product_families.id', 'products.family_id');

/** Products by id, in the order of `ids`; ids that no longer exist are skipped. */
export async function productsByIds(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await withFamily(db).select(productColumns).where('products.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Product ids in the order of `codes`; codes no longer in the catalogue are skipped (a campaign page's picks). */
export async function productIdsByCodes(db: Db, codes: readonly string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await db.selectFrom('products').select(['id', 'code']).where('code', 'in', codes).execute();
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

export async function productByCode(db: Db, code: string) {
  return withFamily(db)
    .select([
      ...productColumns,
      'products.family_id',
      'product_families.code as family_code',
      'product_families.name as family_name',
      'product_families.description',
    ])
    .where('products.code', '=', code)
    .executeTakeFirst();
}

/** Every size of a family, smallest first (index products_family_size). */
export function familySizes(db: Db, familyId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'code', 'category_id', 'name', 'diameter', 'length', 'pitch', 'price', 'discount_price', 'unit', 'order_multiple', 'stock'])
    .where('family_id', '=', familyId)
    .orderBy('diameter')
    .orderBy('length')
    .orderBy('id')
    .execute();
}

/** Stock of a product at every warehouse, pickup points first, by name. */
export function productStocks(db: Db, productId: number) {
  return db
    .selectFrom('warehouses')
    .leftJoin('stocks', (join) => join.onRef('stocks.warehouse_id', '=', 'warehouses.id').on('stocks.product_id', '=', productId))
    .select(['warehouses.id as warehouse_id', 'warehouses.name', 'warehouses.address', 'stocks.quantity'])
    .orderBy('warehouses.is_pickup', 'desc')
    .orderBy('warehouses.name')
    .execute();
}

/** The columns the listing index keeps, one page at a time in id order (keyset), so memory stays flat. */
export function indexRowsAfter(db: Db, afterId: number, limit: number): Promise<IndexRow[]> {
  return db
    .selectFrom('products')
    .select([
      'id',
      'category_id',
      'name',
      'type_name',
      'standard',
      'diameter',
      'length',
      'pitch',
      'strength_class',
      'material',
      'coating',
      'price',
      'discount_price',
      'stock',
      'popularity',
    ])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
