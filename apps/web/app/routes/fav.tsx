import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { FavouritesPage } from '~/features/favourites/favourites-page';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/fav';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Избранное', noindex: true });

/** The visitor's own list: never cached anywhere. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /fav/: the favourites' cards with today's price and stock (GET /Favourite/getProducts/); none while favourites are off. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, settings } = requestApi(context);
  if (!(await settings()).fav.enabled) throw data(null, { status: 404 });
  return { products: await api.get('/Favourite/getProducts/') };
}

export default function FavouritesRoute({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return <FavouritesPage products={loaderData.products} display={settings.product} />;
}

export const ErrorBoundary = RouteErrorBoundary;
