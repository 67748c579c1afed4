import { hexAcrossFlats } from '@store/fasteners';
import type { DrawingSet } from './drawing-spec.ts';
import { domeSide, flangeSide, hexSide } from './heads.ts';
import { metric, partlyThreaded, shaft } from './shaft.ts';

const hexHead = (d: number) => ({ height: 0.64 * d, acrossFlats: hexAcrossFlats(d) });

export const boltDrawings: DrawingSet = {
  'hex-bolt': {
    name: 'Болт с шестигранной головкой',
    metric: true,
    draw(s, d, length) {
      const head = hexHead(d);
      shaft(s, 0, [metric(length ?? 5 * d, d / 2)], d);
      hexSide(s, -head.height, 0, head.acrossFlats);
    },
  },
  'hex-bolt-partial': {
    name: 'Болт с шестигранной головкой и неполной резьбой',
    metric: true,
    draw(s, d, length) {
      const head = hexHead(d);
      const total = length ?? 6 * d;
      shaft(s, 0, partlyThreaded(d, total), d);
      hexSide(s, -head.height, 0, head.acrossFlats);
    },
  },
  'flange-bolt': {
    name: 'Болт с фланцем',
    metric: true,
    draw(s, d, length) {
      const head = hexHead(d);
      const flange = 0.3 * d;
      shaft(s, 0, [metric(length ?? 4 * d, d / 2)], d);
      flangeSide(s, -flange, 0, 0.8 * d, 1.1 * d);
      hexSide(s, -flange - 0.6 * d, -flange, head.acrossFlats - 1);
    },
  },
  'carriage-bolt': {
    name: 'Болт мебельный',
    metric: true,
    draw(s, d, length) {
      const total = length ?? 6 * d;
      const neck = 0.6 * d;
      // The square neck holds in the wood; seen across its corners it is √2·d wide.
      shaft(s, neck, partlyThreaded(d, total - neck), d);
      const corner = (Math.SQRT2 * d) / 2;
      s.rect(0, -corner, neck, 0, 'mid').rect(0, 0, neck, corner, 'light');
      domeSide(s, 0, -0.55 * d, 1.25 * d, 0.08 * d);
    },
  },
};
