import type { DrawingSet } from './drawing-spec.ts';
import { metric, shaft } from './shaft.ts';
import { mm, type Point, type Sketch } from './sketch.ts';

/**
 * The lifting eye of DIN 580/582, left of its collar, which ends at x = 0: a ring about 4.2d across,
 * joined to the collar by a tapered neck.
 */
function eye(s: Sketch, d: number, collar: number): void {
  const [outer, inner] = [2.1 * d, 1.2 * d];
  const neck = { start: -collar, end: -collar - 0.3 * d - (outer - inner) / 2, wide: 0.95 * d, narrow: 0.7 * d };
  // The ring's centre: the neck runs into the middle of the ring's band.
  const cx = neck.end - (outer + inner) / 2;
  const join = cx + Math.sqrt(outer ** 2 - neck.narrow ** 2);
  s.circle(cx, 0, outer, 'light', inner);
  // The neck's fill hides the ring's edge where they merge; only its flanks are outlined.
  const flank = (sign: number): Point[] => [
    [neck.start, sign * neck.wide],
    [join, sign * neck.narrow],
  ];
  const outline: Point[] = [...flank(-1), ...flank(1).reverse()];
  s.path(`M${outline.map(([x, y]) => `${mm(x)} ${mm(y)}`).join('L')}Z`, outline, 'light', { outlined: false });
  s.line(flank(-1), 'outline').line(flank(1), 'outline');
  s.rect(-collar, -1.25 * d, 0, 1.25 * d, 'mid');
}

export const eyeDrawings: DrawingSet = {
  'eye-bolt': {
    name: 'Рым-болт',
    metric: true,
    draw(s, d, length) {
      shaft(s, 0, [metric(length ?? 1.8 * d, d / 2)], d);
      eye(s, d, 0.55 * d);
    },
  },
  'eye-nut': {
    name: 'Рым-гайка',
    metric: true,
    draw(s, d) {
      eye(s, d, 1.1 * d);
      // The threaded hole through the collar, hidden.
      s.line(
        [
          [-1.1 * d, -0.43 * d],
          [0, -0.43 * d],
        ],
        'hidden',
      ).line(
        [
          [-1.1 * d, 0.43 * d],
          [0, 0.43 * d],
        ],
        'hidden',
      );
    },
  },
};
