import type { Companion } from '@store/fasteners';
import type { Db } from '../../db/database.ts';

/** Products that could be the companion: its standards, diameter, material and coating (index products_standard_diameter). */
export function companionCandidates(db: Db, companion: Companion) {
  return db
    .selectFrom('products')
    .select(['id', 'standard', 'pitch', 'strength_class', 'unit', 'stock', 'popularity'])
    .where('standard', 'in', companion.standards)
    .where('diameter', '=', companion.diameter)
    .where('material', '=', companion.material)
    .where('coating', '=', companion.coating)
    .execute();
}
