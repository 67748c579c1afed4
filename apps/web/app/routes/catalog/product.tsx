import { RouteErrorBoundary } from '~/features/errors/error-page';
import { ProductPage } from '~/features/product/product-page';
import { loadProduct } from '~/features/product/product.server';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta(matches, { title: 'Страница не найдена', noindex: true });
  const { product, description } = loaderData.detail;
  return pageMeta(matches, {
    title: product.name || 'Без названия',
    description: description.slice(0, 160) || `${product.name}: цена, наличие на складах, характеристики.`,
    canonicalPath: product.url,
  });
};

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /catalog/{slug}/product/{code}: one route module for category paths of one to three levels. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadProduct({ context, url, code: params.code });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage {...loaderData} favourites={useRootData().settings.fav.enabled} />;
}

export const ErrorBoundary = RouteErrorBoundary;
