import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { PriceListsPage } from '~/features/price-lists/price-lists-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/price-lists';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Прайс-листы', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/price-lists/: the store's price lists, while the section is on. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  const { api, settings } = requestApi(context);
  if (!(await settings()).profile.priceLists) throw data(null, { status: 404 });
  return { priceLists: (await api.get('/PriceList/getList/')).items };
}

export default function PriceListsRoute({ loaderData }: Route.ComponentProps) {
  return <PriceListsPage priceLists={loaderData.priceLists} />;
}

export const ErrorBoundary = RouteErrorBoundary;
