import { normalizeText } from '@store/fasteners';

/**
 * Typos in the words buyers type ("болр", "шаиба", "оцинковоный"): each unknown word is replaced by
 * the nearest word of a small dictionary (types, materials, coatings, standards' names) within a small
 * edit distance, so that the parser recognises it. The search adopts the corrected text only when it
 * finds more than the typed one, and says so ('Показаны результаты по запросу «болт»').
 */

/** Forms buyers type of the words the query parser knows (packages/fasteners vocabulary.ts). */
export const DICTIONARY: readonly string[] = [
  // Types
  'болт',
  'болты',
  'болтов',
  'гайка',
  'гайки',
  'гаек',
  'шайба',
  'шайбы',
  'винт',
  'винты',
  'шуруп',
  'шурупы',
  'саморез',
  'саморезы',
  'анкер',
  'анкеры',
  'анкерный',
  'шпилька',
  'шпильки',
  'заклепка',
  'заклепки',
  'гровер',
  'пружинная',
  'плоская',
  'мебельный',
  'потайной',
  'bolt',
  'nut',
  'washer',
  'screw',
  'anchor',
  'rivet',
  // Materials
  'сталь',
  'стальной',
  'нержавейка',
  'нержавеющая',
  'нержавеющий',
  'латунь',
  'латунный',
  'алюминий',
  'алюминиевый',
  'медь',
  'медный',
  'полиамид',
  'нейлон',
  'stainless',
  'steel',
  'brass',
  // Coatings
  'цинк',
  'оцинкованный',
  'оцинкованная',
  'оцинкованные',
  'оцинковка',
  'горячий',
  'горячеоцинкованный',
  'желтый',
  'черный',
  'никель',
  'покрытия',
  'ламельный',
  // Standards' names
  'гост',
  'din',
  'iso',
  'дин',
  'исо',
];

const known: ReadonlySet<string> = new Set(DICTIONARY);

/** Edits a word of this length may have: none up to 3 letters, one up to 5, two beyond. */
export const allowedEdits = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : 2);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swaps of neighbours),
 * or limit + 1 as soon as it is sure to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** The dictionary word nearest to `word` within its allowed edits (the first on a tie), or null. */
export function correctWord(word: string): string | null {
  const lower = word.toLowerCase().replaceAll('ё', 'е');
  if (known.has(lower) || !/^\p{L}+$/u.test(lower)) return null;
  const limit = allowedEdits(lower.length);
  if (limit === 0) return null;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of DICTIONARY) {
    const distance = editDistance(lower, candidate, Math.min(limit, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The text with its unknown words corrected, or null when no word needed or had a correction. */
export function correctTypos(text: string, unknownWords: readonly string[]): string | null {
  if (unknownWords.length === 0) return null;
  const unknown = new Set(unknownWords);
  let changed = false;
  const corrected = text.replace(/\p{L}+/gu, (word) => {
    const folded = normalizeText(word);
    if (!unknown.has(folded)) return word;
    const fix = correctWord(folded);
    if (!fix) return word;
    changed = true;
    return fix;
  });
  return changed ? corrected : null;
}
