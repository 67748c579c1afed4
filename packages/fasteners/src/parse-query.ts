import { type Coating, type Material, materialsOf, type ProductSubtype, type ProductType, STAINLESS_MATERIALS, STAINLESS_STEEL } from './attributes.ts';
import { type Chip, chipOf } from './chips.ts';
import { type Attribute, type Finding, valuesOf } from './findings.ts';
import { parseQuickSearch, quickSearchText } from './quick-search.ts';
import { recognise } from './recognise.ts';
import type { Standard } from './standard-notation.ts';
import { expandStandards, type StandardTwin, standardTwins } from './standards.ts';
import type { StrengthClass } from './strength-classes.ts';

/**
 * A search query as attribute filters plus leftover words. Lists mean "any of"; sizes are in mm and
 * null when not given. Values are the canonical constants of attributes.ts and strength-classes.ts.
 */
export type ParsedQuery = {
  /** The text that was parsed. */
  text: string;
  types: ProductType[];
  /** Kinds named with the type ("гровер", "шайба плоская"); each lists the standards that make it. */
  subtypes: ProductSubtype[];
  diameter: number | null;
  length: number | null;
  /** Only when typed ("M10x1.25"); a bare "M10" means the coarse pitch, see coarsePitch(). */
  pitch: number | null;
  standards: Standard[];
  /** Twins of the typed standards (DIN 933 → ISO 4017, ГОСТ 7798-70 …), exact ones first. */
  equivalentStandards: StandardTwin[];
  strengthClasses: StrengthClass[];
  materials: Material[];
  coatings: Coating[];
  /** Normalised words that named no attribute, for full-text search. */
  words: string[];
  /** The recognised attributes in typed order, for removable chips on the results page. */
  chips: Chip[];
};

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** A stainless grade ("A2") says more than "нержавейка" or "сталь" next to it, which it replaces. */
function withoutVagueMaterials(findings: readonly Finding[]): Finding[] {
  const grades: readonly string[] = STAINLESS_MATERIALS;
  const graded = findings.some((finding) => finding.attribute === 'material' && grades.includes(finding.value));
  const vague = (finding: Finding) => finding.attribute === 'material' && (finding.value === STAINLESS_STEEL || finding.value === 'сталь');
  return graded ? findings.filter((finding) => !vague(finding)) : [...findings];
}

function assemble(text: string, found: readonly Finding[], words: string[]): ParsedQuery {
  const findings = withoutVagueMaterials(found).sort((a, b) => a.at - b.at);
  const values = <A extends Attribute>(attribute: A) => valuesOf(findings, attribute);
  const standards = [...new Map(values('standard').map((standard) => [standard.label, standard])).values()];
  const typed = new Set(standards.map((standard) => standard.label));
  const twins = standards.flatMap((standard) => standardTwins(standard)).filter((twin) => !typed.has(twin.label));
  const chips = [...new Map(findings.map(chipOf).map((chip) => [`${chip.attribute}:${chip.value}`, chip])).values()];
  return {
    text,
    types: unique(values('type')),
    subtypes: unique(findings.flatMap((finding) => (finding.attribute === 'type' && finding.subtype ? [finding.subtype] : []))),
    diameter: values('diameter')[0] ?? null,
    length: values('length')[0] ?? null,
    pitch: values('pitch')[0] ?? null,
    standards,
    equivalentStandards: [...new Map(twins.map((twin) => [twin.label, twin])).values()],
    strengthClasses: unique(values('strengthClass')),
    materials: unique(values('material').flatMap(materialsOf)),
    coatings: unique(values('coating')),
    words,
    chips,
  };
}

/**
 * Parses a search query: free text ("болт м10х50 din 933 8.8 цинк") or the quick-search form
 * ("(DIN 933)&(10)&(50)&(8.8)&(Сталь)"). The same text always gives the same result.
 */
export function parseQuery(text: string): ParsedQuery {
  const fields = parseQuickSearch(text);
  const { findings, words } = recognise(fields ? quickSearchText(fields) : text);
  return assemble(text, findings, words);
}

/**
 * The standards a result may carry: the typed ones with their twins, or with none typed those that
 * make a named kind (гровер → DIN 127, ГОСТ 6402-70). Empty: no filter by standard.
 */
export function matchingStandards(parsed: Pick<ParsedQuery, 'standards' | 'subtypes'>): string[] {
  if (parsed.standards.length > 0) return expandStandards(parsed.standards);
  return unique(parsed.subtypes.flatMap((subtype) => subtype.standards));
}
