import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { OrderDetailPage } from '~/features/orders/order-detail';
import { orderAction, readOrder } from '~/features/orders/orders.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData ? `Заказ № ${loaderData.order.orderNum}` : 'Заказ', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/orders/{orderNum}/: one of the buyer's orders; anyone else's number is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireUser(context);
  return { order: await readOrder(context, params.orderNum) };
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args.context);
  return orderAction(args);
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailPage order={loaderData.order} answer={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
