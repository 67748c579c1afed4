import { describe, expect, it } from 'vitest';
import { formatIsoDay, isWeekendDay } from './day.ts';

describe('formatIsoDay', () => {
  it('prints a day, and an instant by its day, as DD.MM.YYYY; anything else as it is', () => {
    expect(formatIsoDay('2026-11-24')).toBe('24.11.2026');
    expect(formatIsoDay('2026-01-05T12:00:00Z')).toBe('05.01.2026');
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDay('завтра')).toBe('завтра');
  });
});

describe('isWeekendDay', () => {
  it('is true on Saturday and Sunday only, for a day or an instant by its day', () => {
    // 30 November 2026 is a Monday.
    expect(['2026-11-30', '2026-12-01', '2026-12-04'].map(isWeekendDay)).toEqual([false, false, false]);
    expect(['2026-12-05', '2026-12-06', '2026-12-06T12:00:00'].map(isWeekendDay)).toEqual([true, true, true]);
  });
});
