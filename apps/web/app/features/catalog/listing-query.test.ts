import { describe, expect, it } from 'vitest';
import { activeFilterCount, listingApiQuery, listingCanonical, toggleFacetValue, toggleInStock, withSort } from './listing-query';

const params = (text: string) => new URLSearchParams(text);

describe('facet URLs', () => {
  it('adds a value to a facet as a comma-separated list and drops the page', () => {
    expect(toggleFacetValue(params('diameter=10&page=3'), 'diameter', '12')).toBe('?diameter=10%2C12');
  });

  it('removes a selected value and the parameter with its last value', () => {
    expect(toggleFacetValue(params('diameter=10,12'), 'diameter', '10')).toBe('?diameter=12');
    expect(toggleFacetValue(params('diameter=10&sort=price_asc'), 'diameter', '10')).toBe('?sort=price_asc');
  });

  it('accepts repeated keys from a form submitted without JavaScript', () => {
    expect(listingApiQuery('krepezh/bolty', params('diameter=10&diameter=12&standard=DIN 933'), 'popular')).toEqual({
      path: 'krepezh/bolty',
      sort: 'popular',
      page: 1,
      diameter: '10,12',
      standard: 'DIN 933',
    });
  });

  it('toggles in-stock and counts active filters', () => {
    expect(toggleInStock(params(''))).toBe('?in_stock=1');
    expect(toggleInStock(params('in_stock=1'))).toBe('');
    expect(activeFilterCount(params('in_stock=1&diameter=10,12&coating=цинк'))).toBe(4);
  });

  it('changes sort from the first page', () => {
    expect(withSort(params('diameter=10&page=2'), 'price_asc')).toBe('?diameter=10&sort=price_asc');
  });

  it('ignores a page out of range', () => {
    expect(listingApiQuery('', params('page=-4'), 'popular').page).toBe(1);
  });

  it('keeps only the page in the canonical address', () => {
    expect(listingCanonical('/catalog/krepezh/', 1)).toBe('/catalog/krepezh/');
    expect(listingCanonical('/catalog/krepezh/', 3)).toBe('/catalog/krepezh/?page=3');
  });
});
