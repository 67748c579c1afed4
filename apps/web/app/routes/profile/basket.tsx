import { data } from 'react-router';
import { readBasketList, readOwnedBasket } from '~/features/basket/basket.server';
import { specificationAction } from '~/features/basket/specification-actions.server';
import { SpecificationDetail } from '~/features/basket/specification-detail';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/basket';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData ? `Спецификация «${loaderData.basket.currentBasket.name}»` : 'Спецификация', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/baskets/{id}/: any of the user's baskets (not only the active one); another user's id is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const [basket, baskets] = await Promise.all([readOwnedBasket(context, params.id), readBasketList(context)]);
  const entry = baskets.find((candidate) => candidate.id === Number(params.id));
  const current = basket.currentBasket;
  if (!entry || !current) throw data(null, { status: 404 });
  return { basket: { ...basket, currentBasket: current }, entry, baskets };
}

export async function action(args: Route.ActionArgs) {
  return specificationAction(args);
}

export default function SpecificationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SpecificationDetail {...loaderData} pageAnswer={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
