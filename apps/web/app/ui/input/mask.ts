import { Mask } from 'maska';

/** Spec §5 mask tokens: # a digit, @ a letter, * a letter or digit (Cyrillic letters included). */
const tokens = {
  '#': { pattern: /[0-9]/ },
  '@': { pattern: /[a-zA-Zа-яА-ЯёЁ]/ },
  '*': { pattern: /[a-zA-Zа-яА-ЯёЁ0-9]/ },
};

export const phoneMask = '+7 (###) ###-##-##';

export type MaskResult = { masked: string; unmasked: string; completed: boolean };

const cache = new Map<string, Mask>();

function maskFor(pattern: string): Mask {
  let mask = cache.get(pattern);
  if (!mask) {
    mask = new Mask({ mask: pattern, tokens, tokensReplace: true });
    cache.set(pattern, mask);
  }
  return mask;
}

/** A pasted or autofilled Russian number (8 916…, +7 916…, 7916…) keeps only the ten digits after the country code. */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && (digits[0] === '7' || digits[0] === '8') ? digits.slice(1) : digits;
}

export function applyMask(value: string, pattern: string): MaskResult {
  const mask = maskFor(pattern);
  const source = pattern === phoneMask ? phoneDigits(value) : value;
  const masked = mask.masked(source);
  return { masked, unmasked: mask.unmasked(masked), completed: mask.completed(masked) };
}

const significant = /[\p{L}\p{N}]/u;

/** Where the caret goes after masking: after as many letters and digits as were before it in the raw text. */
export function caretAfterMask(raw: string, caret: number, masked: string): number {
  let wanted = [...raw.slice(0, caret)].filter((ch) => significant.test(ch)).length;
  if (wanted === 0) return 0;
  for (let i = 0; i < masked.length; i++) {
    if (significant.test(masked.charAt(i)) && --wanted === 0) return i + 1;
  }
  return masked.length;
}
