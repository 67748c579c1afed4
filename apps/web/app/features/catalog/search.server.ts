import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { isSearchMiss } from '~/api/shared-answers.server';
import { jsonText } from '~/lib/json-text';
import { sharedPageHeaders } from '~/lib/shared-page';
import { type ListingView, isSort, isView, listingApiQuery } from './listing-query';

interface SearchArgs {
  context: Parameters<typeof requestApi>[0];
  url: URL;
}

/**
 * Search results for the URL's q, filters, sort, page and view (the listing's own parameters). A page of found
 * products is the same for every guest and may be cached (the route's headers pass the loader's on); a miss is
 * not, so the API counts every visit to it (search_misses). The page travels as one JSON text (lib/json-text.ts).
 */
export async function loadSearch({ context, url }: SearchArgs) {
  const { search: searchApi, settings: readSettings } = requestApi(context);
  const settings = await readSettings();
  const search = url.searchParams;
  const q = (search.get('q') ?? '').trim();
  const urlSort = search.get('sort');
  const sort = isSort(urlSort) ? urlSort : 'popular';
  const urlView = search.get('view');
  const view: ListingView = isView(urlView) && settings.catalog.viewOptions.includes(urlView) ? urlView : settings.catalog.defaultView;
  const { path: _path, ...query } = listingApiQuery('', search, sort);
  const strict = search.has('strict') ? ({ strict: '1' } as const) : {};
  const results = await searchApi({ ...query, ...strict, q, page_size: settings.catalog.pageSize });
  if (results.page > 1 && results.items.length === 0) throw data(null, { status: 404 });
  const page = { q, results, sort, view, catalog: settings.catalog, product: settings.product };
  return data({ q, page: jsonText(page) }, { headers: isSearchMiss(results) ? {} : sharedPageHeaders() });
}
