/** Property classes of ISO 898-1 (bolts, screws, studs). */
export const BOLT_STRENGTH_CLASSES = ['4.6', '4.8', '5.6', '5.8', '6.8', '8.8', '9.8', '10.9', '12.9'] as const;
/** Property classes of ISO 898-2 (nuts): one number, a tenth of the matching bolt's tensile strength. */
export const NUT_STRENGTH_CLASSES = ['5', '6', '8', '10', '12'] as const;
/** ISO 3506: steel grade and property class of stainless fasteners. */
export const STAINLESS_STRENGTH_CLASSES = ['A2-50', 'A2-70', 'A2-80', 'A4-50', 'A4-70', 'A4-80'] as const;

export const STRENGTH_CLASSES = [...BOLT_STRENGTH_CLASSES, ...NUT_STRENGTH_CLASSES, ...STAINLESS_STRENGTH_CLASSES] as const;
export type StrengthClass = (typeof STRENGTH_CLASSES)[number];
export type BoltStrengthClass = (typeof BOLT_STRENGTH_CLASSES)[number];

const known = new Set<string>(STRENGTH_CLASSES);

const isStrengthClass = (value: string): value is StrengthClass => known.has(value);

/**
 * Canonical form of a typed strength class, or null when it is not one: "8,8" → "8.8",
 * "а4 80" → "A4-80", "10" → "10" (nut). A bare "A2" is a steel grade, not a class: see materials.
 */
export function normalizeStrengthClass(text: string): StrengthClass | null {
  const compact = text.trim().toLowerCase().replace(/,/g, '.').replace(/\s+/g, '').replace(/^а/, 'a');
  const stainless = /^a([24])-?(\d{2})$/.exec(compact);
  const value = stainless ? `A${stainless[1]}-${stainless[2]}` : compact;
  return isStrengthClass(value) ? value : null;
}

export function isBoltStrengthClass(value: string): value is BoltStrengthClass {
  return (BOLT_STRENGTH_CLASSES as readonly string[]).includes(value);
}

export function isNutStrengthClass(value: string): boolean {
  return (NUT_STRENGTH_CLASSES as readonly string[]).includes(value);
}
