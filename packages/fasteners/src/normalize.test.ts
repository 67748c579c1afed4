import { describe, expect, it } from 'vitest';
import { lookalikeSpellings } from './normalize.ts';

describe('lookalikeSpellings', () => {
  it('offers a code typed on either keyboard in each script, the typed spelling first', () => {
    const spellings = lookalikeSpellings('ISO4017-8.8-ZN-М12Х50');
    expect(spellings[0]).toBe('iso4017-8.8-zn-м12х50');
    expect(spellings).toContain('iso4017-8.8-zn-m12x50');
    expect(lookalikeSpellings('KP-10')).toContain('кр-10');
  });

  it('folds word by word as search does, for a code in both scripts', () => {
    // "болт" keeps its Cyrillic, the size "м10" turns Latin, "ek" (look-alikes only, no digits) a Russian word.
    expect(lookalikeSpellings('болт-ek-м10')).toContain('болт-ек-m10');
  });

  it('gives one spelling for a code with no look-alike letters', () => {
    expect(lookalikeSpellings('DIN 912')).toEqual(['din 912']);
  });
});
