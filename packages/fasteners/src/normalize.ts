/**
 * Text normalisation shared by the query parser and, so that both sides agree, by whatever indexes
 * product text for full-text search. Buyers type fastener notation on whichever keyboard is active:
 * Cyrillic М and х inside "M10x50", a Latin o inside "бoлт", ё or е, decimal commas.
 */
const cyrillicToLatin: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
};
const latinToCyrillic: Record<string, string> = Object.fromEntries(Object.entries(cyrillicToLatin).map(([cyrillic, latin]) => [latin, cyrillic]));

const isCyrillic = (char: string) => char >= 'а' && char <= 'я';
const isLatin = (char: string) => char >= 'a' && char <= 'z';

/**
 * Folds the look-alike letters of one run of letters and digits into a single script. Letters that
 * exist in only one script decide it; a run made only of look-alikes is notation when it has digits
 * ("м10х50" → "m10x50", "а2" → "a2") and a Russian word otherwise.
 */
function foldRun(run: string): string {
  const chars = [...run];
  const cyrillic = chars.some((char) => isCyrillic(char) && !(char in cyrillicToLatin));
  const latin = chars.some((char) => isLatin(char) && !(char in latinToCyrillic));
  if (cyrillic && latin) return run;
  const toLatin = latin || (!cyrillic && /\d/.test(run));
  const table = toLatin ? cyrillicToLatin : latinToCyrillic;
  return chars.map((char) => table[char] ?? char).join('');
}

/** Lower case, ё → е, × and * → x, decimal comma → point, look-alike letters folded per word. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[×*]/g, 'x')
    .replace(/(\d),(?=\d)/g, '$1.')
    .replace(/[\p{L}\p{N}]+/gu, foldRun);
}

/**
 * The spellings a code (an article) typed on either keyboard may stand for, in lower case: as typed, with every
 * look-alike letter Latin, with every one Cyrillic, and folded word by word as `normalizeText` folds it. A code
 * stored in one script, or in both ("БОЛТ-M10"), is then found whichever keyboard the buyer's was.
 */
export function lookalikeSpellings(code: string): string[] {
  const typed = code.toLowerCase();
  const swapped = (table: Record<string, string>) => [...typed].map((char) => table[char] ?? char).join('');
  return [...new Set([typed, swapped(cyrillicToLatin), swapped(latinToCyrillic), typed.replace(/[\p{L}\p{N}]+/gu, foldRun)])];
}

export type Token = { value: string; at: number };

/** Decimal numbers stay whole ("4.2"); "г/ц" and "б/п" are one word; other punctuation separates. */
const tokenPattern = /\d+(?:\.\d+)?(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:\/[\p{L}\p{N}]+)*/gu;

/** Words of normalised text with their positions, so findings can be ordered as typed. */
export function tokenize(normalized: string): Token[] {
  return [...normalized.matchAll(tokenPattern)].map((match) => ({ value: match[0], at: match.index }));
}

export const isNumberToken = (value: string) => /^\d+(?:\.\d+)?$/.test(value);
