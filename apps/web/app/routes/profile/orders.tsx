import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { OrderListPage } from '~/features/orders/order-list';
import { readOrderList } from '~/features/orders/orders.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData && loaderData.query.page > 1 ? ` — страница ${loaderData.query.page}` : '';
  return pageMeta(matches, { title: `Заказы${page}`, noindex: true });
};

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/orders/: the buyer's orders, filtered by period, status, number and organisation as the address says. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return readOrderList(context, new URL(request.url), await requireUser(context));
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrderListPage list={loaderData.list} query={loaderData.query} organizations={loaderData.organizations} />;
}

export const ErrorBoundary = RouteErrorBoundary;
