import { type Standard, readStandardNotation } from './standard-notation.ts';
import { EQUIVALENCE_GROUPS, type Equivalence, KNOWN_STANDARDS, type StandardInfo } from './standards-data.ts';

/** A standard that describes the same part as `twinOf`, exactly or nearly. */
export type StandardTwin = Standard & { relation: Equivalence; twinOf: string };

const keyOf = (standard: Standard) => `${standard.system} ${standard.number}`;

function parseKnownLabel(label: string): Standard {
  const standard = readStandardNotation(label);
  if (!standard) throw new Error(`Not a standard label: ${label}`);
  return standard;
}

/** Known standards by system and number without year, so "гост 7798" finds ГОСТ 7798-70. */
const knownByKey = new Map(KNOWN_STANDARDS.map((info) => [keyOf(parseKnownLabel(info.label)), info] as const));
const knownByNumber = new Map(KNOWN_STANDARDS.map((info) => [parseKnownLabel(info.label).number, info] as const));

/** The catalogue's spelling of a typed standard: a known ГОСТ gets its year, whatever year was typed. */
export function resolveStandard(standard: Standard): Standard {
  const info = knownByKey.get(keyOf(standard));
  return info ? parseKnownLabel(info.label) : standard;
}

/** One standard written alone ("DIN 933", "гост 7798", "ИСО 4017"), resolved; null if the text is not that. */
export function parseStandard(text: string): Standard | null {
  const standard = readStandardNotation(text);
  return standard ? resolveStandard(standard) : null;
}

/** What a known standard defines: its product type and name. */
export function standardInfo(standard: string | Standard): StandardInfo | null {
  const parsed = typeof standard === 'string' ? parseStandard(standard) : standard;
  return parsed ? (knownByKey.get(keyOf(parsed)) ?? null) : null;
}

/** A known standard from its number alone ("933" → DIN 933), as typed into the quick search's field. */
export function knownStandardByNumber(number: string): Standard | null {
  const info = knownByNumber.get(number.trim());
  return info ? parseKnownLabel(info.label) : null;
}

/** The standards describing the same part as `standard`, exact twins first. */
export function standardTwins(standard: string | Standard): StandardTwin[] {
  const own = typeof standard === 'string' ? parseStandard(standard) : resolveStandard(standard);
  if (!own) return [];
  const twins = new Map<string, Equivalence>();
  const add = (label: string, relation: Equivalence) => {
    if (label !== own.label && twins.get(label) !== 'exact') twins.set(label, relation);
  };
  for (const group of EQUIVALENCE_GROUPS) {
    const ownExact = group.exact.includes(own.label);
    if (!ownExact && !group.near.includes(own.label)) continue;
    for (const label of group.exact) add(label, ownExact ? 'exact' : 'near');
    for (const label of group.near) add(label, 'near');
  }
  return [...twins]
    .map(([label, relation]) => ({ ...parseKnownLabel(label), relation, twinOf: own.label }))
    .sort((a, b) => Number(a.relation === 'near') - Number(b.relation === 'near'));
}

/** Labels of the standards and of all their twins, without repeats: what a result may be made to. */
export function expandStandards(standards: readonly Standard[]): string[] {
  const labels = standards.map((standard) => standard.label);
  return [...new Set([...labels, ...standards.flatMap((standard) => standardTwins(standard).map((twin) => twin.label))])];
}
