import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { PromotionListPage } from '~/features/publications/promotion-list';
import { readPromotions } from '~/features/publications/publications.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/promo';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Акции', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/promo/: the promotions running now. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  return { promotions: await readPromotions(context) };
}

export default function PromoRoute({ loaderData }: Route.ComponentProps) {
  return <PromotionListPage promotions={loaderData.promotions} />;
}

export const ErrorBoundary = RouteErrorBoundary;
