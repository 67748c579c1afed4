import { body, chamfer } from './body.ts';
import type { DrawingSet } from './drawing-spec.ts';
import { countersunkSide, domeSide } from './heads.ts';
import { plain, shaft } from './shaft.ts';

const shank = (length: number, d: number) => plain(length, d / 2, { end: { length: 0.06 * d, radius: 0.44 * d } });

/** Rivets: diameter and length are the shank's. */
export const rivetDrawings: DrawingSet = {
  'blind-rivet': {
    name: 'Заклёпка вытяжная',
    metric: false,
    draw(s, d, length) {
      // DIN 7337: a hollow body with a flat dome flange; the mandrel sticks out of the head and is torn off when set.
      const total = length ?? 3 * d;
      const flange = 0.3 * d;
      const mandrel = 0.28 * d;
      body(s, -flange - 5 * d, -flange, mandrel, { start: chamfer(mandrel) });
      const { end } = shaft(s, 0, [plain(total, d / 2)], d);
      s.line(
        [
          [0, -mandrel],
          [end, -mandrel],
        ],
        'hidden',
      ).line(
        [
          [0, mandrel],
          [end, mandrel],
        ],
        'hidden',
      );
      body(s, end, end + 0.3 * d, 0.36 * d, { end: { length: 0.15 * d, radius: 0.2 * d } });
      domeSide(s, 0, -flange, d, 0.06 * d);
    },
  },
  'solid-rivet': {
    name: 'Заклёпка с полукруглой головкой',
    metric: false,
    draw(s, d, length) {
      shaft(s, 0, [shank(length ?? 3 * d, d)], d);
      domeSide(s, 0, -0.65 * d, 0.875 * d);
    },
  },
  'countersunk-rivet': {
    name: 'Заклёпка с потайной головкой',
    metric: false,
    draw(s, d, length) {
      // Its length counts the head, as with countersunk screws.
      shaft(s, 0, [shank((length ?? 3 * d) - 0.5 * d, d)], d);
      countersunkSide(s, -0.5 * d, 0, 0.9 * d, d / 2);
    },
  },
};
