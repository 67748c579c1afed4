import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryDates, storeToday } from './business-days.ts';

describe('business days', () => {
  it('skips the weekend: Friday + 1 is Monday, Thursday + 3 is Tuesday', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-23', 4)).toBe('2026-11-27');
  });

  it('starts a weekend count on Monday: Saturday + 0 is Monday, Sunday + 1 is Tuesday', () => {
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-29', 1)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('counts from the store’s day: 22:30 UTC on Friday is already Saturday in Moscow', () => {
    expect(storeToday(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-28');
    expect(deliveryDates(new Date('2026-11-27T22:30:00Z'), { from: 1, to: 2 })).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-02' });
    expect(deliveryDates(new Date('2026-11-27T10:00:00Z'), { from: 1, to: 2 })).toEqual({ dateFrom: '2026-11-30', dateTo: '2026-12-01' });
  });
});
