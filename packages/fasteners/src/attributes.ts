/**
 * Canonical attribute values. The seed writes exactly these strings into products and the search
 * filters by them, so both import them from here instead of spelling them again.
 */
export const PRODUCT_TYPES = ['Болт', 'Гайка', 'Шайба', 'Винт', 'Шуруп', 'Саморез', 'Анкер', 'Шпилька', 'Заклёпка'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Kinds of a type that the catalogue tells apart by standard rather than by type name. */
export const PRODUCT_SUBTYPES = [
  { type: 'Шайба', name: 'плоская', standards: ['DIN 125', 'ISO 7089', 'ГОСТ 11371-78', 'DIN 9021', 'ISO 7093'] },
  { type: 'Шайба', name: 'пружинная', standards: ['DIN 127', 'ГОСТ 6402-70'] },
] as const;
export type ProductSubtype = (typeof PRODUCT_SUBTYPES)[number];
export type SubtypeName = ProductSubtype['name'];

export const MATERIALS = ['сталь', 'нержавеющая сталь A2', 'нержавеющая сталь A4', 'латунь', 'алюминий', 'медь', 'полиамид'] as const;
export type Material = (typeof MATERIALS)[number];

/** "нержавейка" names no grade: it stands for every stainless material. */
export const STAINLESS_STEEL = 'нержавеющая сталь';
export const STAINLESS_MATERIALS: readonly Material[] = ['нержавеющая сталь A2', 'нержавеющая сталь A4'];
export type MaterialTerm = Material | typeof STAINLESS_STEEL;

export function materialsOf(term: MaterialTerm): readonly Material[] {
  return term === STAINLESS_STEEL ? STAINLESS_MATERIALS : [term];
}

/**
 * Coatings: none; electro-galvanised zinc (white/blue); yellow-passivated zinc; hot-dip zinc;
 * zinc flake (Geomet, Delta); black oxide, which the catalogue calls "чёрный"; nickel plating.
 */
export const COATINGS = ['без покрытия', 'цинк', 'жёлтый цинк', 'горячий цинк', 'цинк-ламель', 'чёрный', 'никель'] as const;
export type Coating = (typeof COATINGS)[number];

export type TypeTraits = {
  /** Whether a size like 10х50 gives this type a length (nuts and washers have none). */
  hasLength: boolean;
  /** Which strength classes the type is marked with: bolt "8.8", nut "8", or none. */
  strength: 'bolt' | 'nut' | null;
};

export const TYPE_TRAITS: Record<ProductType, TypeTraits> = {
  Болт: { hasLength: true, strength: 'bolt' },
  Винт: { hasLength: true, strength: 'bolt' },
  Шпилька: { hasLength: true, strength: 'bolt' },
  Гайка: { hasLength: false, strength: 'nut' },
  Шайба: { hasLength: false, strength: null },
  Шуруп: { hasLength: true, strength: null },
  Саморез: { hasLength: true, strength: null },
  Анкер: { hasLength: true, strength: null },
  Заклёпка: { hasLength: true, strength: null },
};
