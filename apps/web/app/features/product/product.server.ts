import { data, redirect } from 'react-router';
import type { ProductDetail, Settings } from '@store/contracts';
import { ApiError } from '~/api/client';
import { serverApi } from '~/api/server-api';

interface ProductArgs {
  request: Request;
  context: Parameters<typeof serverApi>[0]['context'];
  url: URL;
  code: string;
}

/** A product by code; a URL under another category path is sent to the product's own address. */
export async function loadProduct({ request, context, url, code }: ProductArgs) {
  const api = serverApi({ request, context });
  let detail;
  let settings;
  try {
    [detail, settings] = await Promise.all([api.get<ProductDetail>('/Catalog/getProduct/', { code }), api.get<Settings>('/Settings/get/')]);
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) throw data(null, { status: 404 });
    throw error;
  }
  const own = detail.product.url;
  if (own.startsWith('/') && own !== url.pathname) throw redirect(`${own}${url.search}`, 301);
  return { detail, tabs: settings.productDetail.tabs, display: settings.product };
}
