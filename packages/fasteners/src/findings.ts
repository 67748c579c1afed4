import { type Coating, type MaterialTerm, type ProductSubtype, type ProductType, TYPE_TRAITS } from './attributes.ts';
import type { Standard } from './standard-notation.ts';
import { standardInfo } from './standards.ts';
import type { StrengthClass } from './strength-classes.ts';

export type FindingValues = {
  type: ProductType;
  standard: Standard;
  diameter: number;
  length: number;
  pitch: number;
  strengthClass: StrengthClass;
  material: MaterialTerm;
  coating: Coating;
};
export type Attribute = keyof FindingValues;
type PlainAttribute = Exclude<Attribute, 'type'>;

/** One attribute recognised in a query, with where it started so chips keep the typed order. */
export type Finding =
  | { attribute: 'type'; value: ProductType; subtype: ProductSubtype | null; at: number }
  | { [A in PlainAttribute]: { attribute: A; value: FindingValues[A]; at: number } }[PlainAttribute];

export function valuesOf<A extends Attribute>(findings: readonly Finding[], attribute: A): FindingValues[A][] {
  return findings.filter((finding) => finding.attribute === attribute).map((finding) => finding.value as FindingValues[A]);
}

export const hasFinding = (findings: readonly Finding[], attribute: Attribute) => findings.some((finding) => finding.attribute === attribute);

/** Types the query names, or implies through a known standard ("din 934" is about nuts). */
export function contextTypes(findings: readonly Finding[]): ProductType[] {
  const types = findings.flatMap((finding) => {
    if (finding.attribute === 'type') return [finding.value];
    const info = finding.attribute === 'standard' ? standardInfo(finding.value) : null;
    return info ? [info.type] : [];
  });
  return [...new Set(types)];
}

export type ContextTraits = { allowsLength: boolean; boltClasses: boolean; nutClasses: boolean };

/** What the types allow; with no type known anything goes except nut classes, which need a nut. */
export function contextTraits(types: readonly ProductType[]): ContextTraits {
  if (types.length === 0) return { allowsLength: true, boltClasses: true, nutClasses: false };
  const traits = types.map((type) => TYPE_TRAITS[type]);
  return {
    allowsLength: traits.some((trait) => trait.hasLength),
    nutClasses: traits.some((trait) => trait.strength === 'nut'),
    boltClasses: traits.some((trait) => trait.strength === 'bolt'),
  };
}
