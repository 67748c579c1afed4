import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { siteOrigin, siteOriginMessages } from './site-origin.ts';

describe('siteOrigin', () => {
  it('is PUBLIC_URL’s origin when it is set, whatever the request says', () => {
    expect(siteOrigin({ protocol: 'http', host: 'evil.example' }, 'https://shop.example.ru/')).toBe('https://shop.example.ru');
    expect(siteOrigin({ protocol: 'http', host: 'x"),HYPERLINK("' }, 'https://shop.example.ru/store')).toBe('https://shop.example.ru');
  });

  it('is the request’s own without it, port included', () => {
    expect(siteOrigin({ protocol: 'http', host: 'localhost:3000' }, undefined)).toBe('http://localhost:3000');
    expect(siteOrigin({ protocol: 'https', host: '10.0.0.7' }, undefined)).toBe('https://10.0.0.7');
  });

  it('refuses a Host a link could not be built of', () => {
    for (const host of ['x"),HYPERLINK("http://evil', 'evil.example/path', 'a b', '<script>', 'host:99999999']) {
      let refusal: unknown;
      try {
        siteOrigin({ protocol: 'http', host }, undefined);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 400, message: siteOriginMessages.badHost });
    }
  });
});
