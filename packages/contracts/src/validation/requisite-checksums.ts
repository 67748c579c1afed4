/**
 * Check digits of Russian business requisites (Federal Tax Service and Bank of Russia rules).
 * Each validator takes the bare digits and answers whether they are a well-formed number; the
 * with…CheckDigit functions complete a number from its body (demo data, tests).
 */

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
}

// A control number is the weighted sum mod 11, with 10 written as 0.
const innControl = (digits: string, weights: readonly number[]) => (weightedSum(digits, weights) % 11) % 10;

const inn10Weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const inn11Weights = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const inn12Weights = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** ИНН: 10 digits for an organisation (one check digit), 12 for a person or ИП (two). */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) return withInnCheckDigit(value.slice(0, 9)) === value;
  if (/^\d{12}$/.test(value)) {
    return innControl(value, inn11Weights) === Number(value[10]) && innControl(value, inn12Weights) === Number(value[11]);
  }
  return false;
}

/** An organisation's 10-digit ИНН from its first 9 digits: withInnCheckDigit('770708389') → '7707083893'. */
export function withInnCheckDigit(first9: string): string {
  return `${first9}${innControl(first9, inn10Weights)}`;
}

/** The remainder of a long decimal number, digit by digit, so no precision is lost. */
function remainder(digits: string, divisor: number): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

/** ОГРН of an organisation: 13 digits, the first 12 mod 11, last digit of that. */
export function isValidOgrn(value: string): boolean {
  return /^\d{13}$/.test(value) && withOgrnCheckDigit(value.slice(0, 12)) === value;
}

/** A 13-digit ОГРН from its first 12 digits: withOgrnCheckDigit('102770013219') → '1027700132195'. */
export function withOgrnCheckDigit(first12: string): string {
  return `${first12}${remainder(first12, 11) % 10}`;
}

/** ОГРНИП of a sole trader: 15 digits, the first 14 mod 13, last digit of that. */
export function isValidOgrnip(value: string): boolean {
  return /^\d{15}$/.test(value) && remainder(value.slice(0, 14), 13) % 10 === Number(value[14]);
}

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits (number). */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/** БИК of a Russian bank: 9 digits, country code 04 first. */
export function isValidBik(value: string): boolean {
  return /^04\d{7}$/.test(value);
}

const accountKeyWeights = [7, 1, 3];

/** Bank of Russia account key: weights 7,1,3 over 23 digits; the sum's last digit is 0. */
function hasValidKey(digits23: string): boolean {
  const weights = Array.from(digits23, (_, index) => accountKeyWeights[index % 3]!);
  return weightedSum(digits23, weights) % 10 === 0;
}

/** Расчётный счёт: 20 digits keyed with the last three digits of the bank's БИК. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && hasValidKey(bik.slice(6) + account);
}

/** Корреспондентский счёт: 20 digits from 30101, keyed with '0' and digits 5–6 of the БИК. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return /^30101\d{15}$/.test(account) && isValidBik(bik) && hasValidKey(`0${bik.slice(4, 6)}${account}`);
}
