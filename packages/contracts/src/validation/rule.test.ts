import { describe, expect, it } from 'vitest';
import { firstError, isEmpty, textRule, type Rule } from './rule.ts';

describe('isEmpty', () => {
  it('treats undefined, null, blank text and an empty list as empty', () => {
    for (const value of [undefined, null, '', '   \t', []]) expect(isEmpty(value)).toBe(true);
  });

  it('treats text, a list with items, zero and false as filled', () => {
    for (const value of ['a', ' a ', [''], 0, false]) expect(isEmpty(value)).toBe(false);
  });
});

describe('firstError', () => {
  const short: Rule<string> = (value) => ((value ?? '').length < 3 ? 'short' : null);
  const noX: Rule<string> = (value) => (value?.includes('x') ? 'has x' : null);

  it('gives the message of the first failing rule, in order', () => {
    expect(firstError('x', [short, noX])).toBe('short');
    expect(firstError('x', [noX, short])).toBe('has x');
    expect(firstError('abcx', [short, noX])).toBe('has x');
  });

  it('gives null when every rule passes', () => {
    expect(firstError('abc', [short, noX])).toBeNull();
    expect(firstError('abc', [])).toBeNull();
  });
});

describe('textRule', () => {
  const seen: string[] = [];
  const rule = textRule((text) => {
    seen.push(text);
    return text === 'ok' ? null : 'bad';
  });

  it('skips empty values and judges the trimmed text', () => {
    expect([rule(undefined), rule(null), rule(''), rule('  ')]).toEqual([null, null, null, null]);
    expect(seen).toEqual([]);
    expect(rule('  ok ')).toBeNull();
    expect(rule('no')).toBe('bad');
    expect(seen).toEqual(['ok', 'no']);
  });
});
