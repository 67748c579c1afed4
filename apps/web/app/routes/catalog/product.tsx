import { RouteErrorBoundary } from '~/features/errors/error-page';
import { ProductPage } from '~/features/product/product-page';
import { loadProduct } from '~/features/product/product.server';
import { pageMeta } from '~/features/seo/meta';
import { useJsonText } from '~/lib/json-text';
import { useRootData } from '~/lib/root-data';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta(matches, { title: 'Страница не найдена', noindex: true });
  const { name, description, canonicalPath } = loaderData.head;
  return pageMeta(matches, {
    title: name || 'Без названия',
    description: description || `${name}: цена, наличие на складах, характеристики.`,
    canonicalPath,
  });
};

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /catalog/{slug}/product/{code}: one route module for category paths of one to three levels. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadProduct({ context, url, code: params.code });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage {...useJsonText(loaderData.page)} favourites={useRootData().settings.fav.enabled} />;
}

export const ErrorBoundary = RouteErrorBoundary;
