import type { DrawingSet } from './drawing-spec.ts';
import { countersunkSide, crossHidden, cylinderSide, domeSide, panSide, socketHidden } from './heads.ts';
import { metric, partlyThreaded, shaft } from './shaft.ts';

/** Machine screws: metric thread, heads with a hexagon socket or a cross recess, drawn hidden. */
export const screwDrawings: DrawingSet = {
  'socket-screw': {
    name: 'Винт с внутренним шестигранником',
    metric: true,
    draw(s, d, length) {
      // DIN 912: head as tall as the thread is wide and 1.5d across, socket 0.8d across flats.
      const total = length ?? 4 * d;
      shaft(s, 0, partlyThreaded(d, total), d);
      cylinderSide(s, -d, 0, 0.75 * d);
      socketHidden(s, -d, 0.5 * d, 0.8 * d);
    },
  },
  'button-screw': {
    name: 'Винт с полукруглой головкой',
    metric: true,
    draw(s, d, length) {
      shaft(s, 0, [metric(length ?? 3 * d, d / 2)], d);
      domeSide(s, 0, -0.55 * d, 0.875 * d, 0.1 * d);
      socketHidden(s, -0.55 * d, 0.3 * d, 0.6 * d);
    },
  },
  'countersunk-screw': {
    name: 'Винт с потайной головкой',
    metric: true,
    draw(s, d, length) {
      // The head counts in a countersunk screw's length.
      const head = 0.56 * d;
      shaft(s, 0, [metric((length ?? 4 * d) - head, d / 2)], d);
      countersunkSide(s, -head, 0, d, d / 2);
      socketHidden(s, -head, 0.3 * d, 0.6 * d);
    },
  },
  'countersunk-cross-screw': {
    name: 'Винт с потайной головкой и крестообразным шлицем',
    metric: true,
    draw(s, d, length) {
      const head = 0.52 * d;
      shaft(s, 0, [metric((length ?? 4 * d) - head, d / 2)], d);
      countersunkSide(s, -head, 0, 0.93 * d, d / 2);
      crossHidden(s, -head, 0.42 * d, 1.1 * d);
    },
  },
  'pan-screw': {
    name: 'Винт с полукруглой головкой и крестообразным шлицем',
    metric: true,
    draw(s, d, length) {
      shaft(s, 0, [metric(length ?? 3 * d, d / 2)], d);
      panSide(s, -0.7 * d, 0, d);
      crossHidden(s, -0.7 * d, 0.45 * d, 1.1 * d);
    },
  },
};
