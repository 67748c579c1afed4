import { categoryCodes } from './category-rows.ts';
import { standards } from './standards/index.ts';
import type { StandardSpec, Unit, Variant } from './types.ts';
import { pieceWeight } from './weight.ts';

/** The store's own brand comes first and goes unnamed; big catalogues add the same ranges from other makers. */
export interface Brand {
  name: string | null;
  code: string;
  priceFactor: number;
}
const makers = [
  ['Fix', 'FX'],
  ['Nord', 'ND'],
  ['Bolt', 'BT'],
  ['Krep', 'KR'],
  ['Stal', 'ST'],
  ['Metiz', 'MZ'],
  ['Tech', 'TC'],
  ['Ural', 'UR'],
  ['Volga', 'VG'],
  ['Sibir', 'SB'],
] as const;
const lines = [
  ['berg', 'B'],
  ['fast', 'F'],
  ['line', 'L'],
] as const;

export const brands: Brand[] = [
  { name: null, code: '', priceFactor: 1 },
  ...lines.flatMap(([line, lineCode], l) =>
    makers.map(([maker, makerCode], m) => ({ name: maker + line, code: makerCode + lineCode, priceFactor: 0.88 + ((m * 7 + l * 3) % 11) * 0.03 })),
  ),
];

export interface Size {
  diameter: number;
  length: number | null;
  /** 0 for the commonest size of the standard, growing for rarer ones. */
  rank: number;
}

/** One family in one packaging: the unit of catalogue growth. */
export interface Pool {
  spec: StandardSpec;
  variant: Variant;
  variantRank: number;
  brand: Brand;
  unit: Unit;
  /** Sizes that can be sold in this unit, commonest first. */
  sizes: Size[];
}

// Heavy pieces are not sold in packs, and nothing heavier than this goes by weight.
const maxPackedWeight = 250;
const maxWeighedWeight = 1000;

/** Sizes in commonness order: round-robin over diameters (the commonest diameter first), mid lengths first. */
function rankSizes(spec: StandardSpec): Size[] {
  const diameters = spec.sizes.map(([d]) => d);
  const center = Math.min(10, diameters[Math.floor(diameters.length / 2)]!);
  const byDiameter = [...spec.sizes]
    .sort((a, b) => Math.abs(Math.log(a[0] / center)) - Math.abs(Math.log(b[0] / center)) || a[0] - b[0])
    .map(([d, lengths]) =>
      lengths === null
        ? [{ diameter: d, length: null }]
        : [...lengths].sort((a, b) => Math.abs(Math.log(a / (4 * d))) - Math.abs(Math.log(b / (4 * d))) || a - b).map((length) => ({ diameter: d, length })),
    );
  const ranked: Size[] = [];
  for (let round = 0; ranked.length < byDiameter.flat().length; round++) {
    for (const column of byDiameter) {
      const size = column[round];
      if (size) ranked.push({ ...size, rank: ranked.length });
    }
  }
  return ranked;
}

function sellable(spec: StandardSpec, unit: Unit, size: Size): boolean {
  if (unit === 'шт') return true;
  const weight = pieceWeight(spec.shape, 'сталь', size.diameter, size.length);
  return unit === 'упак' ? weight <= maxPackedWeight : weight <= maxWeighedWeight;
}

/**
 * Every pool in the order the catalogue grows: first one family per leaf category (so that the smallest
 * catalogue still has every section and type), then by brand, packaging, variant commonness and standard.
 */
export function allPools(): Pool[] {
  const pools: (Pool & { order: number[] })[] = [];
  standards.forEach((spec, specIndex) => {
    const ranked = rankSizes(spec);
    const sizesByUnit = spec.units.map((unit) => ranked.filter((size) => sellable(spec, unit, size)));
    brands.forEach((brand, brandRank) => {
      spec.units.forEach((unit, unitRank) => {
        spec.variants.forEach((variant, variantRank) => {
          const sizes = sizesByUnit[unitRank]!;
          if (sizes.length) pools.push({ spec, variant, variantRank, brand, unit, sizes, order: [1, brandRank, unitRank, variantRank, specIndex] });
        });
      });
    });
  });
  for (const code of categoryCodes.leaves) {
    const primary = pools.find((pool) => pool.spec.category === code && pool.order.slice(1, 4).every((rank) => rank === 0));
    if (primary) primary.order = [0, categoryCodes.leaves.indexOf(code)];
  }
  const compare = (a: number[], b: number[]) => a.reduce((result, value, i) => result || value - (b[i] ?? 0), 0);
  return pools.sort((a, b) => compare(a.order, b.order)).map(({ order: _order, ...pool }) => pool);
}

// Small catalogues still show this many families (a few sizes each) rather than a few complete ones.
const minimumVariety = 96;

/**
 * How many SKUs each pool gives for a catalogue of `total` SKUs: the first pools that hold `total`,
 * shared in proportion to their size (largest remainder), each at least one, never more than it holds.
 */
export function allocate(pools: readonly Pool[], total: number, leafCount: number): number[] {
  const capacity = pools.reduce((sum, pool) => sum + pool.sizes.length, 0);
  if (total > capacity) throw new Error(`The demo catalogue holds at most ${capacity} SKUs; asked for ${total}.`);
  let active = 0;
  let held = 0;
  while (held < total) held += pools[active++]!.sizes.length;
  active = Math.min(pools.length, Math.max(active, leafCount, Math.min(minimumVariety, Math.ceil(total / 6))));
  active = Math.min(active, total);
  held = pools.slice(0, active).reduce((sum, pool) => sum + pool.sizes.length, 0);

  const counts = pools.map((pool, i) => (i < active ? Math.max(1, Math.floor((total * pool.sizes.length) / held)) : 0));
  let missing = total - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = pools
    .map((pool, i) => ({ i, remainder: i < active ? (total * pool.sizes.length) / held - counts[i]! : -Infinity }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; missing !== 0; k = (k + 1) % active) {
    const { i } = byRemainder[k]!;
    if (missing > 0 && counts[i]! < pools[i]!.sizes.length) {
      counts[i]!++;
      missing--;
    } else if (missing < 0 && counts[i]! > 1) {
      counts[i]!--;
      missing++;
    }
  }
  return counts;
}
