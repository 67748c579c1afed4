import { describe, expect, it } from 'vitest';
import { bik, correspondentAccount, inn, kpp, ogrn, settlementAccount } from './requisite-rules.ts';

describe('inn', () => {
  it('accepts real 10- and 12-digit numbers', () => {
    expect(inn('7707083893')).toBeNull();
    expect(inn(' 500100732259 ')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(inn('77070838-93')).toBe('ИНН должен содержать только цифры');
    expect(inn('77070838931')).toBe('ИНН должен содержать 10 или 12 цифр');
    expect(inn('7707083894')).toBe('Некорректный ИНН: неверное контрольное число');
    expect(inn('500100732258')).toBe('Некорректный ИНН: неверное контрольное число');
    // Zeros pass the check digits; no region has the code 00.
    expect(inn('0000000000')).toBe('Некорректный ИНН: кода региона 00 не бывает');
    expect(inn('000000000000')).toBe('Некорректный ИНН: кода региона 00 не бывает');
  });
});

describe('ogrn', () => {
  it('accepts a real ОГРН and ОГРНИП', () => {
    expect(ogrn('1027700132195')).toBeNull();
    expect(ogrn('304500116000157')).toBeNull();
  });

  it('says what is wrong, naming ОГРНИП for 15 digits', () => {
    expect(ogrn('102770013219O')).toBe('ОГРН должен содержать только цифры');
    expect(ogrn('10277001321950')).toBe('ОГРН должен содержать 13 или 15 цифр');
    expect(ogrn('1027700132196')).toBe('Некорректный ОГРН: неверное контрольное число');
    expect(ogrn('304500116000158')).toBe('Некорректный ОГРНИП: неверное контрольное число');
    expect(ogrn('0000000000000')).toBe('Некорректный ОГРН: должен начинаться с 1 или 5');
    expect(ogrn('000000000000000')).toBe('Некорректный ОГРНИП: должен начинаться с 3');
  });
});

describe('kpp', () => {
  it('accepts digits and capital Latin letters in the reason code', () => {
    expect(kpp('773601001')).toBeNull();
    expect(kpp('7736AZ001')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(kpp('77360100')).toBe('КПП должен содержать 9 символов');
    expect(kpp('000000000')).toBe('Некорректный КПП: кода налоговой 0000 не бывает');
    expect(kpp('7736az001')).toBe('Некорректный КПП: ожидаются 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры');
  });
});

describe('bik', () => {
  it('accepts a real БИК', () => {
    expect(bik('044525225')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(bik('04452522S')).toBe('БИК должен содержать только цифры');
    expect(bik('04452522')).toBe('БИК должен содержать 9 цифр');
    expect(bik('144525225')).toBe('Некорректный БИК: должен начинаться с 04');
  });
});

describe('settlementAccount', () => {
  it('accepts a real account with its bank', () => {
    expect(settlementAccount('044525225')('40702810238720001420')).toBeNull();
  });

  it('says what is wrong', () => {
    const rule = settlementAccount('044525225');
    expect(rule('4070281023872000142O')).toBe('Расчётный счёт должен содержать только цифры');
    expect(rule('4070281023872000142')).toBe('Расчётный счёт должен содержать 20 цифр');
    expect(rule('40702810238720001421')).toBe('Расчётный счёт не соответствует БИК');
  });

  it('checks only the shape while the БИК is missing or invalid', () => {
    expect(settlementAccount(undefined)('40702810238720001421')).toBeNull();
    expect(settlementAccount('0445')('40702810238720001421')).toBeNull();
    expect(settlementAccount('')('4070281023872000142')).toBe('Расчётный счёт должен содержать 20 цифр');
  });
});

describe('correspondentAccount', () => {
  it('accepts a real account with its bank', () => {
    expect(correspondentAccount(' 044525225 ')('30101810400000000225')).toBeNull();
  });

  it('says what is wrong', () => {
    const rule = correspondentAccount('044525225');
    expect(rule('3010181040000000022')).toBe('Корреспондентский счёт должен содержать 20 цифр');
    expect(rule('40702810238720001420')).toBe('Корреспондентский счёт должен начинаться с 30101');
    expect(rule('30101810400000000226')).toBe('Корреспондентский счёт не соответствует БИК');
    expect(correspondentAccount(undefined)('40702810238720001420')).toBe('Корреспондентский счёт должен начинаться с 30101');
  });
});
