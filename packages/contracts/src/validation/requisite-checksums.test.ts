import { describe, expect, it } from 'vitest';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
  withInnCheckDigit,
  withOgrnCheckDigit,
} from './requisite-checksums.ts';

// Real requisites of Sberbank (Moscow and St Petersburg), Alfa-Bank, Raiffeisenbank and a sole trader; each invalid
// case changes one digit of a valid one.
describe('isValidInn', () => {
  it('accepts real organisation (10) and person (12) numbers', () => {
    for (const value of ['7707083893', '7728168971', '7744000302', '500100732259']) expect(isValidInn(value)).toBe(true);
  });

  it('rejects one changed digit', () => {
    for (const value of ['7707083894', '7707083993', '7728168972', '500100732258', '500100732269', '500100732359']) {
      expect(isValidInn(value)).toBe(false);
    }
  });

  it('rejects other lengths and characters', () => {
    for (const value of ['77070838930', '770708389', '77070838a3', '']) expect(isValidInn(value)).toBe(false);
  });
});

describe('isValidOgrn and isValidOgrnip', () => {
  it('accepts real numbers', () => {
    expect(isValidOgrn('1027700132195')).toBe(true);
    expect(isValidOgrn('1027700067328')).toBe(true);
    expect(isValidOgrnip('304500116000157')).toBe(true);
  });

  it('rejects one changed digit', () => {
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('1027700132185')).toBe(false);
    expect(isValidOgrnip('304500116000158')).toBe(false);
    expect(isValidOgrnip('304500116000147')).toBe(false);
  });

  it('keeps each to its own length', () => {
    expect(isValidOgrn('304500116000157')).toBe(false);
    expect(isValidOgrnip('1027700132195')).toBe(false);
  });
});

describe('withInnCheckDigit and withOgrnCheckDigit', () => {
  it('complete real numbers from their bodies', () => {
    expect(withInnCheckDigit('770708389')).toBe('7707083893');
    expect(withInnCheckDigit('772816897')).toBe('7728168971');
    expect(withOgrnCheckDigit('102770013219')).toBe('1027700132195');
    expect(withOgrnCheckDigit('102770006732')).toBe('1027700067328');
  });

  it('give numbers the validators accept, a check digit of 10 written as 0', () => {
    expect(withInnCheckDigit('100023757')).toBe('1000237570');
    for (const body of ['000000000', '123456789', '999999999', '770123456', '667154321']) expect(isValidInn(withInnCheckDigit(body))).toBe(true);
    for (const body of ['000000000000', '117774612345', '999999999999']) expect(isValidOgrn(withOgrnCheckDigit(body))).toBe(true);
  });
});

describe('isValidKpp', () => {
  it('takes 4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AZ001')).toBe(true);
    expect(isValidKpp('7736az001')).toBe(false);
    expect(isValidKpp('773АБ0001')).toBe(false);
    expect(isValidKpp('77360100')).toBe(false);
  });
});

describe('isValidBik', () => {
  it('takes 9 digits starting with 04', () => {
    expect(isValidBik('044525225')).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidBik('04452522')).toBe(false);
  });
});

describe('isValidSettlementAccount', () => {
  it('accepts real accounts with their bank', () => {
    expect(isValidSettlementAccount('40702810238720001420', '044525225')).toBe(true);
    expect(isValidSettlementAccount('40702810800001400002', '044525700')).toBe(true);
  });

  it('rejects one changed digit and an account of another bank', () => {
    expect(isValidSettlementAccount('40702810238720001421', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810800001400003', '044525700')).toBe(false);
    expect(isValidSettlementAccount('40702810238720001420', '044525700')).toBe(false);
  });
});

describe('isValidCorrespondentAccount', () => {
  it('accepts real accounts with their bank', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
    expect(isValidCorrespondentAccount('30101810200000000593', '044525593')).toBe(true);
    expect(isValidCorrespondentAccount('30101810200000000700', '044525700')).toBe(true);
    expect(isValidCorrespondentAccount('30101810500000000653', '044030653')).toBe(true);
  });

  it('rejects one changed digit, another bank and a wrong prefix', () => {
    expect(isValidCorrespondentAccount('30101810400000000226', '044525225')).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', '044030653')).toBe(false);
    expect(isValidCorrespondentAccount('30102810400000000225', '044525225')).toBe(false);
  });
});
