import { normalizeText } from './normalize.ts';

export type StandardSystem = 'DIN' | 'ISO' | 'EN' | 'ГОСТ' | 'ГОСТ Р';

/**
 * One standard: `{system: 'DIN', number: '933', label: 'DIN 933'}`. For ГОСТ the year is kept apart
 * (`number: '7798', year: '70'`) because buyers often leave it out; DIN, ISO and EN part numbers stay
 * in the number ("EN 14399-4"). The label is how the catalogue writes it.
 */
export type Standard = { system: StandardSystem; number: string; year?: string; label: string };

const systemWord = String.raw`(?:din|дин|iso|исо|en|ен|(?:гост|gost)\s*[рpr](?=[\s\d])|гост|gost)`;

/**
 * A chain of system names then a number: "din 933", "гост7798-70", "ГОСТ Р 52644-2006",
 * "DIN EN ISO 4017" (the last name in the chain is the standard: ISO 4017). ":2014" years of ISO
 * are dropped; a "-8.8" after the number is a strength class, not a part.
 */
const standardPattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}])((?:${systemWord}\s*)+)[-№]?\s*(\d+(?:\.\d+)?)(?:-(\d{1,4})(?!\.?\d))?(?::\d{4})?(?!\p{N})`,
  'gu',
);
const systemWordPattern = new RegExp(systemWord, 'gu');

function systemOf(chain: string): StandardSystem {
  const word = [...chain.matchAll(systemWordPattern)].at(-1)?.[0] ?? '';
  if (/^(?:din|дин)$/.test(word)) return 'DIN';
  if (/^(?:iso|исо)$/.test(word)) return 'ISO';
  if (/^(?:en|ен)$/.test(word)) return 'EN';
  return /^(?:гост|gost)$/.test(word) ? 'ГОСТ' : 'ГОСТ Р';
}

export function formatStandard(system: StandardSystem, number: string, year?: string): string {
  return `${system} ${number}${year ? `-${year}` : ''}`;
}

export function makeStandard(system: StandardSystem, number: string, year?: string): Standard {
  const label = formatStandard(system, number, year);
  return year ? { system, number, year, label } : { system, number, label };
}

export type StandardMatch = { standard: Standard; at: number; end: number };

/** Every standard notation in normalised text, as typed (the year is not looked up here). */
export function readStandardNotations(normalized: string): StandardMatch[] {
  return [...normalized.matchAll(standardPattern)].map((match) => {
    const [whole, chain = '', number = '', suffix] = match;
    const system = systemOf(chain);
    const isGost = system === 'ГОСТ' || system === 'ГОСТ Р';
    const standard = isGost ? makeStandard(system, number, suffix) : makeStandard(system, suffix ? `${number}-${suffix}` : number);
    return { standard, at: match.index, end: match.index + whole.length };
  });
}

/** The standard when the whole text is one notation ("ГОСТ 7798-70", "din933"), else null. */
export function readStandardNotation(text: string): Standard | null {
  const normalized = normalizeText(text).trim();
  const [match, ...more] = readStandardNotations(normalized);
  return match && more.length === 0 && match.at === 0 && match.end === normalized.length ? match.standard : null;
}
