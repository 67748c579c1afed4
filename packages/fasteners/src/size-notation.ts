import { type Finding, hasFinding } from './findings.ts';
import { notation, type Scan, takeMatches } from './scan.ts';
import { isStandardPitch } from './sizes.ts';

/** Bigger "diameters" are lengths or article numbers: the catalogue's largest thread is M64. */
export const MAX_DIAMETER = 100;

const num = String.raw`(\d+(?:\.\d+)?)`;
const by = String.raw`\s*(?:[xх]|(?<=\s)на(?=\s))\s*`;
const metric = String.raw`(?:[mм]\s?)?`;
const mm = String.raw`(?:\s*(?:мм|mm))?`;

const threePart = notation(`${metric}${num}${by}${num}${by}${num}${mm}`);
const twoPart = notation(`${metric}${num}${by}${num}${mm}`);
const diameterNamed = notation(String.raw`(?:d|д|ø|диам(?:етр\p{L}*)?)\.?\s*[=:]?\s*${num}${mm}`);
const lengthNamed = notation(String.raw`(?:l|дл|длин\p{L}*)\.?\s*[=:]?\s*${num}${mm}`);
const pitchNamed = notation(String.raw`шаг\p{L}*(?:\s+резьб\p{L}*)?\s*[=:]?\s*${num}${mm}`);
const metricDiameter = notation(String.raw`[mм]\s?${num}`);
const millimetres = notation(String.raw`${num}\s*(?:мм|mm)`);
const quantity = notation(String.raw`\d+\s*(?:шт|pcs)\.?`);

const numbersOf = (match: RegExpExecArray) => match.slice(1).map(Number);

/**
 * Reads sizes: "М10х50", "10x50", "M10 x 50", "10 на 50", "M10x1.25x50", "М10", "10 мм", "d10 l50",
 * "шаг 1.25". In "M10x1.25" the second number is a pitch because 1.25 is a standard pitch of M10
 * (ISO 261); in "M10x50" it is a length. The first size read wins; a second one stays a word.
 * Quantities ("100 шт") are dropped so they are not taken for a length.
 */
export function readSizes(scan: Scan, findings: Finding[]): void {
  const free = (attribute: 'diameter' | 'length' | 'pitch') => !hasFinding(findings, attribute);
  const add = (attribute: 'diameter' | 'length' | 'pitch', value: number, at: number) => findings.push({ attribute, value, at });

  takeMatches(scan, threePart, (match) => {
    const [diameter = 0, pitch = 0, length = 0] = numbersOf(match);
    if (!free('diameter') || !isStandardPitch(diameter, pitch)) return false;
    add('diameter', diameter, match.index);
    add('pitch', pitch, match.index);
    add('length', length, match.index);
    return true;
  });
  takeMatches(scan, twoPart, (match) => {
    const [diameter = 0, second = 0] = numbersOf(match);
    if (!free('diameter') || diameter > MAX_DIAMETER) return false;
    add('diameter', diameter, match.index);
    if (isStandardPitch(diameter, second)) add('pitch', second, match.index);
    else if (free('length')) add('length', second, match.index);
    return true;
  });
  for (const [pattern, attribute] of [
    [diameterNamed, 'diameter'],
    [lengthNamed, 'length'],
    [pitchNamed, 'pitch'],
    [metricDiameter, 'diameter'],
  ] as const) {
    takeMatches(scan, pattern, (match) => {
      if (!free(attribute)) return false;
      add(attribute, Number(match[1]), match.index);
      return true;
    });
  }
  takeMatches(scan, millimetres, (match) => {
    const attribute = free('diameter') ? 'diameter' : free('length') ? 'length' : null;
    if (attribute) add(attribute, Number(match[1]), match.index);
    return attribute !== null;
  });
  takeMatches(scan, quantity, () => true);
}
