import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [1_234_567, 'Двенадцать тысяч триста сорок пять рублей 67 копеек'],
    [0, 'Ноль рублей 00 копеек'],
    [100, 'Один рубль 00 копеек'],
    [200, 'Два рубля 00 копеек'],
    [1_100, 'Одиннадцать рублей 00 копеек'],
    [2_100, 'Двадцать один рубль 00 копеек'],
    [10_100, 'Сто один рубль 00 копеек'],
    [100_000, 'Одна тысяча рублей 00 копеек'],
    [200_000, 'Две тысячи рублей 00 копеек'],
    [500_000, 'Пять тысяч рублей 00 копеек'],
    [100_000_000, 'Один миллион рублей 00 копеек'],
    [100_100_100, 'Один миллион одна тысяча один рубль 00 копеек'],
    [99_999_999_999, 'Девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 99 копеек'],
    [200_000_000_000, 'Два миллиарда рублей 00 копеек'],
  ])('%i kopecks → %s', (kopecks, words) => {
    expect(amountInWords(kopecks)).toBe(words);
  });

  it('declines the kopecks: 1 копейка, 2 копейки, 5 копеек, 11 копеек, 21 копейка', () => {
    expect(amountInWords(101)).toBe('Один рубль 01 копейка');
    expect(amountInWords(302)).toBe('Три рубля 02 копейки');
    expect(amountInWords(5)).toBe('Ноль рублей 05 копеек');
    expect(amountInWords(511)).toBe('Пять рублей 11 копеек');
    expect(amountInWords(2_221)).toBe('Двадцать два рубля 21 копейка');
  });

  it('refuses fractions of a kopeck and negative amounts', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
