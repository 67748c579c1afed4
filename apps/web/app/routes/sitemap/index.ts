import { requestApi } from '~/api/request-api.server';
import { productTotal, sitemapChunkSize, sitemapIndex, xmlResponse } from '~/features/seo/sitemap.server';
import { siteOrigin } from '~/lib/site-origin.server';
import type { Route } from './+types/index';

/** /sitemap.xml: an index of the pages file and the product files of 10,000 URLs each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const total = await productTotal(requestApi(context).api);
  const productFiles = Array.from({ length: Math.ceil(total / sitemapChunkSize) }, (_, index) => `products-${index + 1}.xml`);
  return xmlResponse(sitemapIndex(siteOrigin(request, context), ['pages.xml', ...productFiles]));
}
