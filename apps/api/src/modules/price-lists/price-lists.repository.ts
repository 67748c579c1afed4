import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type PriceListProduct = Pick<
  Selectable<Database['products']>,
  'id' | 'category_id' | 'code' | 'article' | 'name' | 'standard' | 'unit' | 'order_multiple' | 'price' | 'discount_price' | 'stock'
>;

/**
 * A price list's products, one page at a time in id order (keyset), so a list of the whole catalogue never sits in
 * memory: those of `categoryIds` (a section's subtree), or every product for null.
 */
export function priceListProductsAfter(db: Db, categoryIds: readonly number[] | null, afterId: number, limit: number): Promise<PriceListProduct[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'category_id', 'code', 'article', 'name', 'standard', 'unit', 'order_multiple', 'price', 'discount_price', 'stock'])
    .where('id', '>', afterId);
  if (categoryIds) query = query.where('category_id', 'in', categoryIds.length > 0 ? categoryIds : [-1]);
  return query.orderBy('id').limit(limit).execute();
}
