import { textRule, type Rule } from './rule.ts';

const digits = /^\d+$/;

export const onlyDigitsMessage = (label: string) => `${label} должен содержать только цифры`;

/** Labels are the requisites' abbreviations (ИНН, КПП…), all grammatically masculine. */
export function digitsOnly(label: string): Rule<string> {
  return textRule((text) => (digits.test(text) ? null : onlyDigitsMessage(label)));
}

// "цифр" is the right form for every count the spec uses (9, 10, 12, 13, 15, 20).
export function exactDigits(label: string, count: number): Rule<string> {
  return textRule((text) => {
    if (!digits.test(text)) return onlyDigitsMessage(label);
    return text.length === count ? null : `${label} должен содержать ${count} цифр`;
  });
}

/** Checkout takes ИНН of 10–12 and ОГРН of 13–15 digits (spec §5). */
export function digitsBetween(label: string, min: number, max: number): Rule<string> {
  return textRule((text) => {
    if (!digits.test(text)) return onlyDigitsMessage(label);
    return text.length >= min && text.length <= max ? null : `${label} должен содержать от ${min} до ${max} цифр`;
  });
}
