import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { asPageAnswer } from '~/api/page-answer.server';
import { requireUser } from '~/features/account/user-session.server';
import { DashboardPage } from '~/features/dashboard/dashboard-page';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { NoOrdersYet, OrderTable } from '~/features/orders/order-table';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Дашборд', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/dashboard/: the buyer's orders at a glance, while the section is on. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  const { api, settings } = requestApi(context);
  if (!(await settings()).profile.dashboard) throw data(null, { status: 404 });
  return { dashboard: await api.get('/Dashboard/get/').catch(asPageAnswer) };
}

export default function DashboardRoute({ loaderData: { dashboard } }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <DashboardPage
      dashboard={dashboard}
      display={{ showArticle: settings.product.showArticle, showStock: settings.product.showStock }}
      favourites={settings.fav.enabled}
      recentOrders={<OrderTable caption="Последние заказы" orders={dashboard.recentOrders} empty={<NoOrdersYet />} />}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
