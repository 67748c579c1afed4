import { readBasketList } from '~/features/basket/basket.server';
import { SpecificationList } from '~/features/basket/specification-list';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/baskets';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Спецификации', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/baskets/ (menu label Спецификации): the user's named baskets, while several baskets are on. */
export async function loader({ context }: Route.LoaderArgs) {
  return { baskets: await readBasketList(context) };
}

export default function SpecificationsRoute({ loaderData }: Route.ComponentProps) {
  return <SpecificationList baskets={loaderData.baskets} />;
}

export const ErrorBoundary = RouteErrorBoundary;
