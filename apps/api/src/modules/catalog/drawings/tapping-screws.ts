import { body, point } from './body.ts';
import type { DrawingSet } from './drawing-spec.ts';
import { countersunkSide, crossHidden, flangeSide, hexSide, panSide } from './heads.ts';
import { plain, type Segment, shaft, tapping } from './shaft.ts';
import { mm, type Sketch } from './sketch.ts';

/** Wood and sheet-metal screws: a sawtooth thread running into a point or a drill tip. */

const woodThread = (length: number, d: number) => tapping(length, d / 2, { pitch: 0.45 * d, depth: 0.17 * d, end: point(0.9 * d) });

/** Sheet-metal thread, narrowing into the drill when there is one. */
const metalThread = (length: number, d: number, drill: boolean) =>
  tapping(length, d / 2, { pitch: 0.33 * d, depth: 0.13 * d, end: drill ? { length: 0.4 * d, radius: 0.36 * d } : point(1.1 * d) });

/** The drill tip (DIN 7504): a short fluted pin with a point. */
const drill = (d: number): Segment => ({
  length: 1.4 * d,
  fixed: true,
  draw(s, x0, x1, broken) {
    body(s, x0, x1, 0.36 * d, { start: broken.start ? 'break' : 'flat', end: broken.end ? 'break' : point(0.5 * d) });
    const at = (x: number, y: number) => `${mm(x)} ${mm(y * d)}`;
    s.stroke(`M${at(x0 + 0.1 * d, -0.36)}C${at(x0 + 0.6 * d, -0.1)} ${at(x0 + 0.5 * d, 0.3)} ${at(x1 - 0.35 * d, 0.2)}`);
  },
});

const drillScrew = (s: Sketch, d: number, length: number | null) => {
  const total = length ?? 5 * d;
  const tip = drill(d);
  shaft(s, 0, [metalThread(Math.max(total - tip.length, d), d, true), tip], d);
};

/** DIN 7504 K hex head with its collar, a little wider than the hexagon. */
const hexCollarHead = (s: Sketch, d: number, acrossFlats: number) => {
  flangeSide(s, -0.15 * d, 0, 0.45 * acrossFlats, (0.56 * acrossFlats) / Math.cos(Math.PI / 6));
  hexSide(s, -0.8 * d, -0.15 * d, acrossFlats);
};

export const tappingScrewDrawings: DrawingSet = {
  'wood-screw': {
    name: 'Шуруп с шестигранной головкой',
    metric: false,
    draw(s, d, length) {
      // DIN 571: threaded for about 60% of its length, the rest a plain shank.
      const total = length ?? 6 * d;
      shaft(s, 0, [plain(0.4 * total, d / 2), woodThread(0.6 * total, d)], d);
      hexSide(s, -0.7 * d, 0, 1.5 * d + 1.5);
    },
  },
  'wood-screw-countersunk': {
    name: 'Шуруп с потайной головкой',
    metric: false,
    draw(s, d, length) {
      const total = length ?? 8 * d;
      const head = 0.55 * d;
      shaft(s, 0, [plain(0.4 * total - head, d / 2), woodThread(0.6 * total, d)], d);
      countersunkSide(s, -head, 0, d, d / 2);
      crossHidden(s, -head, 0.45 * d, 1.1 * d);
    },
  },
  'self-drilling-screw': {
    name: 'Саморез со сверлом',
    metric: false,
    draw(s, d, length) {
      drillScrew(s, d, length);
      hexCollarHead(s, d, 1.65 * d);
    },
  },
  'pan-tapping-screw': {
    name: 'Саморез с полукруглой головкой',
    metric: false,
    draw(s, d, length) {
      shaft(s, 0, [metalThread(length ?? 4 * d, d, false)], d);
      panSide(s, -0.75 * d, 0, 0.97 * d);
      crossHidden(s, -0.75 * d, 0.45 * d, 1.1 * d);
    },
  },
  'roofing-screw': {
    name: 'Саморез кровельный',
    metric: false,
    draw(s, d, length) {
      drillScrew(s, d, length);
      // Under the head: a pressed steel washer and the black EPDM seal.
      s.rect(0, -1.45 * d, 0.18 * d, 1.45 * d, 'mid');
      s.polygon(
        [
          [0.18 * d, -1.4 * d],
          [0.62 * d, -1.3 * d],
          [0.62 * d, 1.3 * d],
          [0.18 * d, 1.4 * d],
        ],
        'dark',
      );
      hexCollarHead(s, d, 1.45 * d);
    },
  },
};
