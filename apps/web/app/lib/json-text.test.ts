import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonText, useJsonText } from './json-text';

describe('jsonText', () => {
  const page = { listing: { items: [{ name: 'Болт DIN 933 М10×50', price: 1290, discountPrice: null }] }, sort: 'popular' };

  it('is one string that a page reads back as the value it was made of', () => {
    const text = jsonText(page);
    expect(typeof text).toBe('string');
    const { result } = renderHook(() => useJsonText(text));
    expect(result.current).toEqual(page);
  });

  it('parses a text once, however often the page renders, and a new text again', () => {
    const { result, rerender } = renderHook(({ text }) => useJsonText(text), { initialProps: { text: jsonText(page) } });
    const first = result.current;
    rerender({ text: jsonText(page) });
    expect(result.current).toBe(first);
    rerender({ text: jsonText({ ...page, sort: 'price_asc' }) });
    expect(result.current).not.toBe(first);
    expect(result.current.sort).toBe('price_asc');
  });
});
