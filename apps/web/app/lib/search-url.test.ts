import { describe, expect, it } from 'vitest';
import { readableQuery } from './search-url';

describe('readableQuery', () => {
  it('reads the quick search’s fields as a list, and leaves any other query as typed', () => {
    expect(readableQuery('(DIN 933)&(10)&(40)')).toBe('DIN 933, 10, 40');
    expect(readableQuery('(DIN 933)&(10)&(50)&(8.8)&(Сталь)')).toBe('DIN 933, 10, 50, 8.8, Сталь');
    expect(readableQuery('(10)')).toBe('10');
    expect(readableQuery('болт м10 din 933')).toBe('болт м10 din 933');
    expect(readableQuery('шайба (плоская) м10')).toBe('шайба (плоская) м10');
  });
});
