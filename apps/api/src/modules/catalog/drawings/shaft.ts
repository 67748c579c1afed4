import { body, chamfer, type End, threadLines } from './body.ts';
import type { Sketch, Tone } from './sketch.ts';

/** One stretch of a shaft (plain shank, thread, sleeve…), drawn between two x positions. */
export interface Segment {
  length: number;
  /** Tips, cones and the like keep their true length when a long shaft is shortened. */
  fixed?: boolean;
  /** A saw-toothed thread: a break line goes across another segment when there is one. */
  toothed?: boolean;
  /** `broken` tells which of its ends is a break line, when the shaft was shortened inside this segment. */
  draw(s: Sketch, x0: number, x1: number, broken: { start: boolean; end: boolean }): void;
}

interface Ends {
  start?: End;
  end?: End;
  tone?: Tone;
  fixed?: boolean;
}

const ends = (own: Ends, broken: { start: boolean; end: boolean }) => ({
  start: broken.start ? ('break' as const) : own.start,
  end: broken.end ? ('break' as const) : own.end,
  tone: own.tone,
});

export const plain = (length: number, r: number, own: Ends = {}): Segment => ({
  length,
  fixed: own.fixed,
  draw: (s, x0, x1, broken) => body(s, x0, x1, r, ends(own, broken)),
});

/** A metric thread: a chamfered tip by default and slanted crest lines at a drawing pitch of 0.4 r. */
export const metric = (length: number, r: number, own: Ends = { end: chamfer(r) }): Segment => ({
  length,
  fixed: own.fixed,
  draw: (s, x0, x1, broken) => {
    const { start, end, tone } = ends(own, broken);
    body(s, x0, x1, r, { start, end, tone });
    const inset = (edge: End | undefined) => (typeof edge === 'object' ? edge.length : 0);
    threadLines(s, x0 + inset(start) + 0.1 * r, x1 - inset(end), r, 0.4 * r);
  },
});

/** A coarse self-tapping thread (wood and sheet-metal screws) with a sawtooth outline. */
export const tapping = (length: number, r: number, own: Ends & { pitch: number; depth: number }): Segment => ({
  length,
  toothed: true,
  draw: (s, x0, x1, broken) => body(s, x0, x1, r, { ...ends(own, broken), teeth: { pitch: own.pitch, depth: own.depth } }),
});

/** Thread length of a bolt by ISO 4014: 2d + 6 up to 125 mm, 2d + 12 up to 200, 2d + 25 beyond; short bolts are threaded throughout. */
export function threadLength(d: number, length: number): number {
  const b = 2 * d + (length <= 125 ? 6 : length <= 200 ? 12 : 25);
  return b >= length - 0.5 * d ? length : b;
}

/** A partly threaded shank: plain under the head, then the ISO 4014 thread length. */
export function partlyThreaded(d: number, length: number): Segment[] {
  const thread = threadLength(d, length);
  return [plain(length - thread, d / 2), metric(thread, d / 2)];
}

/**
 * How long a shaft is drawn: true to length up to eight diameters, then ever more slowly towards eleven,
 * so a long bolt stays readable in a 4:3 frame and is still drawn longer than a shorter one.
 */
export function shownLength(length: number, d: number): number {
  const ratio = length / d;
  return ratio <= 8 ? length : d * (8 + 3 * (1 - Math.exp(-(ratio - 8) / 8)));
}

interface Placed {
  segment: Segment;
  /** True start along the shaft, and where it is drawn. */
  from: number;
  x: number;
  /** Drawn length over true length. */
  scale: number;
  broken: boolean;
}

/**
 * Draws the segments one after another from x along the axis. A shaft longer than `shownLength` is
 * shortened, its segments in proportion (all but the fixed ones), with one break line, as on a drawing
 * sheet. Returns where it ends and `at`, which maps a true distance from the start to where it was drawn.
 */
export function shaft(s: Sketch, x: number, segments: Segment[], d: number): { end: number; at: (offset: number) => number } {
  const parts = segments.filter((segment) => segment.length > 0);
  const sum = (list: Segment[]) => list.reduce((total, segment) => total + segment.length, 0);
  const scalable = parts.filter((segment) => !segment.fixed);
  const excess = sum(parts) - shownLength(sum(parts), d);
  // The gap grows in with the excess, so the drawn length never jumps as the true length grows.
  const gap = Math.min(0.6 * d, Math.max(excess, 0));
  // When fixed parts alone overfill the frame, the rest still keeps a couple of diameters.
  const factor = excess > 0 && scalable.length > 0 ? Math.max(Math.min(1, (2 * d) / sum(scalable)), 1 - (excess + gap) / sum(scalable)) : 1;
  const longestOf = (list: Segment[]) => list.reduce<Segment | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
  // A break line reads best across a plain stretch, so it crosses a saw-toothed thread only when there is nothing else.
  const broken = factor < 1 ? (longestOf(scalable.filter((segment) => !segment.toothed)) ?? longestOf(scalable)) : undefined;

  const placed: Placed[] = [];
  let [from, position] = [0, x];
  for (const segment of parts) {
    const scale = segment.fixed ? 1 : factor;
    const drawn = segment.length * scale;
    placed.push({ segment, from, x: position, scale, broken: segment === broken });
    if (segment === broken) {
      segment.draw(s, position, position + drawn / 2, { start: false, end: true });
      segment.draw(s, position + drawn / 2 + gap, position + drawn + gap, { start: true, end: false });
      position += gap;
    } else {
      segment.draw(s, position, position + drawn, { start: false, end: false });
    }
    from += segment.length;
    position += drawn;
  }
  const at = (offset: number) => {
    const part = placed.findLast((candidate) => candidate.from <= offset);
    if (!part) return x + offset;
    const local = (offset - part.from) * part.scale;
    return part.x + local + (part.broken && local > (part.segment.length * part.scale) / 2 ? gap : 0);
  };
  return { end: position, at };
}
