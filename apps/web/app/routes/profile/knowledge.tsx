import { data } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { KnowledgePage } from '~/features/knowledge/knowledge-page';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/knowledge';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, { title: loaderData?.knowledge.title ?? 'База знаний', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/knowledge/: the store's articles, while the section is on. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  const { api, settings } = requestApi(context);
  if (!(await settings()).profile.knowledge) throw data(null, { status: 404 });
  return { knowledge: await api.get('/Content/getKnowledge/') };
}

export default function KnowledgeRoute({ loaderData }: Route.ComponentProps) {
  return <KnowledgePage knowledge={loaderData.knowledge} />;
}

export const ErrorBoundary = RouteErrorBoundary;
