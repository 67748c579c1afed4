/** Hole for a drop-in anchor by its internal thread: the sleeve is wider than the thread. */
const dropInDrill: Readonly<Record<number, number>> = { 6: 8, 8: 10, 10: 12, 12: 15, 16: 20, 20: 25 };

/**
 * The drill an anchor needs, mm, from its catalogue name and nominal diameter: a wedge, frame or sleeve
 * anchor goes into a hole of its own diameter, a drop-in anchor (забивной) into a wider one. Null for
 * anything else, or a drop-in size the table does not know.
 */
export function anchorDrillDiameter(part: { type: string; name: string; diameter: number }): number | null {
  if (part.type !== 'Анкер') return null;
  if (/забивн/i.test(part.name)) return dropInDrill[part.diameter] ?? null;
  return part.diameter;
}
