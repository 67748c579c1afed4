import { describe, expect, it } from 'vitest';
import { expandStandards, knownStandardByNumber, parseStandard, standardInfo, standardTwins } from './standards.ts';
import { EQUIVALENCE_GROUPS, KNOWN_STANDARDS } from './standards-data.ts';

describe('standards and their twins', () => {
  it('every label of the equivalence table is a known standard', () => {
    const known = new Set(KNOWN_STANDARDS.map((info) => info.label));
    for (const group of EQUIVALENCE_GROUPS) for (const label of [...group.exact, ...group.near]) expect(known, label).toContain(label);
  });

  it('twins are symmetric: if A lists B, B lists A with the same relation', () => {
    for (const info of KNOWN_STANDARDS) {
      for (const twin of standardTwins(info.label)) {
        expect(standardTwins(twin.label).find((back) => back.label === info.label)?.relation, `${info.label} ↔ ${twin.label}`).toBe(twin.relation);
      }
    }
  });

  it('resolves a ГОСТ without its year, and a bare known number', () => {
    expect(parseStandard('гост 7798')?.label).toBe('ГОСТ 7798-70');
    expect(parseStandard('ГОСТ 7798-2010')?.label).toBe('ГОСТ 7798-70');
    expect(knownStandardByNumber('933')?.label).toBe('DIN 933');
    expect(standardInfo('ISO 4032')?.type).toBe('Гайка');
    expect(parseStandard('DIN 933 M10')).toBeNull();
  });

  it('expands standards to their twins, the typed ones first', () => {
    expect(expandStandards([parseStandard('DIN 125')!])).toEqual(['DIN 125', 'ISO 7089', 'ГОСТ 11371-78']);
    expect(expandStandards([parseStandard('EN 14399')!])).toEqual(['EN 14399']);
  });
});
