import { onlyDigitsMessage } from './digit-rules.ts';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from './requisite-checksums.ts';
import { textRule, type Rule } from './rule.ts';

/**
 * Requisites with their real check digits. Each rule first names a wrong character or length,
 * then a wrong check digit, so the buyer knows whether they mistyped or copied a wrong number.
 */

const digits = /^\d+$/;
const wrongControl = (name: string) => `Некорректный ${name}: неверное контрольное число`;

export const inn: Rule<string> = textRule((text) => {
  if (!digits.test(text)) return onlyDigitsMessage('ИНН');
  if (text.length !== 10 && text.length !== 12) return 'ИНН должен содержать 10 или 12 цифр';
  // Its first two digits are the region's code: there is no region 00 (and zeros pass the check digits).
  if (text.startsWith('00')) return 'Некорректный ИНН: кода региона 00 не бывает';
  return isValidInn(text) ? null : wrongControl('ИНН');
});

/** ОГРН of an organisation (13 digits) or ОГРНИП of a sole trader (15 digits). */
export const ogrn: Rule<string> = textRule((text) => {
  if (!digits.test(text)) return onlyDigitsMessage('ОГРН');
  // The first digit says whose number it is: 1 or 5 an organisation's, 3 a sole trader's.
  if (text.length === 13) return !'15'.includes(text[0]!) ? 'Некорректный ОГРН: должен начинаться с 1 или 5' : isValidOgrn(text) ? null : wrongControl('ОГРН');
  if (text.length === 15) return text[0] !== '3' ? 'Некорректный ОГРНИП: должен начинаться с 3' : isValidOgrnip(text) ? null : wrongControl('ОГРНИП');
  return 'ОГРН должен содержать 13 или 15 цифр';
});

export const kpp: Rule<string> = textRule((text) => {
  if (text.length !== 9) return 'КПП должен содержать 9 символов';
  if (text.startsWith('0000')) return 'Некорректный КПП: кода налоговой 0000 не бывает';
  return isValidKpp(text) ? null : 'Некорректный КПП: ожидаются 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры';
});

export const bik: Rule<string> = textRule((text) => {
  if (!digits.test(text)) return onlyDigitsMessage('БИК');
  if (text.length !== 9) return 'БИК должен содержать 9 цифр';
  return isValidBik(text) ? null : 'Некорректный БИК: должен начинаться с 04';
});

/** Checked against the bank's БИК when that is valid; without one only the account's shape is. */
export function settlementAccount(bikValue: string | null | undefined): Rule<string> {
  return accountRule('Расчётный счёт', '', isValidSettlementAccount, bikValue);
}

export function correspondentAccount(bikValue: string | null | undefined): Rule<string> {
  return accountRule('Корреспондентский счёт', '30101', isValidCorrespondentAccount, bikValue);
}

function accountRule(label: string, prefix: string, isValid: (account: string, bik: string) => boolean, bikValue: string | null | undefined): Rule<string> {
  return textRule((text) => {
    if (!digits.test(text)) return onlyDigitsMessage(label);
    if (text.length !== 20) return `${label} должен содержать 20 цифр`;
    if (!text.startsWith(prefix)) return `${label} должен начинаться с ${prefix}`;
    const bank = bikValue?.trim() ?? '';
    return !isValidBik(bank) || isValid(text, bank) ? null : `${label} не соответствует БИК`;
  });
}
