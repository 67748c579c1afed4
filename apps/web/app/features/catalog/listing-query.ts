import type { FacetCode, SortBy } from '@store/contracts';

export type { ListingView } from '~/components/product-card/product-card';
import type { ListingView } from '~/components/product-card/product-card';

export const sortLabels: Record<SortBy, string> = {
  popular: 'По популярности',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
  name_asc: 'По названию',
  diameter_asc: 'По диаметру',
};

/** In the contract's order; the Record types keep these lists complete without pulling zod into the browser. */
export const sortValues = Object.keys(sortLabels) as SortBy[];

const facetParams: Record<FacetCode, true> = { standard: true, diameter: true, length: true, strength_class: true, material: true, coating: true };
export const facetCodes = Object.keys(facetParams) as FacetCode[];

export const isSort = (value: string | null | undefined): value is SortBy => sortValues.includes(value as SortBy);
export const isView = (value: string | null | undefined): value is ListingView => value === 'card' || value === 'list';

/** Values of one facet in the URL: comma-separated, and repeated keys from a plain form submit are accepted too. */
export function facetValues(search: URLSearchParams, code: string): string[] {
  return search
    .getAll(code)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The listing API query (GET /api/Catalog/getSection/) for a category path and the page's URL query. */
export function listingApiQuery(path: string, search: URLSearchParams, sort: SortBy) {
  const page = Number(search.get('page'));
  const query: Record<string, string | number> = { path, sort, page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1 };
  if (search.get('in_stock') === '1') query.in_stock = '1';
  for (const code of facetCodes) {
    const values = facetValues(search, code);
    if (values.length) query[code] = values.join(',');
  }
  return query;
}

/** Every change of filters starts from the first page; an empty parameter leaves the URL. */
function withParam(search: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function toggleFacetValue(search: URLSearchParams, code: FacetCode | string, value: string): string {
  const current = facetValues(search, code);
  const values = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withParam(search, code, values.join(','));
}

export function toggleInStock(search: URLSearchParams): string {
  return withParam(search, 'in_stock', search.get('in_stock') === '1' ? null : '1');
}

export function withSort(search: URLSearchParams, sort: SortBy): string {
  return withParam(search, 'sort', sort);
}

export function withView(search: URLSearchParams, view: ListingView): string {
  const next = new URLSearchParams(search);
  next.set('view', view);
  return `?${next.toString()}`;
}

/** Filters currently applied, for the "reset" link and the mobile button's counter. */
export function activeFilterCount(search: URLSearchParams): number {
  return facetCodes.reduce((count, code) => count + facetValues(search, code).length, search.get('in_stock') === '1' ? 1 : 0);
}

/** Canonical of a listing: the category path and its page, without filter or sort noise. */
export function listingCanonical(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
