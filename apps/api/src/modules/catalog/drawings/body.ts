import { mm, type Point, type Sketch, type Tone } from './sketch.ts';

/** How a body ends: square, tapered to `radius` over `length` (a chamfer or a point), or cut by a break line. */
export type End = 'flat' | 'break' | { length: number; radius: number };

export interface BodyOptions {
  start?: End;
  end?: End;
  /** A sawtooth outline (wood and tapping screws): tooth pitch and depth from crest to root. */
  teeth?: { pitch: number; depth: number };
  tone?: Tone;
}

/** Chamfer of a metric thread's end, 45° down to about the minor diameter. */
export const chamfer = (r: number): End => ({ length: 0.14 * r, radius: 0.86 * r });
/** A cone to a sharp point (wood screws, tapping screws). */
export const point = (length: number): End => ({ length, radius: 0 });

/**
 * A round body from x0 to x1 seen from the side (shank, thread, sleeve, pin): radius r, with square,
 * tapered or broken ends. Teeth follow the taper down to a point, as on a real screw's tip.
 */
export function body(s: Sketch, x0: number, x1: number, r: number, options: BodyOptions = {}): void {
  const span = x1 - x0;
  const taper = (end: End | undefined) => (typeof end === 'object' ? { ...end } : { length: 0, radius: r });
  const head = taper(options.start);
  const tail = taper(options.end);
  // Tapers longer than the body itself (a very short screw) share it in proportion.
  const fit = Math.min(1, span / (head.length + tail.length || 1));
  head.length *= fit;
  tail.length *= fit;
  const radiusAt = (x: number) => {
    if (head.length > 0 && x < x0 + head.length) return head.radius + ((r - head.radius) * (x - x0)) / head.length;
    if (tail.length > 0 && x > x1 - tail.length) return tail.radius + ((r - tail.radius) * (x1 - x)) / tail.length;
    return r;
  };
  const teeth = options.teeth;
  // Top and bottom profiles from x0 to x1; a thread's crests above and below are half a pitch apart.
  const profile = (phase: number): Point[] => {
    if (!teeth) return dedupe([x0, x0 + head.length, x1 - tail.length, x1]).map((x) => [x, radiusAt(x)] as const);
    const points: Point[] = [[x0, root(radiusAt(x0))]];
    for (let i = 0, x = x0 + phase * teeth.pitch; x < x1; i++, x = x0 + (phase + i / 2) * teeth.pitch) {
      if (x > x0) points.push([x, i % 2 === 0 ? radiusAt(x) : root(radiusAt(x))]);
    }
    points.push([x1, root(radiusAt(x1))]);
    return points;
  };
  const root = (radius: number) => (teeth ? radius * (1 - teeth.depth / r) : radius);
  const top = profile(0.25);
  const bottom = profile(0.75).reverse();
  const first = top[0]!;
  const k = 0.5 * r;
  // Break lines are the drafting "S" across the cut; the start's S mirrors the end's so the two halves match.
  const endEdge = options.end === 'break' ? `C${mm(x1 + k)} ${mm(-k)} ${mm(x1 - k)} ${mm(k)} ${mm(x1)} ${mm(bottom[0]![1])}` : '';
  const startEdge = options.start === 'break' ? `C${mm(x0 - k)} ${mm(k)} ${mm(x0 + k)} ${mm(-k)} ${mm(x0)} ${mm(-first[1])}` : '';
  const d = [
    `M${mm(first[0])} ${mm(-first[1])}`,
    ...top.slice(1).map(([x, y]) => `L${mm(x)} ${mm(-y)}`),
    endEdge,
    ...bottom.slice(endEdge ? 1 : 0).map(([x, y]) => `L${mm(x)} ${mm(y)}`),
    `${startEdge}Z`,
  ].join('');
  s.path(
    d,
    [
      [x0, -r],
      [x1, r],
    ],
    options.tone,
  );
}

function dedupe(xs: number[]): number[] {
  return xs.filter((x, i) => i === 0 || x > xs[i - 1]!);
}

/** Crest lines of a metric thread between x0 and x1, slanting like a right-hand helix seen from the side. */
export function threadLines(s: Sketch, x0: number, x1: number, r: number, pitch: number): void {
  const slant = pitch / 2;
  const lines: string[] = [];
  for (let x = x0; x + slant <= x1 + 1e-9; x += pitch) lines.push(`M${mm(x)} ${mm(-r)}L${mm(x + slant)} ${mm(r)}`);
  if (lines.length > 0) s.stroke(lines.join(''));
}
