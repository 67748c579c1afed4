import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { emptyRange, fromIso, isComplete, nextRange, parseTime, presetRange, yearPage } from './date-range';
import { dayToIso, formatValue } from './iso-days';

const day = (d: number, m = 3, y = 2025) => new CalendarDate(y, m, d);

describe('range clicks', () => {
  it('first click sets the start, second the end, third starts again', () => {
    const first = nextRange(emptyRange, day(10));
    expect(first).toEqual({ start: day(10), end: null });
    expect(isComplete(first, true)).toBe(false);
    const second = nextRange(first, day(14));
    expect(second).toEqual({ start: day(10), end: day(14) });
    expect(isComplete(second, true)).toBe(true);
    expect(nextRange(second, day(20))).toEqual({ start: day(20), end: null });
  });

  it('swaps the ends when the second day is earlier', () => {
    expect(nextRange(nextRange(emptyRange, day(14)), day(3))).toEqual({ start: day(3), end: day(14) });
  });

  it('accepts a one-day range', () => {
    expect(nextRange(nextRange(emptyRange, day(5)), day(5))).toEqual({ start: day(5), end: day(5) });
  });
});

describe('presets', () => {
  const today = day(31, 5);
  it("'Сегодня' is today only, '7 дней' seven days back", () => {
    expect(presetRange('today', today)).toEqual({ start: today, end: today });
    expect(presetRange('week', today)).toEqual({ start: day(24, 5), end: today });
  });

  it("'30 дней' is one month back and '90 дней' three months back", () => {
    expect(presetRange('month', today)).toEqual({ start: day(30, 4), end: today });
    expect(presetRange('quarter', today)).toEqual({ start: day(28, 2), end: today });
  });
});

describe('year pages', () => {
  it('hold 12 years, the first page starting 6 before the current year', () => {
    expect(yearPage(2025, 0)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(yearPage(2025, -1)[0]).toBe(2007);
    expect(yearPage(2025, 1)[11]).toBe(2042);
  });
});

describe('times and formatting', () => {
  it('applies a time only at four digits, within 23:59', () => {
    expect(parseTime('09:3')).toBeNull();
    expect(parseTime('09:30')).toBe('09:30');
    expect(parseTime('0930')).toBe('09:30');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
  });

  it('round-trips a local day and time through ISO', () => {
    expect(fromIso(dayToIso(day(7), '18:45'))).toEqual({ day: day(7), time: '18:45' });
    expect(fromIso(null)).toBeNull();
  });

  it("writes DD.MM.YYYY and joins a range with ' – '", () => {
    const value = [dayToIso(day(1)), dayToIso(day(9), '23:59')] as const;
    expect(formatValue(value, { period: false, withTime: false })).toBe('01.03.2025');
    expect(formatValue(value, { period: true, withTime: false })).toBe('01.03.2025 – 09.03.2025');
    expect(formatValue(value, { period: true, withTime: true })).toBe('01.03.2025 00:00 – 09.03.2025 23:59');
    expect(formatValue([dayToIso(day(1)), null], { period: true, withTime: false })).toBe('01.03.2025');
  });
});
