import { describe, expect, it } from 'vitest';
import { companionsOf, type FastenerPart, matingNutClasses } from './companions.ts';

const bolt: FastenerPart = { type: 'Болт', standard: 'DIN 933', diameter: 10, pitch: 1.5, strengthClass: '8.8', material: 'сталь', coating: 'цинк' };

describe('companions of a fastener', () => {
  it('gives a bolt the nut of its thread and class, a flat and a spring washer, all of its diameter, material and coating', () => {
    const companions = companionsOf(bolt);
    expect(companions.map((c) => c.role)).toEqual(['nut', 'washer', 'spring-washer']);
    expect(companions[0]).toEqual({
      role: 'nut',
      standards: ['DIN 934', 'ISO 4032', 'ГОСТ 5915-70'],
      diameter: 10,
      pitch: 1.5,
      strengthClasses: ['8', '10', '12'],
      material: 'сталь',
      coating: 'цинк',
    });
    expect(companions[1]!.standards[0]).toBe('DIN 125');
    for (const companion of companions) expect(companion).toMatchObject({ diameter: 10, material: 'сталь', coating: 'цинк' });
  });

  it('keeps to the part’s standard system: ISO with ISO, ГОСТ with ГОСТ', () => {
    expect(companionsOf({ ...bolt, standard: 'ISO 4017' })[0]!.standards[0]).toBe('ISO 4032');
    const gost = companionsOf({ ...bolt, standard: 'ГОСТ 7798-70' });
    expect(gost.map((c) => c.standards[0])).toEqual(['ГОСТ 5915-70', 'ГОСТ 11371-78', 'ГОСТ 6402-70']);
  });

  it('keeps a fine thread: the nut of an M10×1.25 bolt has pitch 1.25', () => {
    expect(companionsOf({ ...bolt, standard: 'DIN 961', pitch: 1.25 })[0]!.pitch).toBe(1.25);
  });

  it('gives a nut its washers, and a washer the nut of its coarse thread and the other washer', () => {
    expect(companionsOf({ ...bolt, type: 'Гайка', standard: 'DIN 934', strengthClass: '8' }).map((c) => c.role)).toEqual(['washer', 'spring-washer']);
    const flat = companionsOf({ ...bolt, type: 'Шайба', standard: 'DIN 125', pitch: null, strengthClass: null });
    expect(flat.map((c) => [c.role, c.pitch])).toEqual([
      ['nut', 1.5],
      ['spring-washer', null],
    ]);
    const spring = companionsOf({ ...bolt, type: 'Шайба', standard: 'DIN 127', pitch: null, strengthClass: null });
    expect(spring.map((c) => c.role)).toEqual(['nut', 'washer']);
  });

  it('gives a threaded anchor its nut and washer, and nothing to parts that take none', () => {
    expect(companionsOf({ ...bolt, type: 'Анкер', standard: 'ETAG 001', strengthClass: null }).map((c) => c.role)).toEqual(['nut', 'washer']);
    expect(companionsOf({ ...bolt, type: 'Анкер', standard: 'ETAG 020', pitch: null, strengthClass: null })).toEqual([]);
    expect(companionsOf({ ...bolt, type: 'Саморез', standard: 'DIN 7504 K', pitch: null, strengthClass: null })).toEqual([]);
  });

  it('matches nut classes to bolt classes by ISO 898-2 and stainless grades by level', () => {
    expect(matingNutClasses('4.8')).toEqual(['5', '6', '8', '10', '12']);
    expect(matingNutClasses('10.9')).toEqual(['10', '12']);
    expect(matingNutClasses('12.9')).toEqual(['12']);
    expect(matingNutClasses('A2-70')).toEqual(['A2-70', 'A2-80']);
    expect(matingNutClasses(null)).toBeNull();
  });
});
