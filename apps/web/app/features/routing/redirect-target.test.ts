import { describe, expect, it } from 'vitest';
import { planRedirect } from './redirect-target';

describe('planRedirect', () => {
  it('keeps a relative target in the app and carries the hash and query over', () => {
    expect(planRedirect('/catalog/', { search: '?page=2', hash: '#top' })).toEqual({ href: '/catalog/?page=2#top', reloadDocument: false });
  });

  it('sends an absolute target to a full page load, hash kept', () => {
    expect(planRedirect('https://example.com/sale/', { hash: '#terms' })).toEqual({ href: 'https://example.com/sale/#terms', reloadDocument: true });
  });

  it('lets the target keep its own query and hash', () => {
    expect(planRedirect('/catalog/?sort=price_asc#list', { search: '?page=2', hash: '#top' }).href).toBe('/catalog/?sort=price_asc#list');
  });

  it('adds nothing when there is no query or hash', () => {
    expect(planRedirect('/catalog/', {}).href).toBe('/catalog/');
  });
});
