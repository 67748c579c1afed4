import { z } from 'zod';
import { parsePhone } from './phone-number.ts';
import { textRule, type Rule } from './rule.ts';

/**
 * The spec (§5) has two kinds of e-mail and phone rules, each with its own message: the shared
 * rules of the account, checkout and manager forms, and the "generic form" rules that the
 * configurable lead forms pick by field validation kind.
 */

/** Shared rule: only looks for an at-sign, as the spec says. */
export const email: Rule<string> = textRule((text) => (text.includes('@') ? null : 'Некорректный email'));

/** An e-mail as accounts store and look it up: trimmed and in lower case, so ' Ivan@Mail.ru' finds 'ivan@mail.ru'. */
export const normalizeEmail = (text: string): string => text.trim().toLowerCase();

/** Generic form rule: a proper address, by the same pattern as zod's own `z.email()`. */
export const emailFormat: Rule<string> = textRule((text) => (z.regexes.email.test(text) ? null : 'Неверный формат email'));

/** Shared rule: a number that really exists in the numbering plan (libphonenumber, Russia by default). */
export const phone: Rule<string> = textRule((text) => (parsePhone(text) ? null : 'Некорректный номер телефона'));

// Optional plus and up to four digits of country code, then groups of 3-4, 2-3, 2-3 and
// optionally 2 digits; spaces and hyphens between groups, the first group may be bracketed.
const phonePattern = /^(?:\+?\d{1,4})?[\s-]?(?:\(\d{3,4}\)|\d{3,4})[\s-]?\d{2,3}[\s-]?\d{2,3}(?:[\s-]?\d{2})?$/;
/** Generic form rule: the spec's own loose pattern, no numbering-plan check. */
export const phoneFormat: Rule<string> = textRule((text) => (phonePattern.test(text) ? null : 'Неверный формат телефона'));
