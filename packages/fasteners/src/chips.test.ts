import { describe, expect, it } from 'vitest';
import { queryWithoutChip } from './chips.ts';
import { parseQuery } from './parse-query.ts';

describe('chips', () => {
  it('label each attribute in Russian', () => {
    expect(parseQuery('шайба гровер м10х1,25 din 127 a2 горячий цинк класс 8.8').chips.map((chip) => chip.label)).toEqual([
      'Тип: Шайба пружинная',
      'Диаметр: 10 мм',
      'Шаг резьбы: 1,25 мм',
      'Стандарт: DIN 127',
      'Материал: нержавеющая сталь A2',
      'Покрытие: горячий цинк',
      'Класс прочности: 8.8',
    ]);
  });

  it('removing a chip leaves a query that parses to the other attributes', () => {
    const parsed = parseQuery('болт м10х50 din 933 8.8 цинк шестигранный');
    for (const chip of parsed.chips) {
      const rest = parseQuery(queryWithoutChip(parsed, chip));
      expect(rest.chips.map((other) => other.label)).toEqual(parsed.chips.filter((other) => other !== chip).map((other) => other.label));
      expect(rest.words).toEqual(['шестигранный']);
    }
    expect(queryWithoutChip(parsed, { attribute: 'length', value: '50' })).toBe('болт диаметр 10 DIN 933 класс 8.8 цинк шестигранный');
  });
});
