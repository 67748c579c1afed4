import type { DrawingSet } from './drawing-spec.ts';
import { mm, type Sketch } from './sketch.ts';

/** A flat washer in two views: the ring end on at x = 0, and edge on to its right with the hole hidden. */
function flatWasher(s: Sketch, hole: number, outer: number, thickness: number): void {
  s.circle(0, 0, outer, 'light', hole);
  const x = 1.4 * outer;
  s.rect(x, -outer, x + thickness, outer, 'mid');
  s.line(
    [
      [x, -hole],
      [x + thickness, -hole],
    ],
    'hidden',
  ).line(
    [
      [x, hole],
      [x + thickness, hole],
    ],
    'hidden',
  );
}

const polar = (r: number, degrees: number) => `${mm(r * Math.cos((degrees * Math.PI) / 180))} ${mm(r * Math.sin((degrees * Math.PI) / 180))}`;

export const washerDrawings: DrawingSet = {
  washer: {
    name: 'Шайба плоская',
    metric: true,
    // DIN 125: outer diameter about 2d, thickness about d/6.
    draw: (s, d) => flatWasher(s, 0.54 * d + 0.1, d + 0.25, 0.16 * d + 0.4),
  },
  'wide-washer': {
    name: 'Шайба увеличенная',
    metric: true,
    // DIN 9021: outer diameter 3d.
    draw: (s, d) => flatWasher(s, 0.54 * d + 0.1, 1.5 * d, 0.2 * d + 0.4),
  },
  'spring-washer': {
    name: 'Шайба пружинная',
    metric: true,
    draw(s, d) {
      // DIN 127: a square section about 0.35d wide, split and twisted so its ends bite.
      const hole = 0.51 * d + 0.05;
      const outer = hole + 0.36 * d;
      const thickness = 0.22 * d;
      const [a, b, slant] = [-84, 264, -14];
      s.path(
        `M${polar(outer, a)}A${mm(outer)} ${mm(outer)} 0 1 1 ${polar(outer, b)}L${polar(hole, b + slant)}A${mm(hole)} ${mm(hole)} 0 1 0 ${polar(hole, a + slant)}Z`,
        [
          [-outer, -outer],
          [outer, outer],
        ],
      );
      // Edge on, the twist shows as a band leaning across the washer's height.
      const x = 1.4 * outer;
      s.polygon(
        [
          [x, -outer],
          [x + thickness, -outer],
          [x + 1.8 * thickness, outer],
          [x + 0.8 * thickness, outer],
        ],
        'mid',
      );
    },
  },
};
