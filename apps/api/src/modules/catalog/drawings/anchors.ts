import { hexAcrossFlats } from '@store/fasteners';
import { body, chamfer } from './body.ts';
import type { DrawingSet } from './drawing-spec.ts';
import { cylinderSide, hexSide, socketHidden, threadArc } from './heads.ts';
import { metric, plain, type Segment, shaft } from './shaft.ts';
import type { Sketch } from './sketch.ts';

/** Anchors for concrete, set from the left: nut and washer (or head) at x ≈ 0, the expanding end on the right. */

/** A nut with its washer on a bolt of diameter d, the washer's face at x. */
function nutAndWasher(s: Sketch, x: number, d: number): void {
  s.rect(x - 0.2 * d, -d, x, d, 'mid');
  hexSide(s, x - 1 * d, x - 0.2 * d, hexAcrossFlats(d), { start: true, end: true });
}

/** An expansion sleeve with a slit running back from its far end. */
const sleeve = (length: number, r: number): Segment => ({
  length,
  draw(s, x0, x1, broken) {
    body(s, x0, x1, r, { start: broken.start ? 'break' : 'flat', end: broken.end ? 'break' : 'flat' });
    if (!broken.end) s.rect(x1 - Math.min(5 * r, 0.45 * (x1 - x0)), -0.1 * r, x1, 0.1 * r, 'dark');
  },
});

/** The cone that spreads the sleeve, widening towards the anchor's end. */
const cone = (length: number, r: number, narrow: number) =>
  plain(length, r, { start: { length: 0.75 * length, radius: narrow }, end: chamfer(r), fixed: true });

export const anchorDrawings: DrawingSet = {
  'wedge-anchor': {
    name: 'Анкер клиновой',
    metric: true,
    draw(s, d, length) {
      const total = length ?? 8 * d;
      const r = d / 2;
      const thread = Math.min(0.5 * total, total - 2.5 * d);
      // The thread under the nut keeps its length (the nut is drawn there); their seam hides under the washer.
      const underNut = 1.3 * d;
      const { at } = shaft(
        s,
        0,
        [
          metric(underNut, r, { start: chamfer(r), fixed: true }),
          metric(thread - underNut, r, {}),
          plain(total - thread - 1.6 * d, r),
          plain(1.1 * d, 0.36 * d, { fixed: true }),
          cone(0.5 * d, r, 0.36 * d),
        ],
        d,
      );
      // The clip ring around the neck, slotted so the cone can spread it.
      const clip = at(total - 1.55 * d);
      s.rect(clip, -0.53 * d, clip + 0.95 * d, 0.53 * d, 'mid');
      s.rect(clip + 0.25 * d, -0.05 * d, clip + 0.95 * d, 0.05 * d, 'dark');
      nutAndWasher(s, 1.4 * d, d);
    },
  },
  'sleeve-anchor': {
    name: 'Анкерный болт с гайкой',
    metric: false,
    draw(s, d, length) {
      // d is the sleeve's (and the hole's) diameter; the bolt inside is about 0.8d.
      const total = length ?? 7 * d;
      const bolt = 0.8 * d;
      const start = 1.3 * bolt;
      shaft(
        s,
        0,
        [metric(start, bolt / 2, { start: chamfer(bolt / 2), fixed: true }), sleeve(total - start - 1.1 * d, d / 2), cone(1.1 * d, d / 2, 0.38 * d)],
        d,
      );
      nutAndWasher(s, start, bolt);
    },
  },
  'frame-anchor': {
    name: 'Анкер рамный',
    metric: false,
    draw(s, d, length) {
      // A steel sleeve with a screw inside, its cylindrical head countersunk into the frame.
      shaft(s, 0, [sleeve((length ?? 10 * d) - 1.2 * d, d / 2), cone(1.2 * d, d / 2, 0.36 * d)], d);
      cylinderSide(s, -0.45 * d, 0, 0.68 * d);
      socketHidden(s, -0.45 * d, 0.28 * d, 0.55 * d);
    },
  },
  'drop-in-anchor': {
    name: 'Анкер забивной',
    metric: true,
    draw(s, d, length) {
      // End on: the sleeve with its threaded hole; beside it the sleeve from the side, slit at the far end.
      const r = 0.65 * d;
      s.circle(0, 0, r, 'light', 0.43 * d);
      threadArc(s, 0, 0.5 * d);
      const x = 1.5 * r;
      const total = length ?? 4 * d;
      body(s, x, x + total, r, { start: chamfer(r), end: chamfer(r) });
      s.line(
        [
          [x, -0.43 * d],
          [x + 0.45 * total, -0.43 * d],
        ],
        'hidden',
      ).line(
        [
          [x, 0.43 * d],
          [x + 0.45 * total, 0.43 * d],
        ],
        'hidden',
      );
      // The expansion plug inside, hidden, and the slit it opens.
      s.line(
        [
          [x + 0.7 * total, -0.2 * d],
          [x + total, -0.32 * d],
          [x + total, 0.32 * d],
          [x + 0.7 * total, 0.2 * d],
          [x + 0.7 * total, -0.2 * d],
        ],
        'hidden',
      );
      s.rect(x + 0.62 * total, -0.05 * d, x + total, 0.05 * d, 'dark');
    },
  },
};
