import { describe, expect, it } from 'vitest';
import { maxFiles } from './choice-rules.ts';
import { email, emailFormat, phone, phoneFormat } from './contact-rules.ts';
import { digitsBetween, digitsOnly, exactDigits } from './digit-rules.ts';
import { bik, correspondentAccount, inn, kpp, ogrn, settlementAccount } from './requisite-rules.ts';
import type { Rule } from './rule.ts';
import { fio, lettersOnly, maxLength, minLength, numericCode, password, passwordConfirmation } from './text-rules.ts';

// Spec §5: an empty value passes every rule except the required kind.
const textRules: Record<string, Rule<string>> = {
  email,
  emailFormat,
  phone,
  phoneFormat,
  digitsOnly: digitsOnly('ИНН'),
  exactDigits: exactDigits('КПП', 9),
  digitsBetween: digitsBetween('ОГРН', 13, 15),
  inn,
  ogrn,
  kpp,
  bik,
  settlementAccount: settlementAccount('044525225'),
  correspondentAccount: correspondentAccount('044525225'),
  fio,
  lettersOnly,
  minLength: minLength(3),
  maxLength: maxLength(100),
  numericCode: numericCode(4),
  password,
  passwordConfirmation: passwordConfirmation('secret1'),
};

describe('empty values', () => {
  it.each(Object.entries(textRules))('pass %s', (_, rule) => {
    for (const value of [undefined, null, '', '   ']) expect(rule(value)).toBeNull();
  });

  it('pass maxFiles', () => {
    for (const value of [undefined, null, []]) expect(maxFiles(1)(value)).toBeNull();
  });
});
