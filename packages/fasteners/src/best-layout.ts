import { layoutCandidates } from './layout.ts';
import { type ParsedQuery, parseQuery } from './parse-query.ts';

/**
 * How much of a query was understood: recognised attributes count, unrecognised words count against.
 * Gibberish from a wrong layout (",jkn v10") is all unknown words; its switched twin is all attributes.
 */
export function recognitionScore(parsed: Pick<ParsedQuery, 'chips' | 'words'>): number {
  return 2 * parsed.chips.length - parsed.words.length;
}

/**
 * Parses the text and its layout-switched twin and keeps the better understood; the original on a tie.
 * A query understood without leftover words is never switched: "ГОСТ 7798-70" switched reads "UJCN
 * 7798-70", whose numbers alone would pass for a length and a diameter.
 */
export function parseBestLayout(text: string): ParsedQuery {
  const [original, ...others] = layoutCandidates(text).map(parseQuery);
  if (!original) return parseQuery(text);
  if (original.words.length === 0) return original;
  return others.reduce((best, other) => (other.words.length < best.words.length && recognitionScore(other) > recognitionScore(best) ? other : best), original);
}
