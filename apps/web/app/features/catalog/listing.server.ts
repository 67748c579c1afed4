import { data } from 'react-router';
import type { Camelize, Listing } from '@store/contracts';
import { asPageAnswer } from '~/api/page-answer.server';
import { requestApi } from '~/api/request-api.server';
import { preferenceCookie, readCookie } from '~/lib/cookies';
import { jsonText } from '~/lib/json-text';
import { type ListingView, isSort, isView, listingApiQuery } from './listing-query';

export const sortCookie = 'catalog_sort';
export const viewCookie = 'catalog_view';

interface ListingArgs {
  request: Request;
  context: Parameters<typeof requestApi>[0];
  url: URL;
  path: string;
}

/**
 * A category listing for the URL's filters, sort and page. Sort (when settings remember it) and view are
 * also taken from cookies and written back when the URL sets them. The page travels as one JSON text
 * (lib/json-text.ts); `head` is what the page's meta reads.
 */
export async function loadListing({ request, context, url, path }: ListingArgs) {
  const { catalog, settings: readSettings } = requestApi(context);
  const settings = await readSettings();
  const search = url.searchParams;
  const cookie = request.headers.get('cookie');
  const headers = new Headers();

  const urlSort = search.get('sort');
  const rememberedSort = settings.catalog.rememberSortBy ? readCookie(cookie, sortCookie) : undefined;
  const sort = isSort(urlSort) ? urlSort : isSort(rememberedSort) ? rememberedSort : 'popular';
  if (isSort(urlSort) && settings.catalog.rememberSortBy) headers.append('set-cookie', preferenceCookie(sortCookie, urlSort));

  const allowed = (value: string | null | undefined): value is ListingView => isView(value) && settings.catalog.viewOptions.includes(value);
  const urlView = search.get('view');
  const cookieView = readCookie(cookie, viewCookie);
  const view: ListingView = allowed(urlView) ? urlView : allowed(cookieView) ? cookieView : settings.catalog.defaultView;
  if (allowed(urlView)) headers.append('set-cookie', preferenceCookie(viewCookie, urlView));

  let listing: Camelize<Listing>;
  try {
    listing = await catalog('/Catalog/getSection/', { ...listingApiQuery(path, search, sort), page_size: settings.catalog.pageSize });
  } catch (error) {
    asPageAnswer(error);
  }
  if (listing.page > 1 && listing.items.length === 0) throw data(null, { status: 404 });

  const page = { listing, sort, view, catalog: settings.catalog, product: settings.product };
  return data({ head: { category: listing.category, page: listing.page }, page: jsonText(page) }, { headers });
}
