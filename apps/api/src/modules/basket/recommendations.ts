import { type Companion, companionsOf } from '@store/fasteners';
import type { Db } from '../../db/database.ts';
import { answerCache } from '../catalog/answer-cache.ts';
import { listingIndexCache } from '../catalog/listing-index-cache.ts';
import type { LineRow } from './basket-items.repository.ts';
import { companionCandidates } from './recommendations.repository.ts';

/** How many recommendations a basket shows, and from how many of its latest lines. */
const shown = 8;
const latestLines = 10;

type Candidate = Awaited<ReturnType<typeof companionCandidates>>[number];

/** Best first: the preferred standard, a fitting strength class, in stock, sold in the same unit, popular. */
function rank(companion: Companion, unit: string) {
  const classRank = (candidate: Candidate) => (companion.strengthClasses === null ? 0 : companion.strengthClasses.indexOf(candidate.strength_class ?? ''));
  return (a: Candidate, b: Candidate) =>
    companion.standards.indexOf(a.standard) - companion.standards.indexOf(b.standard) ||
    classRank(a) - classRank(b) ||
    Number(b.stock > 0) - Number(a.stock > 0) ||
    Number(b.unit === unit) - Number(a.unit === unit) ||
    b.popularity - a.popularity;
}

async function companionIds(db: Db, line: LineRow): Promise<number[]> {
  const part = {
    type: line.type_name,
    standard: line.standard,
    diameter: line.diameter,
    pitch: line.pitch,
    strengthClass: line.strength_class,
    material: line.material,
    coating: line.coating,
  };
  const ids: number[] = [];
  for (const companion of companionsOf(part)) {
    const fitting = (await companionCandidates(db, companion)).filter(
      (candidate) =>
        (companion.pitch === null || candidate.pitch === companion.pitch) &&
        (companion.strengthClasses === null || companion.strengthClasses.includes(candidate.strength_class ?? '')),
    );
    const best = fitting.sort(rank(companion, line.unit))[0];
    if (best) ids.push(best.id);
  }
  return ids;
}

// A product's companions are kept while the catalogue stands: an order that empties a stock does not re-rank
// them (they prefer products in stock) until the next catalogue change, which keeps 100 orders a second cheap.
const companionsByProduct = answerCache<number[]>(20_000);

/**
 * What the buyer needs next for the basket's latest lines (the nut and washers of a bolt, and so on),
 * without what the basket already holds.
 */
export async function recommendedFor(db: Db, lines: readonly LineRow[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const index = await listingIndexCache(db).get();
  const inBasket = new Set(lines.map((line) => line.product_id));
  const latest = lines.slice(-latestLines).reverse();
  const lists = await Promise.all(latest.map((line) => companionsByProduct(index, String(line.product_id), () => companionIds(db, line))));
  const ids = new Set<number>();
  for (const id of lists.flat()) if (!inBasket.has(id)) ids.add(id);
  return [...ids].slice(0, shown);
}
