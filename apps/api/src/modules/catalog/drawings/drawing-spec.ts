import type { Sketch } from './sketch.ts';

/** How one kind of part is drawn and named. */
export interface DrawingSpec {
  /** Russian name for the picture's title. */
  name: string;
  /** Sizes read as a metric thread ('М10×50') rather than plain millimetres ('4,8×32'). */
  metric: boolean;
  /** Draws the part for a nominal diameter and length in mm (null: the part has no length, or use its usual one). */
  draw(s: Sketch, d: number, length: number | null): void;
}

export type DrawingSet = Record<string, DrawingSpec>;
