import { describe, expect, it } from 'vitest';
import { cleanAddressSuggestions, stripCityPrefix, stripTrailingFlat } from './address-cleanup.ts';
import type { RawAddress } from './lookups.ts';

const moscow = (value: string, house: string): RawAddress => ({
  value,
  unrestrictedValue: `127642, ${value}`,
  house,
  postalCode: '127642',
  city: 'Москва',
  cityWithType: 'г Москва',
});

describe('the address suggestion clean-up (spec §5)', () => {
  it('keeps only entries with a house', () => {
    const cleaned = cleanAddressSuggestions([moscow('г Москва, ул Сухонская', ''), moscow('г Москва, ул Сухонская, д 11', '11'), moscow('г Москва', '  ')]);
    expect(cleaned.map((entry) => entry.house)).toEqual(['11']);
  });

  it('strips the city prefix from value and keeps the whole address in unrestricted_value', () => {
    expect(cleanAddressSuggestions([moscow('г Москва, ул Сухонская, д 11', '11')])).toEqual([
      { value: 'ул Сухонская, д 11', unrestricted_value: '127642, г Москва, ул Сухонская, д 11', house: '11', postal_code: '127642', city: 'Москва' },
    ]);
    // A city inside a region: everything up to and including the city goes.
    expect(stripCityPrefix('Московская обл, г Химки, ул Ленина, д 1', 'г Химки')).toBe('ул Ленина, д 1');
    expect(stripCityPrefix('ул Ленина, д 1', 'г Химки')).toBe('ул Ленина, д 1');
    expect(stripCityPrefix('г Москва, ул Ленина, д 1', '')).toBe('г Москва, ул Ленина, д 1');
  });

  it('strips a trailing flat marker, with or without its number', () => {
    expect(stripTrailingFlat('ул Сухонская, д 11, кв 89')).toBe('ул Сухонская, д 11');
    expect(stripTrailingFlat('ул Сухонская, д 11, кв.')).toBe('ул Сухонская, д 11');
    expect(stripTrailingFlat('ул Сухонская, д 11, кв')).toBe('ул Сухонская, д 11');
    expect(stripTrailingFlat('ул Бутырская, д 75, офис 310')).toBe('ул Бутырская, д 75');
    // Only a marker at the end, never a street that starts like one.
    expect(stripTrailingFlat('ул Сухонская, д 11, к 2')).toBe('ул Сухонская, д 11, к 2');
    expect(stripTrailingFlat('г Архангельск, ул Поморская, д 3')).toBe('г Архангельск, ул Поморская, д 3');
    const [entry] = cleanAddressSuggestions([moscow('г Москва, ул Сухонская, д 11, кв 89', '11')]);
    expect(entry).toMatchObject({ value: 'ул Сухонская, д 11', unrestricted_value: '127642, г Москва, ул Сухонская, д 11' });
  });

  it('shows entries that become the same only once', () => {
    const cleaned = cleanAddressSuggestions([moscow('г Москва, ул Сухонская, д 11, кв 1', '11'), moscow('г Москва, ул Сухонская, д 11, кв 2', '11')]);
    expect(cleaned).toHaveLength(1);
  });
});
