import { describe, expect, it } from 'vitest';
import { parseBestLayout, recognitionScore } from './best-layout.ts';
import { layoutCandidates, switchLayout } from './layout.ts';

describe('wrong keyboard layout', () => {
  it('switches text between QWERTY and ЙЦУКЕН both ways, keeping numbers', () => {
    expect(switchLayout(',jkn v10')).toBe('болт м10');
    expect(switchLayout('ищде ь10')).toBe('bolt m10');
    expect(switchLayout('ufqrf v8')).toBe('гайка м8');
    expect(switchLayout('ifq,f 4,2')).toBe('шайба 4,2');
    expect(layoutCandidates('123')).toEqual(['123']);
  });

  it.each([
    [',jkn v10', 'болт м10', 'Тип: Болт|Диаметр: 10 мм'],
    ['ищде ь10', 'bolt m10', 'Тип: Болт|Диаметр: 10 мм'],
    ['ufqrf', 'гайка', 'Тип: Гайка'],
    ['dbyn lby 912', 'винт дин 912', 'Тип: Винт|Стандарт: DIN 912'],
    ['ifq,f uhjdth', 'шайба гровер', 'Тип: Шайба пружинная'],
  ])('%s is read as %s', (query, corrected, chips) => {
    const parsed = parseBestLayout(query);
    expect(parsed.text).toBe(corrected);
    expect(parsed.chips.map((chip) => chip.label).join('|')).toBe(chips);
  });

  it.each(['ГОСТ 7798-70', 'EN 14399-4', 'болт м10', 'bolt m10', 'DIN 933'])('keeps %s, understood as typed', (query) => {
    expect(parseBestLayout(query).text).toBe(query);
  });

  it('keeps the original when neither reading is understood', () => {
    expect(parseBestLayout('qwzx').text).toBe('qwzx');
  });

  it('scores attributes up and unknown words down', () => {
    expect(recognitionScore({ chips: [{} as never, {} as never], words: ['x'] })).toBe(3);
  });
});
