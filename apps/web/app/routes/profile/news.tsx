import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { NewsListPage } from '~/features/publications/news-list';
import { readNewsList } from '~/features/publications/publications.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Новости', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/news/: the store's news, a page at a time; opening it marks them read. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context);
  return { list: await readNewsList(context, new URL(request.url)) };
}

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsListPage list={loaderData.list} />;
}

export const ErrorBoundary = RouteErrorBoundary;
