import { describe, expect, it } from 'vitest';
import { formatIsoDay } from './day.ts';

describe('formatIsoDay', () => {
  it('prints a day, and an instant by its day, as DD.MM.YYYY; anything else as it is', () => {
    expect(formatIsoDay('2026-11-24')).toBe('24.11.2026');
    expect(formatIsoDay('2026-01-05T12:00:00Z')).toBe('05.01.2026');
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDay('завтра')).toBe('завтра');
  });
});
