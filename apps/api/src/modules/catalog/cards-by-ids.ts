import type { ProductCard } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { listingIndexCache } from './listing-index-cache.ts';
import { toProductCard } from './product-card.ts';
import { productsByIds } from './products.repository.ts';

/** Product cards in the order of `ids`; ids no longer in the catalogue are skipped (recommendations, favourites). */
export async function cardsByIds(db: Db, ids: readonly number[]): Promise<ProductCard[]> {
  const [{ tree }, rows] = await Promise.all([listingIndexCache(db).get(), productsByIds(db, ids)]);
  return rows.flatMap((row) => {
    const category = tree.byId.get(row.category_id);
    return category ? [toProductCard(row, category)] : [];
  });
}
