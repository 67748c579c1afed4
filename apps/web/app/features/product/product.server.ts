import { redirect } from 'react-router';
import type { Camelize, ProductDetail, Settings } from '@store/contracts';
import { asPageAnswer } from '~/api/page-answer.server';
import { requestApi } from '~/api/request-api.server';
import { jsonText } from '~/lib/json-text';
import { allSizesParam, nearestSizes, shownSizes } from './nearest-sizes';

interface ProductArgs {
  context: Parameters<typeof requestApi>[0];
  url: URL;
  code: string;
}

/**
 * A product by code; a URL under another category path is sent to the product's own address. The page carries the
 * sizes nearest this one and how many there are; `?sizes=all` carries every size ('Показать все'). The page travels as
 * one JSON text (lib/json-text.ts); `head` is what the page's meta reads.
 */
export async function loadProduct({ context, url, code }: ProductArgs) {
  const { catalog, settings: readSettings } = requestApi(context);
  let detail: Camelize<ProductDetail>;
  let settings: Camelize<Settings>;
  try {
    [detail, settings] = await Promise.all([catalog('/Catalog/getProduct/', { code }), readSettings()]);
  } catch (error) {
    asPageAnswer(error);
  }
  const own = detail.product.url;
  if (own.startsWith('/') && own !== url.pathname) throw redirect(`${own}${url.search}`, 301);
  const sizesTotal = detail.relatedSizes.length;
  if (url.searchParams.get(allSizesParam) !== 'all') detail = { ...detail, relatedSizes: nearestSizes(detail.relatedSizes, shownSizes) };
  const { name, url: canonicalPath } = detail.product;
  const page = { detail, sizesTotal, tabs: settings.productDetail.tabs, display: settings.product };
  return { head: { name, description: detail.description.slice(0, 160), canonicalPath }, page: jsonText(page) };
}
