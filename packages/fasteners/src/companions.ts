import { coarsePitch } from './sizes.ts';
import { NUT_STRENGTH_CLASSES } from './strength-classes.ts';

/** A fastener as the catalogue describes it. */
export interface FastenerPart {
  type: string;
  standard: string;
  diameter: number;
  pitch: number | null;
  strengthClass: string | null;
  material: string;
  coating: string;
}

/** A part that goes with another: one of `standards` (best first) of the same diameter, material and coating. */
export interface Companion {
  role: 'nut' | 'washer' | 'spring-washer';
  standards: readonly string[];
  diameter: number;
  /** The thread a nut must have; null for washers. */
  pitch: number | null;
  /** Acceptable strength classes, best first; null: any. */
  strengthClasses: readonly string[] | null;
  material: string;
  coating: string;
}

type System = 'DIN' | 'ISO' | 'ГОСТ';

const systemOf = (standard: string): System => (standard.startsWith('ISO') ? 'ISO' : standard.startsWith('ГОСТ') ? 'ГОСТ' : 'DIN');

// The part's own system first, then its twins (standards-data.ts): a DIN 933 bolt takes a DIN 934 nut.
const nutStandards: Record<System, readonly string[]> = {
  DIN: ['DIN 934', 'ISO 4032', 'ГОСТ 5915-70'],
  ISO: ['ISO 4032', 'DIN 934', 'ГОСТ 5915-70'],
  ГОСТ: ['ГОСТ 5915-70', 'DIN 934', 'ISO 4032'],
};
const washerStandards: Record<System, readonly string[]> = {
  DIN: ['DIN 125', 'ISO 7089', 'ГОСТ 11371-78'],
  ISO: ['ISO 7089', 'DIN 125', 'ГОСТ 11371-78'],
  ГОСТ: ['ГОСТ 11371-78', 'DIN 125', 'ISO 7089'],
};
const springWasherStandards: Record<System, readonly string[]> = {
  DIN: ['DIN 127', 'ГОСТ 6402-70'],
  ISO: ['DIN 127', 'ГОСТ 6402-70'],
  ГОСТ: ['ГОСТ 6402-70', 'DIN 127'],
};

/**
 * Nut classes that may carry a bolt of `boltClass`, weakest first: ISO 898-2 wants the nut's number at least
 * the bolt's first one (8.8 → 8, 10, 12); stainless parts take their grade at the same or a higher class.
 */
export function matingNutClasses(boltClass: string | null): readonly string[] | null {
  if (boltClass === null) return null;
  const stainless = /^(A[24])-(\d{2})$/.exec(boltClass);
  if (stainless) return ['50', '70', '80'].filter((level) => Number(level) >= Number(stainless[2])).map((level) => `${stainless[1]}-${level}`);
  const tensile = Number.parseInt(boltClass, 10);
  return Number.isNaN(tensile) ? null : NUT_STRENGTH_CLASSES.filter((nutClass) => Number(nutClass) >= tensile);
}

/**
 * What a buyer of `part` needs next: for a bolt, screw or stud the nut of its thread and class with flat and
 * spring washers; for a nut its washers; for a washer the nut and the other washer; for a threaded anchor a
 * nut and washer; for a hex wood screw a washer. Always the part's diameter, material and coating.
 */
export function companionsOf(part: FastenerPart): Companion[] {
  const system = systemOf(part.standard);
  const same = { diameter: part.diameter, material: part.material, coating: part.coating };
  const washer: Companion = { role: 'washer', standards: washerStandards[system], pitch: null, strengthClasses: null, ...same };
  const spring: Companion = { role: 'spring-washer', standards: springWasherStandards[system], pitch: null, strengthClasses: null, ...same };
  const nutFor = (pitch: number | null, strengthClasses: readonly string[] | null): Companion[] =>
    pitch === null ? [] : [{ role: 'nut', standards: nutStandards[system], pitch, strengthClasses, ...same }];

  switch (part.type) {
    case 'Болт':
    case 'Винт':
    case 'Шпилька':
      return part.pitch === null ? [] : [...nutFor(part.pitch, matingNutClasses(part.strengthClass)), washer, spring];
    case 'Анкер':
      return part.pitch === null ? [] : [...nutFor(part.pitch, null), washer];
    case 'Гайка':
      return [washer, spring];
    case 'Шайба':
      return [...nutFor(coarsePitch(part.diameter), null), springWasherStandards.DIN.includes(part.standard) ? washer : spring];
    case 'Шуруп':
      return [washer];
    default:
      return [];
  }
}
