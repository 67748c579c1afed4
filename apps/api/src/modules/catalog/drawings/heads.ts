import { circlePath, mm, type Point, type Sketch, type Tone } from './sketch.ts';

/** Heads and end views shared by the families. Side views lie along the axis (y = 0) between x0 and x1. */

/** Across-corners width of a hexagon with these across-flats. */
export const corners = (acrossFlats: number) => acrossFlats / Math.cos(Math.PI / 6);

/**
 * A hexagon seen across its corners: three faces, the outer two in shade, with the arcs a 30° chamfer
 * leaves on each face at the chamfered ends.
 */
export function hexSide(s: Sketch, x0: number, x1: number, acrossFlats: number, chamfered: { start?: boolean; end?: boolean } = { start: true }): void {
  const e = corners(acrossFlats) / 2;
  const ch = Math.min(0.07 * acrossFlats, 0.2 * (x1 - x0));
  const faces: Array<[number, number, Tone]> = [
    [-e, -e / 2, 'mid'],
    [-e / 2, e / 2, 'light'],
    [e / 2, e, 'mid'],
  ];
  for (const [a, b, tone] of faces) {
    const mid = (a + b) / 2;
    const left = chamfered.start ? `M${mm(x0 + ch)} ${mm(b)}Q${mm(x0 - ch)} ${mm(mid)} ${mm(x0 + ch)} ${mm(a)}` : `M${mm(x0)} ${mm(b)}L${mm(x0)} ${mm(a)}`;
    const right = chamfered.end ? `L${mm(x1 - ch)} ${mm(a)}Q${mm(x1 + ch)} ${mm(mid)} ${mm(x1 - ch)} ${mm(b)}` : `L${mm(x1)} ${mm(a)}L${mm(x1)} ${mm(b)}`;
    s.path(
      `${left}${right}Z`,
      [
        [x0, a],
        [x1, b],
      ],
      tone,
    );
  }
}

/** A hexagon seen end on, corners up and down, with its bearing-face circle and an optional see-through hole. */
export function hexFront(s: Sketch, cx: number, acrossFlats: number, hole = 0): void {
  const r = corners(acrossFlats) / 2;
  const points: Point[] = Array.from({ length: 6 }, (_, i) => {
    const angle = ((-90 + 60 * i) * Math.PI) / 180;
    return [cx + r * Math.cos(angle), r * Math.sin(angle)] as const;
  });
  const hexagon = `M${points.map(([x, y]) => `${mm(x)} ${mm(y)}`).join('L')}Z`;
  s.path(hole > 0 ? hexagon + circlePath(cx, 0, hole) : hexagon, points, 'light', { evenOdd: true });
  s.stroke(circlePath(cx, 0, 0.47 * acrossFlats));
}

/** A threaded hole seen end on: the three-quarter thin arc at the thread's nominal diameter (drafting convention). */
export function threadArc(s: Sketch, cx: number, r: number): void {
  const at = (degrees: number) => [cx + r * Math.cos((degrees * Math.PI) / 180), r * Math.sin((degrees * Math.PI) / 180)] as const;
  const [ax, ay] = at(-80);
  const [bx, by] = at(-10);
  s.stroke(`M${mm(ax)} ${mm(ay)}A${mm(r)} ${mm(r)} 0 1 0 ${mm(bx)} ${mm(by)}`);
}

/** A flange or collar: a short cone from radius `r0` at `narrow` out to `r1`, then a thin rim ending at `wide` (either side). */
export function flangeSide(s: Sketch, narrow: number, wide: number, r0: number, r1: number, tone: Tone = 'light'): void {
  const rim = 0.4 * (wide - narrow);
  s.polygon(
    [
      [narrow, -r0],
      [wide - rim, -r1],
      [wide, -r1],
      [wide, r1],
      [wide - rim, r1],
      [narrow, r0],
    ],
    tone,
  );
}

/** A dome (round, button, carriage heads, cap nuts): a cylindrical rim from `flat`, then a half ellipse out to `tip` (either side). */
export function domeSide(s: Sketch, flat: number, tip: number, r: number, rim = 0): void {
  const direction = Math.sign(tip - flat);
  const base = flat + direction * rim;
  const rx = Math.abs(tip - base);
  // Drawn from top to bottom: round the left (sweep 0) when the dome points left, round the right otherwise.
  const sweep = direction < 0 ? 0 : 1;
  s.path(`M${mm(flat)} ${mm(-r)}L${mm(base)} ${mm(-r)}A${mm(rx)} ${mm(r)} 0 0 ${sweep} ${mm(base)} ${mm(r)}L${mm(flat)} ${mm(r)}Z`, [
    [tip, -r],
    [flat, r],
  ]);
}

/** A pan or cheese head: a cylinder whose top edge is well rounded. */
export function panSide(s: Sketch, x0: number, x1: number, r: number): void {
  const round = 0.45 * (x1 - x0);
  const top = 0.15 * (x1 - x0);
  s.path(
    `M${mm(x1)} ${mm(-r)}L${mm(x0 + round)} ${mm(-r)}Q${mm(x0)} ${mm(-r)} ${mm(x0)} ${mm(-r + round)}` +
      `Q${mm(x0 - top)} 0 ${mm(x0)} ${mm(r - round)}Q${mm(x0)} ${mm(r)} ${mm(x0 + round)} ${mm(r)}L${mm(x1)} ${mm(r)}Z`,
    [
      [x0 - top / 2, -r],
      [x1, r],
    ],
  );
}

/** A 90° countersunk head: a thin cylindrical edge at x0, then a cone down to the shank radius at x1. */
export function countersunkSide(s: Sketch, x0: number, x1: number, r: number, shank: number): void {
  const rim = 0.12 * (x1 - x0);
  s.polygon([
    [x0, -r],
    [x0 + rim, -r],
    [x1, -shank],
    [x1, shank],
    [x0 + rim, r],
    [x0, r],
  ]);
}

/** A cylindrical (socket cap) head with a small chamfer on its top edge. */
export function cylinderSide(s: Sketch, x0: number, x1: number, r: number): void {
  const ch = 0.08 * r;
  s.polygon([
    [x1, -r],
    [x0 + ch, -r],
    [x0, -r + ch],
    [x0, r - ch],
    [x0 + ch, r],
    [x1, r],
  ]);
}

/** A hexagon socket inside a head, hidden: its flats, then the drill point's cone. */
export function socketHidden(s: Sketch, x0: number, depth: number, acrossFlats: number): void {
  const e = corners(acrossFlats) / 2;
  s.line(
    [
      [x0, -e],
      [x0 + depth, -e],
      [x0 + depth + 0.55 * e, 0],
      [x0 + depth, e],
      [x0, e],
    ],
    'hidden',
  );
}

/** A cross (Phillips) recess inside a head, hidden: a cone with a flat bottom. */
export function crossHidden(s: Sketch, x0: number, depth: number, width: number): void {
  s.line(
    [
      [x0, -width / 2],
      [x0 + depth, -0.12 * width],
      [x0 + depth, 0.12 * width],
      [x0, width / 2],
    ],
    'hidden',
  );
}
