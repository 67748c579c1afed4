import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { categoryCodes } from './category-rows.ts';
import { familyCode, familyName } from './naming.ts';
import { allocate, allPools, type Pool } from './plan.ts';
import { makeSku, type SkuSeed } from './sku.ts';

/** A product family as the seed makes it, with the code of its leaf category (its id is known once categories are written). */
export type FamilySeed = Omit<Selectable<Database['product_families']>, 'id' | 'category_id'> & { category: string };

export interface FamilyBatch {
  family: FamilySeed;
  skus: SkuSeed[];
}

function describe(pool: Pool): string {
  const { spec, variant, brand, unit } = pool;
  const facts = [
    variant.strengthClass ? `класс прочности ${variant.strengthClass}` : null,
    `материал — ${variant.material}`,
    variant.material === 'сталь' ? `покрытие — ${variant.coating}` : null,
  ].filter(Boolean);
  const sentences = [spec.description, `${facts.join(', ').replace(/^./, (c) => c.toUpperCase())}.`];
  if (brand.name) sentences.push(`Производитель — ${brand.name}.`);
  if (unit === 'упак') sentences.push('Продаётся упаковками.');
  if (unit === 'кг') sentences.push('Продаётся на вес, цена за килограмм.');
  return sentences.join(' ');
}

function familyOf(pool: Pool): FamilySeed {
  const name = familyName(pool.spec, pool.variant, pool.brand, pool.unit);
  return {
    code: familyCode(name),
    name,
    type_name: pool.spec.typeName,
    standard: pool.spec.standard,
    strength_class: pool.variant.strengthClass,
    material: pool.variant.material,
    coating: pool.variant.coating,
    description: describe(pool),
    drawing: pool.spec.drawing,
    category: pool.spec.category,
  };
}

/**
 * The demo catalogue of exactly `total` SKUs, family by family, deterministic: the same total always gives
 * the same rows in the same order. Sizes of a family come in diameter, then length order.
 */
export function* generateCatalog(total: number): Generator<FamilyBatch> {
  const pools = allPools();
  const counts = allocate(pools, total, categoryCodes.leaves.length);
  for (const [i, pool] of pools.entries()) {
    const count = counts[i]!;
    if (count === 0) continue;
    const sizes = pool.sizes.slice(0, count).sort((a, b) => a.diameter - b.diameter || (a.length ?? 0) - (b.length ?? 0));
    yield { family: familyOf(pool), skus: sizes.map((size) => makeSku(pool, size)) };
  }
}
