import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';

/** Russia is the store's country: a number without a country code is read as Russian. */
export const defaultPhoneCountry = 'RU';

/** Spec §5 input mask; '#' stands for a digit. */
export const phoneMask = '+7 (###) ###-##-##';

const phoneCharacters = /^[\d\s()+-]+$/;

/** A number that exists in the numbering plan, or null. Letters are never part of one. */
export function parsePhone(text: string): PhoneNumber | null {
  if (!phoneCharacters.test(text.trim())) return null;
  const parsed = parsePhoneNumberFromString(text, defaultPhoneCountry);
  return parsed?.isValid() ? parsed : null;
}

/**
 * The registration API stores a Russian phone with a leading 8 (spec §7, §9): '+7 (999) 123-45-67'
 * becomes '89991234567'. A foreign number keeps its international form ('+375291234567').
 * Null when the text is not a valid phone number.
 */
export function normalizePhone(text: string): string | null {
  const parsed = parsePhone(text);
  if (!parsed) return null;
  return parsed.countryCallingCode === '7' ? `8${parsed.nationalNumber}` : parsed.number;
}

/** Display form: a Russian number in the mask, a foreign one in international form, anything else as given. */
export function formatPhone(text: string): string {
  const parsed = parsePhone(text);
  if (!parsed) return text;
  if (parsed.countryCallingCode !== '7') return parsed.formatInternational();
  const digits = parsed.nationalNumber.split('');
  return phoneMask.replace(/#/g, () => digits.shift() ?? '');
}
