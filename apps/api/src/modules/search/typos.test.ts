import { describe, expect, it } from 'vitest';
import { correctTypos, correctWord, editDistance } from './typos.ts';

describe('typos', () => {
  it('measures edits, swaps of neighbours counting one, and stops past the limit', () => {
    expect(editDistance('болр', 'болт', 2)).toBe(1);
    expect(editDistance('ботл', 'болт', 2)).toBe(1);
    expect(editDistance('шаиба', 'шайба', 2)).toBe(1);
    expect(editDistance('оцинковоный', 'оцинкованный', 2)).toBe(2);
    expect(editDistance('гайка', 'заклепка', 2)).toBe(3);
  });

  it('corrects type words, materials, coatings and standard names within a small distance', () => {
    expect(correctWord('болр')).toBe('болт');
    expect(correctWord('гайкк')).toBe('гайка');
    expect(correctWord('шпилбка')).toBe('шпилька');
    expect(correctWord('латнуь')).toBe('латунь');
    expect(correctWord('оцинкованый')).toBe('оцинкованный');
    expect(correctWord('гсот')).toBe('гост');
    expect(correctWord('болт')).toBe(null);
    expect(correctWord('кот')).toBe(null);
    expect(correctWord('арбузище')).toBe(null);
  });

  it('rewrites only the unknown words of the text', () => {
    expect(correctTypos('Болр М10х50', ['болр'])).toBe('болт М10х50');
    expect(correctTypos('болт м10', [])).toBe(null);
    expect(correctTypos('купить болт', ['купить'])).toBe(null);
  });
});
