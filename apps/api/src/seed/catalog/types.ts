export type TypeName = 'Болт' | 'Гайка' | 'Шайба' | 'Винт' | 'Шуруп' | 'Саморез' | 'Анкер' | 'Шпилька' | 'Заклёпка';
export type Material = 'сталь' | 'нержавеющая сталь A2' | 'нержавеющая сталь A4' | 'латунь';
export type Coating = 'без покрытия' | 'цинк' | 'горячий цинк' | 'чёрный';
export type Unit = 'шт' | 'упак' | 'кг';

/** How a piece's weight is estimated from its nominal sizes (see weight.ts). */
export type Shape =
  | 'hex-bolt'
  | 'flange-bolt'
  | 'carriage-bolt'
  | 'eye-bolt'
  | 'socket-screw'
  | 'countersunk-screw'
  | 'button-screw'
  | 'rod'
  | 'nut'
  | 'tall-nut'
  | 'flange-nut'
  | 'eye-nut'
  | 'washer'
  | 'wide-washer'
  | 'spring-washer'
  | 'wood-screw'
  | 'tapping-screw'
  | 'anchor'
  | 'frame-anchor'
  | 'rivet';

export interface Variant {
  strengthClass: string | null;
  material: Material;
  coating: Coating;
}

/** A nominal diameter and its lengths (null: the item has no length, e.g. nuts and washers). */
export type SizeRow = readonly [diameter: number, lengths: readonly number[] | null];

/** One product standard as the catalogue sells it; families are its variants, SKUs its sizes. */
export interface StandardSpec {
  key: string;
  standard: string;
  title: string;
  typeName: TypeName;
  /** Code of the leaf category the products sit in. */
  category: string;
  /** Drawing kind of the product picture. */
  drawing: string;
  shape: Shape;
  thread: 'coarse' | 'fine' | 'none';
  sizes: readonly SizeRow[];
  variants: readonly Variant[];
  units: readonly Unit[];
  /** Anchors are named without their approval document. */
  standardInName: boolean;
  articlePrefix: string;
  description: string;
}
