import { loadListing } from '~/features/catalog/listing.server';
import { listingCanonical } from '~/features/catalog/listing-query';
import { ListingPage } from '~/features/catalog/listing-page';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { useJsonText } from '~/lib/json-text';
import { useRootData } from '~/lib/root-data';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/listing';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageMeta(matches, { title: 'Страница не найдена', noindex: true });
  const { category, page: number } = loaderData.head;
  const title = category?.name ?? 'Каталог';
  const page = number > 1 ? ` — страница ${number}` : '';
  return pageMeta(matches, {
    title: `${title}${page}`,
    description: category?.description || `${title}: цены, наличие на складах, доставка по России.`,
    canonicalPath: listingCanonical(location.pathname, number),
  });
};

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /catalog/{slug}/… : a category listing with facets, sort and pages from the URL. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const path = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  return loadListing({ request, context, url, path });
}

export default function CatalogListingRoute({ loaderData }: Route.ComponentProps) {
  return <ListingPage {...useJsonText(loaderData.page)} favourites={useRootData().settings.fav.enabled} />;
}

export const ErrorBoundary = RouteErrorBoundary;
