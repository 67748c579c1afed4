/**
 * ISO 261 metric threads: diameter, coarse pitch, then the fine pitches in use. "M10" alone means the
 * coarse pitch (1.5); "M10x1.25" names a fine one.
 */
const METRIC_THREADS: readonly (readonly [diameter: number, coarse: number, ...fine: number[]])[] = [
  [1.6, 0.35, 0.2],
  [2, 0.4, 0.25],
  [2.5, 0.45, 0.35],
  [3, 0.5, 0.35],
  [3.5, 0.6, 0.35],
  [4, 0.7, 0.5],
  [5, 0.8, 0.5],
  [6, 1, 0.75],
  [7, 1, 0.75],
  [8, 1.25, 1, 0.75],
  [10, 1.5, 1.25, 1, 0.75],
  [12, 1.75, 1.5, 1.25, 1],
  [14, 2, 1.5, 1.25, 1],
  [16, 2, 1.5, 1],
  [18, 2.5, 2, 1.5, 1],
  [20, 2.5, 2, 1.5, 1],
  [22, 2.5, 2, 1.5, 1],
  [24, 3, 2, 1.5, 1],
  [27, 3, 2, 1.5, 1],
  [30, 3.5, 3, 2, 1.5, 1],
  [33, 3.5, 3, 2, 1.5],
  [36, 4, 3, 2, 1.5],
  [39, 4, 3, 2, 1.5],
  [42, 4.5, 4, 3, 2, 1.5],
  [45, 4.5, 4, 3, 2, 1.5],
  [48, 5, 4, 3, 2, 1.5],
  [52, 5, 4, 3, 2, 1.5],
  [56, 5.5, 4, 3, 2, 1.5],
  [60, 5.5, 4, 3, 2, 1.5],
  [64, 6, 4, 3, 2, 1.5],
];

const threads = new Map(METRIC_THREADS.map(([diameter, coarse, ...fine]) => [diameter, { coarse, fine }]));

/** Metric diameters of ISO 261 that this table knows, ascending. */
export const METRIC_DIAMETERS: readonly number[] = METRIC_THREADS.map(([diameter]) => diameter);

/** Coarse pitch of a metric thread: coarsePitch(10) → 1.5; null for a diameter not in ISO 261. */
export function coarsePitch(diameter: number): number | null {
  return threads.get(diameter)?.coarse ?? null;
}

/** Fine pitches of a metric thread, largest first: finePitches(12) → [1.5, 1.25, 1]. */
export function finePitches(diameter: number): readonly number[] {
  return threads.get(diameter)?.fine ?? [];
}

/**
 * The fine pitch hex bolts, screws and nuts are usually made and stocked with (DIN 960/961 bolts and their nuts):
 * M10×1,25, M20×1,5, M30×2. One of finePitches(diameter).
 */
const USUAL_FINE_PITCH: Readonly<Record<number, number>> = {
  8: 1,
  10: 1.25,
  12: 1.5,
  14: 1.5,
  16: 1.5,
  18: 1.5,
  20: 1.5,
  22: 1.5,
  24: 2,
  27: 2,
  30: 2,
  33: 2,
  36: 3,
};

/** The usual fine pitch of a metric fastener: usualFinePitch(20) → 1.5; null below M8 and past M36. */
export function usualFinePitch(diameter: number): number | null {
  return USUAL_FINE_PITCH[diameter] ?? null;
}

/** Whether `pitch` is a standard pitch (coarse or fine) of the metric diameter. */
export function isStandardPitch(diameter: number, pitch: number): boolean {
  const thread = threads.get(diameter);
  return thread !== undefined && (thread.coarse === pitch || thread.fine.includes(pitch));
}

/**
 * Width across flats of hex bolts and nuts, mm. ISO 4014/4017/4032 differ from DIN 931/933/934 at
 * M10, M12, M14 and M22 only; that is why those pairs are "near" twins rather than exact ones.
 */
const ACROSS_FLATS: readonly (readonly [diameter: number, iso: number, din: number])[] = [
  [3, 5.5, 5.5],
  [4, 7, 7],
  [5, 8, 8],
  [6, 10, 10],
  [8, 13, 13],
  [10, 16, 17],
  [12, 18, 19],
  [14, 21, 22],
  [16, 24, 24],
  [18, 27, 27],
  [20, 30, 30],
  [22, 34, 32],
  [24, 36, 36],
  [27, 41, 41],
  [30, 46, 46],
  [33, 50, 50],
  [36, 55, 55],
  [42, 65, 65],
  [48, 75, 75],
];

/**
 * Spanner size of a hex head or nut by ISO (the default) or by DIN: hexAcrossFlats(10, 'DIN') → 17. A size
 * neither standard lists gets the usual proportion, 1.5 d + 1.
 */
export function hexAcrossFlats(diameter: number, series: 'ISO' | 'DIN' = 'ISO'): number {
  const row = ACROSS_FLATS.find(([size]) => size === diameter);
  if (!row) return 1.5 * diameter + 1;
  return series === 'ISO' ? row[1] : row[2];
}
