import { describe, expect, it } from 'vitest';
import { digitsBetween, digitsOnly, exactDigits } from './digit-rules.ts';

describe('digitsOnly', () => {
  it('names the field when other characters are typed', () => {
    expect(digitsOnly('БИК')('044525225')).toBeNull();
    expect(digitsOnly('БИК')('04452522O')).toBe('БИК должен содержать только цифры');
    expect(digitsOnly('БИК')('-1')).toBe('БИК должен содержать только цифры');
  });
});

describe('exactDigits', () => {
  const kpp = exactDigits('КПП', 9);

  it('reports a wrong character before a wrong length', () => {
    expect(kpp('77360100A')).toBe('КПП должен содержать только цифры');
    expect(kpp('77360100')).toBe('КПП должен содержать 9 цифр');
    expect(kpp('7736010011')).toBe('КПП должен содержать 9 цифр');
    expect(kpp('773601001')).toBeNull();
  });
});

describe('digitsBetween', () => {
  const inn = digitsBetween('ИНН', 10, 12);

  it('takes any length in the range', () => {
    expect(inn('7707083893')).toBeNull();
    expect(inn('500100732259')).toBeNull();
    expect(inn('770708389')).toBe('ИНН должен содержать от 10 до 12 цифр');
    expect(inn('5001007322590')).toBe('ИНН должен содержать от 10 до 12 цифр');
    expect(inn('77070838 93')).toBe('ИНН должен содержать только цифры');
  });
});
