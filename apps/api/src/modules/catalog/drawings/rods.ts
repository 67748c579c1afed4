import { hexAcrossFlats } from '@store/fasteners';
import { chamfer } from './body.ts';
import type { DrawingSet } from './drawing-spec.ts';
import { hexSide } from './heads.ts';
import { metric, plain, shaft } from './shaft.ts';
import { mm } from './sketch.ts';

/** Threaded rods, studs and the bent foundation bolt. */
export const rodDrawings: DrawingSet = {
  'threaded-rod': {
    name: 'Шпилька резьбовая',
    metric: true,
    draw(s, d, length) {
      shaft(s, 0, [metric(length ?? 10 * d, d / 2, { start: chamfer(d / 2), end: chamfer(d / 2) })], d);
    },
  },
  stud: {
    name: 'Шпилька',
    metric: true,
    draw(s, d, length) {
      // GOST 22032: a screw-in end of 1d, then the nominal length with a nut end of 2d + 6.
      const total = length ?? 5 * d;
      const nutEnd = Math.min(2 * d + 6, total);
      shaft(s, 0, [metric(d, d / 2, { start: chamfer(d / 2) }), plain(total - nutEnd, d / 2), metric(nutEnd, d / 2)], d);
    },
  },
  'foundation-bolt': {
    name: 'Болт фундаментный изогнутый',
    metric: true,
    draw(s, d, length) {
      // GOST 24379.1 type 1.1: the anchored end is bent into a hook; a nut and washer sit on the thread.
      const r = d / 2;
      const [bend, leg] = [1.5 * d, 3 * d];
      const straight = Math.max((length ?? 20 * d) - bend - leg, 4 * d);
      const thread = Math.min(3.5 * d, straight / 2);
      // The thread keeps its length however long the rod: the nut and washer are drawn on it.
      const { end } = shaft(s, 0, [plain(straight - thread, r), metric(thread, r, { end: chamfer(r), fixed: true })], d);
      const [outer, inner] = [bend + r, bend - r];
      s.path(
        `M0 ${mm(-r)}A${mm(outer)} ${mm(outer)} 0 0 0 ${mm(-outer)} ${mm(bend)}L${mm(-outer)} ${mm(bend + leg)}` +
          `L${mm(-inner)} ${mm(bend + leg)}L${mm(-inner)} ${mm(bend)}A${mm(inner)} ${mm(inner)} 0 0 1 0 ${mm(r)}Z`,
        [
          [-outer, -r],
          [0, bend + leg],
        ],
      );
      const nut = end - 0.7 * d;
      hexSide(s, nut - 0.8 * d, nut, hexAcrossFlats(d), { start: true, end: true });
      s.rect(nut - 1 * d, -d, nut - 0.8 * d, d, 'mid');
    },
  },
};
