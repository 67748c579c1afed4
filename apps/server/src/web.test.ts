import { describe, expect, it } from 'vitest';
import { trailingSlashTarget } from './web.ts';

describe('trailingSlashTarget', () => {
  it('adds the slash to page paths and keeps the query', () => {
    expect(trailingSlashTarget('/catalog/krepezh?diameter=10&sort=price_asc')).toBe('/catalog/krepezh/?diameter=10&sort=price_asc');
    expect(trailingSlashTarget('/search?q=болт')).toBe('/search/?q=болт');
    expect(trailingSlashTarget('/auth')).toBe('/auth/');
  });

  it('never answers with a protocol-relative target that leaves the site', () => {
    expect(trailingSlashTarget('//evil.example/login')).toBe('/evil.example/login/');
    expect(trailingSlashTarget('/\\evil.example/login?next=1')).toBe('/evil.example/login/?next=1');
    expect(trailingSlashTarget('///evil.example/x')).toBe('/evil.example/x/');
  });

  it('leaves the root, slashed paths, files, data requests and the API alone', () => {
    for (const url of [
      '/',
      '/catalog/',
      '/robots.txt',
      '/assets/root-abc.js',
      '/catalog/_.data',
      '/api/Settings/get',
      '/healthz',
      '/catalog/?a=1',
      '/__manifest?paths=%2Fprofile%2F&version=1',
    ]) {
      expect(trailingSlashTarget(url)).toBeNull();
    }
  });
});
