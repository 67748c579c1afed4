import { isEmpty, textRule, type Rule } from './rule.ts';

/** Spec §9: password minimum. */
export const passwordMinLength = 6;

export const required: Rule<unknown> = (value) => (isEmpty(value) ? 'Обязательное поле' : null);

// The spec writes these with "символов" for every N; copied as written.
export function minLength(min: number): Rule<string> {
  return textRule((text) => (text.length < min ? `Минимум ${min} символов` : null));
}

export function maxLength(max: number): Rule<string> {
  return textRule((text) => (text.length > max ? `Максимум ${max} символов` : null));
}

/** Counts the password as typed: spaces are characters of a password, unlike of other text. */
export const password: Rule<string> = (value) =>
  isEmpty(value) || (value ?? '').length >= passwordMinLength ? null : `Пароль должен содержать не менее ${passwordMinLength} символов`;

/** The confirmation field's rule: it must repeat the password exactly. */
export function passwordConfirmation(passwordValue: string | null | undefined): Rule<string> {
  return (value) => (isEmpty(value) || value === passwordValue ? null : 'Пароли не совпадают');
}

/** A numeric confirmation code of an exact length (SMS, e-mail). */
export function numericCode(length: number): Rule<string> {
  const pattern = new RegExp(`^\\d{${length}}$`);
  return textRule((text) => (pattern.test(text) ? null : 'Некорректный код'));
}

const letters = /^[\p{L}\s-]+$/u;
export const lettersOnly: Rule<string> = textRule((text) => (letters.test(text) ? null : 'Поле может содержать только буквы, пробелы и дефисы'));

const twoWords = /^\S+(?:\s+\S+)+$/;
/** Surname and name at least: two words separated by a space. */
export const fio: Rule<string> = textRule((text) => (twoWords.test(text) ? null : 'Неверный формат ФИО'));
