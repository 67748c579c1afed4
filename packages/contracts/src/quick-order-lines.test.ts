import { describe, expect, it } from 'vitest';
import { readQuickOrderLines } from './quick-order-lines.ts';

const one = (text: string) => {
  const [reading] = readQuickOrderLines(text);
  return reading && { query: reading.query, quantity: reading.quantity };
};

describe('readQuickOrderLines', () => {
  it('reads one product a line, skipping blank lines but counting them, with \\n or \\r\\n', () => {
    expect(readQuickOrderLines('болт м10х50\r\n\r\n  \nгайка м10; 20\n')).toEqual([
      { line: 1, query: 'болт м10х50', quantity: 1 },
      { line: 4, query: 'гайка м10', quantity: 20 },
    ]);
    expect(readQuickOrderLines(' \n\t\n')).toEqual([]);
  });

  it('trims the query and collapses its whitespace', () => {
    expect(one('  болт   М10х50 \u00a0 DIN 933  ')).toEqual({ query: 'болт М10х50 DIN 933', quantity: 1 });
  });

  it('reads a lone surrogate (a broken paste) as �, keeping whole characters', () => {
    expect(one('болт\ud800 м10 🔩; 5')).toEqual({ query: 'болт\ufffd м10 🔩', quantity: 5 });
  });

  it('takes an Excel row’s last whole-number cell as the quantity and joins the other cells', () => {
    expect(one('DIN933-8.8-ZN-M10X50\t100')).toEqual({ query: 'DIN933-8.8-ZN-M10X50', quantity: 100 });
    expect(one('Болт М10х50\tDIN 933\t250')).toEqual({ query: 'Болт М10х50 DIN 933', quantity: 250 });
    expect(one('\tБолт М10х50\t\t 250 \t')).toEqual({ query: 'Болт М10х50', quantity: 250 });
    expect(one('Болт М10х50\t1 000\tшт')).toEqual({ query: 'Болт М10х50', quantity: 1000 });
    expect(one('Болт М10х50\t250\tDIN 933')).toEqual({ query: 'Болт М10х50 DIN 933', quantity: 250 });
    // The first filled cell is the query even when it is a number (an article of digits).
    expect(one('12345\t10')).toEqual({ query: '12345', quantity: 10 });
    expect(one('12345\t')).toEqual({ query: '12345', quantity: 1 });
    // A decimal cell is no quantity; a row without one is read as text.
    expect(one('Болт М10х50\t100,5')).toEqual({ query: 'Болт М10х50 100,5', quantity: 1 });
    expect(one('Болт М10х50; 30\t')).toEqual({ query: 'Болт М10х50', quantity: 30 });
  });

  it('takes a number after ; or , at the end, but not a decimal comma', () => {
    expect(one('болт м10х50 din 933; 100')).toEqual({ query: 'болт м10х50 din 933', quantity: 100 });
    expect(one('болт м10х50 din 933;100')).toEqual({ query: 'болт м10х50 din 933', quantity: 100 });
    expect(one('болт м10х50 din 933, 100')).toEqual({ query: 'болт м10х50 din 933', quantity: 100 });
    expect(one('болт м10х50 цинк,100 шт.')).toEqual({ query: 'болт м10х50 цинк', quantity: 100 });
    expect(one('болт м10х50; 1 500')).toEqual({ query: 'болт м10х50', quantity: 1500 });
    expect(one('шайба м10х50,100')).toEqual({ query: 'шайба м10х50,100', quantity: 1 });
    expect(one('шайба 10,5')).toEqual({ query: 'шайба 10,5', quantity: 1 });
    expect(one('болт м10х50; 100,5')).toEqual({ query: 'болт м10х50; 100,5', quantity: 1 });
    expect(one('болт м10х50; 2.5')).toEqual({ query: 'болт м10х50; 2.5', quantity: 1 });
  });

  it('takes a number after a spaced dash', () => {
    expect(one('гайка м12 din 934 - 40')).toEqual({ query: 'гайка м12 din 934', quantity: 40 });
    expect(one('гайка м12 din 934 – 40 шт')).toEqual({ query: 'гайка м12 din 934', quantity: 40 });
    expect(one('гайка м12 din 934 — 40')).toEqual({ query: 'гайка м12 din 934', quantity: 40 });
    expect(one('анкер 10-100')).toEqual({ query: 'анкер 10-100', quantity: 1 });
  });

  it('takes a trailing «N шт» or «N pcs»', () => {
    expect(one('винт м6х20 50 шт')).toEqual({ query: 'винт м6х20', quantity: 50 });
    expect(one('винт м6х20 50шт.')).toEqual({ query: 'винт м6х20', quantity: 50 });
    expect(one('винт м6х20 50 ШТ')).toEqual({ query: 'винт м6х20', quantity: 50 });
    expect(one('screw m6x20 50 pcs')).toEqual({ query: 'screw m6x20', quantity: 50 });
    expect(one('винт м6х20 2,5 шт')).toEqual({ query: 'винт м6х20 2,5 шт', quantity: 1 });
  });

  it('leaves a plain trailing number in the query: it is often the notation’s', () => {
    expect(one('винт м6 20')).toEqual({ query: 'винт м6 20', quantity: 1 });
    expect(one('шайба 10')).toEqual({ query: 'шайба 10', quantity: 1 });
    expect(one('100 шт')).toEqual({ query: '100 шт', quantity: 1 });
  });

  it('orders 1 and keeps the number in the query when it is 0 or past the basket’s 999 999', () => {
    expect(one('болт м10х50; 0')).toEqual({ query: 'болт м10х50; 0', quantity: 1 });
    expect(one('болт м10х50 - 1000000')).toEqual({ query: 'болт м10х50 - 1000000', quantity: 1 });
    expect(one('болт м10х50; 999999')).toEqual({ query: 'болт м10х50', quantity: 999_999 });
    expect(one('болт м10х50\t0')).toEqual({ query: 'болт м10х50 0', quantity: 1 });
  });
});
