import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { pagePaths, productPaths, urlSet, xmlResponse } from '~/features/seo/sitemap.server';
import { siteOrigin } from '~/lib/site-origin.server';
import type { Route } from './+types/chunk';

/** /sitemap/pages.xml and /sitemap/products-{n}.xml. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = requestApi(context).api;
  const origin = siteOrigin(request, context);
  if (params.chunk === 'pages.xml') return xmlResponse(urlSet(origin, await pagePaths(api)));
  const number = /^products-([1-9]\d{0,3})\.xml$/.exec(params.chunk)?.[1];
  if (!number) throw data('Not found', { status: 404 });
  const paths = await productPaths(api, Number(number) - 1);
  if (paths.length === 0) throw data('Not found', { status: 404 });
  return xmlResponse(urlSet(origin, paths));
}
