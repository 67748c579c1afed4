import type { Finding } from './findings.ts';
import { notation, type Scan, takeMatches } from './scan.ts';
import { normalizeStrengthClass } from './strength-classes.ts';

const stainlessClass = String.raw`[aа][24]\s*-?\s*\d{2}`;
const named = notation(String.raw`(?:класс\p{L}*|кл|кп)\.?\s*(?:(?:прочности|проч|пр)\.?\s*)?(\d+(?:\.\d+)?|${stainlessClass})`);
const stainless = notation(String.raw`[aа][24]-\d{2}`);

/**
 * Reads strength classes that cannot be mistaken for sizes: named ones ("кл. пр. 10.9", "класс
 * прочности 8.8", "класс 8") and stainless ones ("A2-70", "А4-80"). Bare "8.8" or "8" depend on the
 * product type, so they are left for the bare-number pass.
 */
export function readStrengthClasses(scan: Scan, findings: Finding[]): void {
  for (const [pattern, group] of [
    [named, 1],
    [stainless, 0],
  ] as const) {
    takeMatches(scan, pattern, (match) => {
      const value = normalizeStrengthClass(match[group] ?? '');
      if (value) findings.push({ attribute: 'strengthClass', value, at: match.index });
      return value !== null;
    });
  }
}
