import { hexAcrossFlats } from '@store/fasteners';
import type { Material, Shape } from './types.ts';

const density: Record<Material, number> = {
  сталь: 7.85,
  'нержавеющая сталь A2': 7.93,
  'нержавеющая сталь A4': 7.98,
  латунь: 8.5,
};

const hexPrism = (s: number, h: number) => 0.866 * s * s * h;
const cylinder = (diameter: number, h: number) => (Math.PI / 4) * diameter * diameter * h;
const ring = (outer: number, inner: number, h: number) => cylinder(outer, h) - cylinder(inner, h);
const torus = (radius: number, tube: number) => 2 * Math.PI * Math.PI * radius * tube * tube;

/** Rough volume of one piece in mm³, from its nominal diameter and length. */
function volume(shape: Shape, d: number, length: number | null): number {
  const s = hexAcrossFlats(d);
  const l = length ?? 0;
  const threaded = (len: number) => cylinder(d, len) * 0.93;
  switch (shape) {
    case 'hex-bolt':
      return hexPrism(s, 0.7 * d) + threaded(l);
    case 'flange-bolt':
      return hexPrism(s, 0.7 * d) + cylinder(2.1 * d, 0.15 * d) + threaded(l);
    case 'carriage-bolt':
      return cylinder(2.2 * d, 0.55 * d) * 0.6 + d * d * 0.6 * d + threaded(l);
    case 'eye-bolt':
      return torus(1.8 * d, 0.55 * d) + cylinder(2.2 * d, 0.5 * d) + threaded(1.7 * d);
    case 'socket-screw':
      return cylinder(1.5 * d, d) * 0.9 + threaded(l);
    case 'countersunk-screw':
      return (Math.PI / 12) * 0.6 * d * 7 * d * d + threaded(Math.max(l - 0.6 * d, 0));
    case 'button-screw':
      return cylinder(1.8 * d, 0.55 * d) * 0.65 + threaded(l);
    case 'rod':
      return threaded(l);
    case 'nut':
      return hexPrism(s, 0.8 * d) - cylinder(d, 0.8 * d);
    case 'tall-nut':
      return (hexPrism(s, 0.8 * d) - cylinder(d, 0.8 * d)) * 1.3;
    case 'flange-nut':
      return hexPrism(s, 0.8 * d) - cylinder(d, 0.8 * d) + ring(2.1 * d, d, 0.2 * d);
    case 'eye-nut':
      return torus(1.8 * d, 0.55 * d) + ring(2.2 * d, d, 1.2 * d);
    case 'washer':
      return ring(2 * d + 1, 1.08 * d, 0.16 * d + 0.3);
    case 'wide-washer':
      return ring(3 * d, 1.08 * d, 0.2 * d + 0.2);
    case 'spring-washer':
      return Math.PI * (1.35 * d + 0.3) * (0.35 * d + 0.3) * (0.25 * d + 0.2);
    case 'wood-screw':
      return hexPrism(1.6 * d, 0.65 * d) * 0.8 + cylinder(d, l) * 0.75;
    case 'tapping-screw':
      return cylinder(2 * d, 0.6 * d) * 0.7 + cylinder(d, l) * 0.75;
    case 'anchor':
      return length === null ? ring(1.3 * d, d, 3.2 * d) : threaded(l) + hexPrism(s, 0.8 * d) * 0.8 + ring(2 * d, d, 0.16 * d);
    case 'frame-anchor':
      return cylinder(d, l) * 0.55;
    case 'rivet':
      return cylinder(d, l) * 0.75 + cylinder(1.9 * d, 0.5 * d) * 0.65;
  }
}

/** Weight of one piece in grams, to three significant digits. */
export function pieceWeight(shape: Shape, material: Material, d: number, length: number | null): number {
  const grams = (volume(shape, d, length) * density[material]) / 1000;
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.max(grams, 0.01))));
  return Number(grams.toFixed(Math.min(digits, 3)));
}
