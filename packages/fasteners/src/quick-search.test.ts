import { describe, expect, it } from 'vitest';
import { buildQuickSearchQuery, parseQuickSearch } from './quick-search.ts';

describe('quick-search block query (spec §2)', () => {
  it('wraps each filled field in parentheses in field order, joined with &', () => {
    expect(buildQuickSearchQuery({ standard: 'DIN 933', diameter: '10', length: '50', strengthClass: '8.8', material: 'Сталь' })).toBe(
      '(DIN 933)&(10)&(50)&(8.8)&(Сталь)',
    );
    expect(buildQuickSearchQuery({ material: 'Латунь', diameter: ' 8 ' })).toBe('(8)&(Латунь)');
    expect(buildQuickSearchQuery({ standard: '  ', diameter: '' })).toBe('');
    expect(buildQuickSearchQuery({ standard: 'DIN (933)&' })).toBe('(DIN 933)');
  });

  it.each([
    ['(DIN 933)&(10)&(50)&(8.8)&(Сталь)', { standard: 'DIN 933', diameter: '10', length: '50', strengthClass: '8.8', material: 'Сталь' }],
    ['(10)', { diameter: '10' }],
    ['(10)&(50)', { diameter: '10', length: '50' }],
    ['(8.8)', { strengthClass: '8.8' }],
    ['(Сталь)', { material: 'Сталь' }],
    ['(DIN 315)', { standard: 'DIN 315' }],
    ['(933)&(12)', { standard: '933', diameter: '12' }],
    ['(DIN 934)&(12)&(8)', { standard: 'DIN 934', diameter: '12', strengthClass: '8' }],
    ['(10)&(A2-70)&(Нержавеющая сталь A2)', { diameter: '10', strengthClass: 'A2-70', material: 'Нержавеющая сталь A2' }],
    ['(ГОСТ 7798-70)&(200)', { standard: 'ГОСТ 7798-70', length: '200' }],
  ])('reads %s back into its fields', (query, fields) => {
    expect(parseQuickSearch(query)).toEqual({ standard: '', diameter: '', length: '', strengthClass: '', material: '', ...fields });
  });

  it.each(['болт м10', '(10', '()', '(1)&(2)&(3)&(4)&(5)&(6)', '(10) болт'])('%s is not the form', (query) => {
    expect(parseQuickSearch(query)).toBeNull();
  });
});
