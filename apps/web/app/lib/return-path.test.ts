import { describe, expect, it } from 'vitest';
import { returnPath, sameSitePath } from './return-path';

const form = (back?: string) => {
  const data = new FormData();
  if (back !== undefined) data.set('back', back);
  return data;
};
const request = (referer?: string) => new Request('https://shop.example/basket/change/', { method: 'POST', headers: referer ? { referer } : {} });

describe('sameSitePath', () => {
  it('keeps a path of the store with its query', () => {
    expect(sameSitePath('/catalog/bolty/?sort=price_asc')).toBe('/catalog/bolty/?sort=price_asc');
  });

  it('refuses what a browser would read as another site', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
      'evil.example',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '',
      null,
      5,
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });
});

describe('returnPath', () => {
  it('takes the form’s back field first', () => {
    expect(returnPath(request('https://shop.example/fav/'), form('/catalog/bolty/'), '/basket/')).toBe('/catalog/bolty/');
  });

  it('falls back to the page the form was sent from, on this site only', () => {
    expect(returnPath(request('https://shop.example/search/?q=%D0%B1%D0%BE%D0%BB%D1%82'), form(), '/basket/')).toBe('/search/?q=%D0%B1%D0%BE%D0%BB%D1%82');
    expect(returnPath(request('https://evil.example/catalog/'), form(), '/basket/')).toBe('/basket/');
    expect(returnPath(request(), form('//evil.example/'), '/basket/')).toBe('/basket/');
  });
});
