import { describe, expect, it } from 'vitest';
import { moscowDate, vatIncluded, vatRateOn } from './vat.ts';

describe('vatRateOn', () => {
  it('is 20 % until the end of 2025 and 22 % from 1 January 2026', () => {
    expect(vatRateOn('2025-12-31')).toBe(20);
    expect(vatRateOn('2026-01-01')).toBe(22);
    expect(vatRateOn('2026-11-23')).toBe(22);
  });

  it("reads a moment as Moscow's calendar day: 21:30 UTC on 31 December 2025 is already 2026 in Moscow", () => {
    expect(moscowDate(new Date('2025-12-31T21:30:00Z'))).toBe('2026-01-01');
    expect(vatRateOn(new Date('2025-12-31T21:30:00Z'))).toBe(22);
    expect(vatRateOn(new Date('2025-12-31T20:59:59Z'))).toBe(20);
  });

  it('takes another table, in any order (a seller on the simplified system, a future change)', () => {
    const rates = [
      { from: '2027-01-01', percent: 7 },
      { from: '2020-01-01', percent: 0 },
    ];
    expect(vatRateOn('2026-06-01', rates)).toBe(0);
    expect(vatRateOn('2027-01-01', rates)).toBe(7);
  });

  it('refuses a day before every known rate', () => {
    expect(() => vatRateOn('2018-12-31')).toThrow(RangeError);
  });
});

describe('vatIncluded', () => {
  it('takes the tax out of a gross price: 122 ₽ at 22 % holds 22 ₽, 120 ₽ at 20 % holds 20 ₽', () => {
    expect(vatIncluded(12_200, 22)).toBe(2_200);
    expect(vatIncluded(12_000, 20)).toBe(2_000);
  });

  it('rounds to the nearest kopeck', () => {
    // 100 ₽ × 22 / 122 = 18.0327… ₽ → 18.03 ₽ (down); 1 234 567.89 ₽ × 22 / 122 = 222 626.9965… ₽ → 222 627.00 ₽ (up).
    expect(vatIncluded(10_000, 22)).toBe(1_803);
    expect(vatIncluded(123_456_789, 22)).toBe(22_262_700);
    // 0.06 ₽ × 20 / 120 = 0.01 ₽ exactly; 0.03 ₽ → 0.005 ₽, a half, rounds up.
    expect(vatIncluded(6, 20)).toBe(1);
    expect(vatIncluded(3, 20)).toBe(1);
    expect(vatIncluded(2, 20)).toBe(0);
  });

  it('stays exact at the largest invoice total', () => {
    // 999 999 999.99 ₽ × 22 / 122 = 180 327 868.8506… ₽.
    expect(vatIncluded(99_999_999_999, 22)).toBe(18_032_786_885);
  });

  it('is zero without VAT and refuses fractions of a kopeck or negative amounts', () => {
    expect(vatIncluded(12_345, 0)).toBe(0);
    expect(() => vatIncluded(10.5, 22)).toThrow(RangeError);
    expect(() => vatIncluded(-1, 22)).toThrow(RangeError);
    expect(() => vatIncluded(100, 2.5)).toThrow(RangeError);
  });
});
