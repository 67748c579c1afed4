import { formatDecimal } from '@store/contracts';
import { anchorDrawings } from './anchors.ts';
import { boltDrawings } from './bolts.ts';
import type { DrawingSpec } from './drawing-spec.ts';
import { eyeDrawings } from './eyes.ts';
import { nutDrawings } from './nuts.ts';
import { rivetDrawings } from './rivets.ts';
import { rodDrawings } from './rods.ts';
import { screwDrawings } from './screws.ts';
import { Sketch } from './sketch.ts';
import { tappingScrewDrawings } from './tapping-screws.ts';
import { washerDrawings } from './washers.ts';

const families = [boltDrawings, nutDrawings, washerDrawings, screwDrawings, tappingScrewDrawings, rodDrawings, eyeDrawings, anchorDrawings, rivetDrawings];
// A Map, not an object: a kind like 'constructor' must not find Object.prototype's members.
const drawings = new Map<string, DrawingSpec>(families.flatMap((family) => Object.entries(family)));

/**
 * The side-view line drawing of a part as an SVG document, or null for a kind there is no drawing for.
 * Sizes are in mm and must be positive (the route checks them).
 */
export function renderDrawing(kind: string, diameter: number, length: number | null): string | null {
  const spec = drawings.get(kind);
  if (!spec) return null;
  const sketch = new Sketch();
  spec.draw(sketch, diameter, length);
  const dimensions = `${spec.metric ? 'М' : ''}${formatDecimal(diameter)}${length === null ? '' : `×${formatDecimal(length)}`}`;
  return sketch.toSvg(`${spec.name} ${dimensions}`);
}
