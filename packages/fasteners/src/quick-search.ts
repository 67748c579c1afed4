import { contextTraits, type ContextTraits } from './findings.ts';
import { normalizeText, tokenize } from './normalize.ts';
import { MAX_DIAMETER } from './size-notation.ts';
import { knownStandardByNumber, parseStandard, standardInfo } from './standards.ts';
import { isNutStrengthClass, normalizeStrengthClass } from './strength-classes.ts';
import { matchVocabulary } from './vocabulary.ts';

/** The quick-search block's fields (spec §2), in the order its query lists them. */
export const QUICK_SEARCH_FIELDS = ['standard', 'diameter', 'length', 'strengthClass', 'material'] as const;
export type QuickSearchField = (typeof QUICK_SEARCH_FIELDS)[number];
export type QuickSearchFields = Record<QuickSearchField, string>;

/** Parentheses and "&" inside a value would break the form, so they become spaces. */
const clean = (value: string) => value.replace(/[()&]/g, ' ').replace(/\s+/g, ' ').trim();

/** The block's query: each filled field in parentheses, in field order, joined by "&"; '' when all are empty. */
export function buildQuickSearchQuery(fields: Partial<QuickSearchFields>): string {
  return QUICK_SEARCH_FIELDS.map((field) => clean(fields[field] ?? ''))
    .filter(Boolean)
    .map((value) => `(${value})`)
    .join('&');
}

function splitGroups(text: string): string[] | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) return null;
  const groups = trimmed
    .slice(1, -1)
    .split(/\)\s*&\s*\(/)
    .map((group) => group.trim());
  const valid = groups.length <= QUICK_SEARCH_FIELDS.length && groups.every((group) => group !== '' && !/[()&]/.test(group));
  return valid ? groups : null;
}

/** The number of a size field: "10", "4,2", "М10", "50 мм". */
export function sizeFieldNumber(value: string): number | null {
  const match = /^(?:[mм]\s?)?(\d+(?:\.\d+)?)\s*(?:мм|mm)?$/.exec(normalizeText(value).trim());
  return match ? Number(match[1]) : null;
}

/** A standard written out, or the bare number of a known one ("933"). */
const groupStandard = (group: string) => parseStandard(group) ?? knownStandardByNumber(group);

function isMaterialText(value: string): boolean {
  const { matches, rest } = matchVocabulary(tokenize(normalizeText(value)));
  return rest.length === 0 && matches.length > 0 && matches.every((match) => match.term.attribute === 'material');
}

/** How well a group fits each field; 0 means it cannot be that field. */
function fieldScores(group: string, traits: ContextTraits): number[] {
  const hasLetters = /\p{L}/u.test(group);
  const hasDigits = /\d/.test(group);
  const size = sizeFieldNumber(group);
  const strengthClass = normalizeStrengthClass(group);
  return [
    groupStandard(group) ? 3 : hasLetters && hasDigits ? 1 : 0,
    size !== null && size > 0 && size <= MAX_DIAMETER ? 2 : 0,
    size !== null && size > 0 && traits.allowsLength ? 2 : 0,
    strengthClass ? (isNutStrengthClass(strengthClass) ? 1 : 3) : 0,
    isMaterialText(group) ? 3 : hasLetters && !hasDigits ? 1 : 0,
  ];
}

type Placement = { fields: number[]; total: number };

/** Every way to give the groups strictly increasing fields, each group one it can be. */
function placements(scores: readonly number[][], index = 0, from = 0): Placement[] {
  const row = scores[index];
  if (!row) return [{ fields: [], total: 0 }];
  const result: Placement[] = [];
  for (let field = from; field < QUICK_SEARCH_FIELDS.length; field += 1) {
    const score = row[field] ?? 0;
    if (score === 0) continue;
    for (const rest of placements(scores, index + 1, field + 1)) {
      result.push({ fields: [field, ...rest.fields], total: score + rest.total });
    }
  }
  return result;
}

/**
 * Reads the quick-search form back into its fields, or null when the text is not in that form.
 * Empty fields are left out of the form, so each group is placed by what it holds while keeping the
 * order: "(10)" alone is a diameter, "(10)&(50)" diameter and length, "(8.8)" a strength class, and
 * after a nut standard "(DIN 934)&(12)&(8)" the 8 is a nut class (nuts have no length).
 */
export function parseQuickSearch(text: string): QuickSearchFields | null {
  const groups = splitGroups(text);
  if (!groups) return null;
  const standard = groupStandard(groups[0] ?? '');
  const standardType = standard ? standardInfo(standard)?.type : undefined;
  const traits = contextTraits(standardType ? [standardType] : []);
  // Placements come in order of their fields, so on a tie the earlier fields win.
  const best = placements(groups.map((group) => fieldScores(group, traits))).reduce<Placement | null>(
    (winner, candidate) => (!winner || candidate.total > winner.total ? candidate : winner),
    null,
  );
  if (!best) return null;
  const fields: QuickSearchFields = { standard: '', diameter: '', length: '', strengthClass: '', material: '' };
  best.fields.forEach((field, index) => {
    const name = QUICK_SEARCH_FIELDS[field];
    if (name) fields[name] = groups[index] ?? '';
  });
  return fields;
}

/** The fields as free text the query parser reads unambiguously ("диаметр 10 длина 50 класс 8.8"). */
export function quickSearchText(fields: QuickSearchFields): string {
  const named = (word: string, value: string) => {
    const size = sizeFieldNumber(value);
    return size === null ? value : `${word} ${size}`;
  };
  const strengthClass = normalizeStrengthClass(fields.strengthClass);
  return [
    groupStandard(fields.standard)?.label ?? fields.standard,
    fields.diameter && named('диаметр', fields.diameter),
    fields.length && named('длина', fields.length),
    strengthClass ? `класс ${strengthClass}` : fields.strengthClass,
    fields.material,
  ].join(' ');
}
