import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal.ts';

describe('formatDecimal', () => {
  it('writes the decimal comma and leaves whole numbers as they are', () => {
    expect(formatDecimal(4.8)).toBe('4,8');
    expect(formatDecimal(1.25)).toBe('1,25');
    expect(formatDecimal(0.35)).toBe('0,35');
    expect(formatDecimal(50)).toBe('50');
    expect(formatDecimal(3000)).toBe('3000');
  });
});
