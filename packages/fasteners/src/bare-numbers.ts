import type { ContextTraits } from './findings.ts';
import { MAX_DIAMETER } from './size-notation.ts';
import { isBoltStrengthClass, isNutStrengthClass } from './strength-classes.ts';

export type BareNumberContext = ContextTraits & { diameterKnown: boolean; lengthKnown: boolean };

/**
 * What a number typed on its own means, given what is already known. "болт м10 8.8": a bolt class.
 * "саморез 4.8": a diameter, screws have no class. "гайка м12 8": a nut class, as the diameter is
 * known. "шайба 10": a diameter. "болт 10 50": diameter, then length. Anything else stays a word.
 */
export function classifyBareNumber(text: string, context: BareNumberContext): 'diameter' | 'length' | 'strengthClass' | null {
  const value = Number(text);
  const isClass = text.includes('.')
    ? isBoltStrengthClass(text) && context.boltClasses
    : isNutStrengthClass(text) && context.nutClasses && context.diameterKnown;
  if (isClass) return 'strengthClass';
  if (!(value > 0)) return null;
  if (!context.diameterKnown && value <= MAX_DIAMETER) return 'diameter';
  if (!context.lengthKnown && context.allowsLength) return 'length';
  return null;
}
