import { hexAcrossFlats } from '@store/fasteners';
import type { DrawingSet } from './drawing-spec.ts';
import { corners, domeSide, flangeSide, hexFront, hexSide, threadArc } from './heads.ts';
import type { Sketch } from './sketch.ts';

/**
 * Nuts are drawn in two views: end on at x = 0 (the hexagon and its threaded hole), and from the side
 * to its right, where the thread inside shows as hidden lines.
 */
function endView(s: Sketch, d: number): { acrossFlats: number; side: number } {
  const acrossFlats = hexAcrossFlats(d);
  hexFront(s, 0, acrossFlats, 0.43 * d);
  threadArc(s, 0, 0.5 * d);
  return { acrossFlats, side: 0.85 * corners(acrossFlats) };
}

const hiddenThread = (s: Sketch, x0: number, x1: number, d: number) =>
  s
    .line(
      [
        [x0, -0.43 * d],
        [x1, -0.43 * d],
      ],
      'hidden',
    )
    .line(
      [
        [x0, 0.43 * d],
        [x1, 0.43 * d],
      ],
      'hidden',
    );

export const nutDrawings: DrawingSet = {
  'hex-nut': {
    name: 'Гайка шестигранная',
    metric: true,
    draw(s, d) {
      const { acrossFlats, side } = endView(s, d);
      hexSide(s, side, side + 0.8 * d, acrossFlats, { start: true, end: true });
      hiddenThread(s, side, side + 0.8 * d, d);
    },
  },
  'nyloc-nut': {
    name: 'Гайка самоконтрящаяся',
    metric: true,
    draw(s, d) {
      const { acrossFlats, side } = endView(s, d);
      // The nylon ring sits in a crimped collar on top of the hexagon.
      s.circle(0, 0, 0.56 * d, 'mid', 0.43 * d);
      const [hex, collar, end] = [side + 0.72 * d, 0.46 * acrossFlats, side + 1.15 * d];
      const round = 0.4 * (end - hex);
      s.polygon([
        [hex, -collar],
        [end - round, -collar],
        [end, -collar + round],
        [end, collar - round],
        [end - round, collar],
        [hex, collar],
      ]);
      hexSide(s, side, hex, acrossFlats, { start: true });
      hiddenThread(s, side, end, d);
    },
  },
  'flange-nut': {
    name: 'Гайка с фланцем',
    metric: true,
    draw(s, d) {
      const acrossFlats = hexAcrossFlats(d) - 1;
      const flange = 1.1 * d;
      s.circle(0, 0, flange, 'mid', 0.43 * d);
      hexFront(s, 0, acrossFlats, 0.43 * d);
      threadArc(s, 0, 0.5 * d);
      const side = 1.45 * flange;
      flangeSide(s, side + 0.35 * d, side, 0.8 * d, flange);
      hexSide(s, side + 0.35 * d, side + d, acrossFlats, { end: true });
      hiddenThread(s, side, side + d, d);
    },
  },
  'cap-nut': {
    name: 'Гайка колпачковая',
    metric: true,
    draw(s, d) {
      const { acrossFlats, side } = endView(s, d);
      const hex = side + 0.75 * d;
      domeSide(s, hex, hex + 0.95 * d, 0.46 * acrossFlats, 0.25 * d);
      hexSide(s, side, hex, acrossFlats, { start: true });
      hiddenThread(s, side, side + 1.2 * d, d);
    },
  },
};
