import { data } from 'react-router';
import { serverApi } from '~/api/server-api';
import { pagePaths, productPaths, urlSet, xmlResponse } from '~/features/seo/sitemap.server';
import { siteOrigin } from '~/lib/site-origin.server';
import type { Route } from './+types/chunk';

/** /sitemap/pages.xml and /sitemap/products-{n}.xml. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = serverApi({ request, context });
  const origin = siteOrigin(request, context);
  if (params.chunk === 'pages.xml') return xmlResponse(urlSet(origin, await pagePaths(api)));
  const number = /^products-([1-9]\d{0,3})\.xml$/.exec(params.chunk)?.[1];
  if (!number) throw data('Not found', { status: 404 });
  const paths = await productPaths(api, Number(number) - 1);
  if (paths.length === 0) throw data('Not found', { status: 404 });
  return xmlResponse(urlSet(origin, paths));
}
