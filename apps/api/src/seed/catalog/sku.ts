import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProductDescription } from '../../modules/catalog/products.repository.ts';
import type { Brand, Pool, Size } from './plan.ts';
import { type Packaging, pitchOf, skuNames } from './naming.ts';
import { randomFor } from './random.ts';
import type { Material, TypeName, Unit } from './types.ts';
import { warehouseSeeds } from './warehouses.ts';
import { pieceWeight } from './weight.ts';

/** A product as the seed makes it, before its family and category are known, with its stock per warehouse. */
export type SkuSeed = ProductDescription &
  Pick<Selectable<Database['products']>, 'price' | 'discount_price' | 'stock' | 'popularity'> & {
    /** Quantity at each warehouse of warehouseSeeds, in the SKU's unit. */
    stocks: number[];
  };

const classFactor: Record<string, number> = { '4.8': 0.9, '5.8': 1, '8.8': 1.25, '10.9': 1.7, '12.9': 2.1, '8': 1.2, '10': 1.5, '12': 1.9 };
const materialFactor: Record<Material, number> = { сталь: 1, 'нержавеющая сталь A2': 3.2, 'нержавеющая сталь A4': 4.6, латунь: 5 };
const coatingFactor: Record<string, number> = { 'без покрытия': 1, цинк: 1.1, 'горячий цинк': 1.4, чёрный: 1.05 };
const typeFactor: Partial<Record<TypeName, number>> = { Анкер: 1.8, Заклёпка: 1.3, Саморез: 1.2, Шуруп: 1.1 };
const unitPopularity: Record<Unit, number> = { шт: 1, упак: 0.6, кг: 0.35 };
const packSizes = [10, 25, 50, 100, 200, 500, 1000];

/** Kopecks, rounded as a price list would be: to the kopeck under 10 ₽, to 10 kopecks above. */
const roundPrice = (kopecks: number) => (kopecks < 1000 ? Math.max(1, Math.round(kopecks)) : Math.round(kopecks / 10) * 10);

/** Кратность: small pieces sold singly go in hundreds or tens (migration 0006 applies the same rule to older stores). */
function orderMultiple(unit: Unit, weight: number): number {
  if (unit !== 'шт') return 1;
  return weight < 2 ? 100 : weight < 5 ? 10 : 1;
}

function packaging(unit: Unit, weight: number): Packaging {
  if (unit === 'упак') return { unit, packQty: [...packSizes].reverse().find((qty) => qty * weight <= 1500) ?? packSizes[0]! };
  if (unit === 'кг') return { unit, packQty: Math.max(1, Math.round(1000 / weight)) };
  return { unit, packQty: 1 };
}

/** Price of one piece in kopecks: metal by weight, machining by size, then class, material, coating and maker. */
function piecePrice(pool: Pool, weight: number, d: number, jitter: number): number {
  const { variant, spec, brand } = pool;
  const base = weight * 22 + 120 + d * 8;
  return (
    base *
    (classFactor[variant.strengthClass ?? ''] ?? 1) *
    materialFactor[variant.material] *
    coatingFactor[variant.coating]! *
    (typeFactor[spec.typeName] ?? 1) *
    brand.priceFactor *
    jitter
  );
}

function unitPrice(piece: number, pack: Packaging, weight: number): number {
  if (pack.unit === 'упак') return roundPrice(piece * pack.packQty * 0.9);
  if (pack.unit === 'кг') return roundPrice(((piece * 1000) / weight) * 0.8);
  return roundPrice(piece);
}

function stockLevels(random: () => number, pack: Packaging, weight: number): number[] {
  if (random() < 0.12) return warehouseSeeds.map(() => 0);
  const pieces = Math.min(20000, Math.max(5, Math.round(30000 / (weight + 3))));
  const perUnit = pack.unit === 'кг' ? (pieces * weight) / 1000 : pieces / pack.packQty;
  return warehouseSeeds.map((warehouse) => (random() < warehouse.share ? Math.max(1, Math.floor(perUnit * (0.1 + random() * 1.9))) : 0));
}

const brandPopularity = (brand: Brand) => (brand.name ? 0.5 : 1);

/** One SKU of a pool; its numbers come from a generator seeded by its article, so they never depend on catalogue size. */
export function makeSku(pool: Pool, size: Size): SkuSeed {
  const { spec, variant, brand, unit } = pool;
  const weight = pieceWeight(spec.shape, variant.material, size.diameter, size.length);
  const pack = packaging(unit, weight);
  const names = skuNames(spec, variant, brand, pack, size.diameter, size.length);
  const random = randomFor(names.article);
  const price = unitPrice(piecePrice(pool, weight, size.diameter, 0.96 + random() * 0.08), pack, weight);
  const discountPercent = random() < 0.15 ? 5 * (1 + Math.floor(random() * 6)) : 0;
  const discounted = roundPrice((price * (100 - discountPercent)) / 100);
  const stocks = stockLevels(random, pack, weight);
  const commonness = Math.exp((-3 * size.rank) / pool.sizes.length) / (1 + pool.variantRank * 0.25);
  return {
    ...names,
    type_name: spec.typeName,
    standard: spec.standard,
    diameter: size.diameter,
    length: size.length,
    pitch: pitchOf(spec, size.diameter),
    strength_class: variant.strengthClass,
    material: variant.material,
    coating: variant.coating,
    unit,
    pack_qty: pack.packQty,
    order_multiple: orderMultiple(unit, weight),
    weight_g: weight,
    price,
    discount_price: discountPercent && discounted < price ? discounted : null,
    stock: stocks.reduce((sum, quantity) => sum + quantity, 0),
    popularity: Math.round(1000 * commonness * unitPopularity[unit] * brandPopularity(brand) * (0.4 + 0.6 * random())),
    stocks,
  };
}
