import { coarsePitch, type ParsedQuery } from '@store/fasteners';

/**
 * What buyers mean, as ranking rules (docs/decisions/0007-search-ranking.md). Each rule gives a row a
 * penalty (0 is best) from the facts of the row and the intent of the query; rules compare in order,
 * the first one that tells two rows apart decides. Rows equal under every rule go by popularity (orders,
 * then the seed's popularity), then price (comparePopularity). Pure: the search precomputes the row facts.
 */

/** What the query says beyond its filters. */
export interface QueryIntent {
  /** 'coarse': no pitch named; 'fine': "мелкий шаг" or a fine-pitch standard; 'stated': a pitch typed ("м10х1,25"). */
  pitch: 'coarse' | 'fine' | 'stated';
  /** A size written with the metric "М" ("М10х50", "m8"): a metric thread is meant. */
  metricSize: boolean;
  /** Neither a type nor a standard named ("10х50", "М10х50"): the common bolts are meant first. */
  vague: boolean;
}

/** What ranking needs of a product row (one match of the query). */
export interface RowFacts {
  /** Stated attributes the row does not match (only in a relaxed reading; 0 in the strict one). */
  unmatched: number;
  /** 0 the stated standard (or none stated), 1 an exact equivalent, 2 a near one. */
  standardRank: number;
  /** A metric thread finer than the coarse pitch of its diameter (DIN 960/961 "М10х1,25"). */
  finePitch: boolean;
  /** Coarse metric thread. */
  coarsePitch: boolean;
  /** Threaded, but not with a metric thread (wood screws, self-tapping screws, non-metric anchors). */
  nonMetricThread: boolean;
  /** A hex bolt of the standards buyers order most (DIN 933/931 and their ISO and ГОСТ twins). */
  commonBolt: boolean;
  inStock: boolean;
}

export interface RankingRule {
  name: string;
  /** How many distinct penalties the rule gives: 0 … levels - 1. */
  levels: number;
  penalty(row: RowFacts, intent: QueryIntent): number;
}

/** Most unmatched attributes a relaxed reading counts apart (coating, class, material, length, standard, +1). */
export const maxUnmatched = 6;

export const rankingRules: readonly RankingRule[] = [
  { name: 'every stated attribute matched beats fewer', levels: maxUnmatched, penalty: (row) => Math.min(row.unmatched, maxUnmatched - 1) },
  { name: 'a metric thread for an М-size', levels: 2, penalty: (row, intent) => (intent.metricSize && row.nonMetricThread ? 1 : 0) },
  { name: 'the stated standard before its equivalents', levels: 3, penalty: (row) => Math.min(row.standardRank, 2) },
  {
    name: 'coarse pitch unless a pitch is stated',
    levels: 2,
    penalty: (row, intent) => (intent.pitch === 'coarse' ? (row.finePitch ? 1 : 0) : intent.pitch === 'fine' ? (row.coarsePitch ? 1 : 0) : 0),
  },
  { name: 'common bolts first for a bare size', levels: 2, penalty: (row, intent) => (intent.vague && !row.commonBolt ? 1 : 0) },
  { name: 'in stock before to order', levels: 2, penalty: (row) => (row.inStock ? 0 : 1) },
];

/** Number of distinct ranks: rankOf gives 0 … rankLevels - 1. */
export const rankLevels = rankingRules.reduce((product, rule) => product * rule.levels, 1);

/** The rules' penalties as one number, the first rule weighing most: lower ranks first. */
export function rankOf(row: RowFacts, intent: QueryIntent): number {
  let rank = 0;
  for (const rule of rankingRules) rank = rank * rule.levels + rule.penalty(row, intent);
  return rank;
}

/** After the rules: more orders first, then the seed's popularity, then the lower price, then the older product. */
export interface PopularityFacts {
  id: number;
  orders: number;
  popularity: number;
  price: number;
}

export function comparePopularity(a: PopularityFacts, b: PopularityFacts): number {
  return b.orders - a.orders || b.popularity - a.popularity || a.price - b.price || a.id - b.id;
}

/** Standards whose products have a fine thread: naming one names the pitch. */
export const FINE_PITCH_STANDARDS: ReadonlySet<string> = new Set(['DIN 960', 'DIN 961', 'ISO 8765', 'ISO 8676']);
/** The hex bolts buyers order most, with their twins. */
export const COMMON_BOLT_STANDARDS: ReadonlySet<string> = new Set(['DIN 933', 'DIN 931', 'ISO 4017', 'ISO 4014', 'ГОСТ 7798-70', 'ГОСТ 7805-70']);
/** Types made with a thread; without a pitch they have a non-metric one. Washers and rivets have none. */
const THREADED_TYPES: ReadonlySet<string> = new Set(['Болт', 'Винт', 'Гайка', 'Шпилька', 'Шуруп', 'Саморез', 'Анкер']);

/** "мелкий шаг", "мелкой резьбой": the buyer asks for a fine thread without naming its pitch. */
const fineWords = /(?<![\p{L}\d])(?:с\s+)?мелк\p{L}*(?:\s+(?:шаг|резьб)\p{L}*)+/giu;
/** "М10", "m8х40", "М 12": a metric size. */
const metricPrefix = /(?<![\p{L}\d])[mм]\s?\d/iu;

/** The text without the "мелкий шаг" words (the parser does not know them), and whether they were there. */
export function withoutFineWords(text: string): { text: string; fine: boolean } {
  const stripped = text.replace(fineWords, ' ');
  return stripped === text ? { text, fine: false } : { text: stripped.replace(/\s+/g, ' ').trim(), fine: true };
}

export function intentOf(parsed: ParsedQuery, fineAsked: boolean): QueryIntent {
  const fineStandard = parsed.standards.some((standard) => FINE_PITCH_STANDARDS.has(standard.label));
  return {
    pitch: parsed.pitch !== null ? 'stated' : fineAsked || fineStandard ? 'fine' : 'coarse',
    metricSize: parsed.diameter !== null && metricPrefix.test(parsed.text),
    vague: parsed.types.length === 0 && parsed.standards.length === 0,
  };
}

/** The facts of a product that do not depend on the query (precomputed per catalogue index). */
export function staticFacts(product: { type_name: string; standard: string; diameter: number; pitch: number | null }) {
  const coarse = product.pitch === null ? null : coarsePitch(product.diameter);
  return {
    finePitch: product.pitch !== null && coarse !== null && product.pitch < coarse,
    coarsePitch: product.pitch !== null && (coarse === null || product.pitch >= coarse),
    nonMetricThread: product.pitch === null && THREADED_TYPES.has(product.type_name),
    commonBolt: product.type_name === 'Болт' && COMMON_BOLT_STANDARDS.has(product.standard),
  };
}
