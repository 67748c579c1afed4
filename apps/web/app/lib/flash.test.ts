import { afterEach, describe, expect, it } from 'vitest';
import { flashCookieFor, takeFlash } from './flash';

afterEach(() => {
  document.cookie = 'flash=; Path=/; Max-Age=0';
});

describe('takeFlash', () => {
  it('gives the word a redirect left once, clearing it', () => {
    document.cookie = flashCookieFor('basket-added');
    expect(takeFlash()).toBe('basket-added');
    expect(takeFlash()).toBeUndefined();
    expect(document.cookie).not.toContain('flash=');
  });

  it('clears a word it does not know without saying it', () => {
    document.cookie = 'flash=%3Cscript%3E; Path=/';
    expect(takeFlash()).toBeUndefined();
    expect(document.cookie).not.toContain('flash=');
  });

  it('lives a minute on the path of every page', () => {
    expect(flashCookieFor('basket-added')).toBe('flash=basket-added; Path=/; Max-Age=60; SameSite=Lax');
  });
});
