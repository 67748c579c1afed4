import { formatDecimal } from '@store/contracts';
import { coarsePitch, usualFinePitch } from '@store/fasteners';
import type { Brand } from './plan.ts';
import { slugify } from './translit.ts';
import type { Material, StandardSpec, Unit, Variant } from './types.ts';

const shortMaterial: Record<Material, string | null> = {
  сталь: null,
  'нержавеющая сталь A2': 'нерж. A2',
  'нержавеющая сталь A4': 'нерж. A4',
  латунь: 'латунь',
};
const materialCode: Record<Material, string> = { сталь: 'ST', 'нержавеющая сталь A2': 'A2', 'нержавеющая сталь A4': 'A4', латунь: 'MS' };
const coatingCode = { 'без покрытия': '', цинк: 'ZN', 'горячий цинк': 'HDG', чёрный: 'BLK' } as const;

export function pitchOf(spec: StandardSpec, d: number): number | null {
  if (spec.thread === 'none') return null;
  return spec.thread === 'fine' ? usualFinePitch(d) : coarsePitch(d);
}

/** 'Болт DIN 933', or just 'Анкер клиновой' for items named without their standard. */
const head = (spec: StandardSpec) => (spec.standardInName ? `${spec.title} ${spec.standard}` : spec.title);

/** Class, material and coating as a buyer reads them: '8.8, цинк', 'кл. 8', 'A2-70', 'нерж. A2', 'латунь'. */
function variantParts(variant: Variant): string[] {
  const { strengthClass, material, coating } = variant;
  const classPart = strengthClass === null ? null : /[.-]/.test(strengthClass) ? strengthClass : `кл. ${strengthClass}`;
  const materialPart = strengthClass?.startsWith('A') ? null : shortMaterial[material];
  const coatingPart = material === 'сталь' ? coating : null;
  return [classPart, materialPart, coatingPart].filter((part): part is string => part !== null);
}

/** 'М10х50', 'М10х1,25х50', 'М10', '4,2х19'. */
export function sizeLabel(spec: StandardSpec, d: number, length: number | null): string {
  const pitch = spec.thread === 'fine' ? pitchOf(spec, d) : null;
  const parts = [
    `${spec.thread === 'none' ? '' : 'М'}${formatDecimal(d)}`,
    pitch === null ? null : formatDecimal(pitch),
    length === null ? null : formatDecimal(length),
  ];
  return parts.filter((part) => part !== null).join('х');
}

export interface Packaging {
  unit: Unit;
  packQty: number;
}

const packagingPart = ({ unit, packQty }: Packaging) => (unit === 'упак' ? `упак. ${packQty} шт` : unit === 'кг' ? 'на вес' : null);

export function familyName(spec: StandardSpec, variant: Variant, brand: Brand, unit: Unit): string {
  const extras = [brand.name, unit === 'упак' ? 'в упаковке' : unit === 'кг' ? 'на вес' : null].filter(Boolean);
  return [`${head(spec)} ${variantParts(variant).join(' ')}`.trim(), ...extras].join(', ');
}

export const familyCode = (name: string) => slugify(name);

export interface SkuNames {
  name: string;
  code: string;
  article: string;
}

/** Name 'Болт DIN 933 М10х50, 8.8, цинк', code 'bolt-din-933-m10x50-8-8-cink', article 'DIN933-8.8-ZN-M10X50'. */
export function skuNames(spec: StandardSpec, variant: Variant, brand: Brand, packaging: Packaging, d: number, length: number | null): SkuNames {
  const extras = [...variantParts(variant), brand.name, packagingPart(packaging)].filter((part): part is string => Boolean(part));
  const size = sizeLabel(spec, d, length);
  const sizeSlug = slugify(size.replace(/х/g, 'x').replace(/М/g, 'm')).replace(/[^a-z0-9-]/g, '');
  const latinSize = size.replace(/х/g, 'X').replace(/М/g, 'M').replace(/,/g, '.');
  const articleParts = [
    spec.articlePrefix,
    variant.strengthClass ?? materialCode[variant.material],
    variant.material === 'сталь' ? coatingCode[variant.coating] : '',
    latinSize,
    brand.code,
    packaging.unit === 'упак' ? `P${packaging.packQty}` : packaging.unit === 'кг' ? 'KG' : '',
  ];
  return {
    name: [`${head(spec)} ${size}`, ...extras].join(', '),
    code: [slugify(head(spec)), sizeSlug, slugify(extras.join(' '))].filter(Boolean).join('-'),
    article: articleParts.filter(Boolean).join('-'),
  };
}
