import { describe, expect, it } from 'vitest';
import { afterLogout } from './after-logout';

describe('afterLogout', () => {
  it('sends a user on a profile page home', () => {
    expect(afterLogout('/profile/')).toBe('/');
    expect(afterLogout('/profile/orders/15/')).toBe('/');
  });

  it('keeps a user on any other page of the store', () => {
    expect(afterLogout('/catalog/bolty/?sort=price_asc')).toBe('/catalog/bolty/?sort=price_asc');
    expect(afterLogout('/profiles-of-steel/')).toBe('/profiles-of-steel/');
  });

  it('never leaves the store', () => {
    expect(afterLogout('//evil.example/')).toBe('/');
    expect(afterLogout('https://evil.example/')).toBe('/');
    expect(afterLogout(null)).toBe('/');
  });
});
