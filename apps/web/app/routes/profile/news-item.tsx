import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { PublicationArticle } from '~/features/publications/publication-article';
import { PublishedOn } from '~/features/publications/publication-dates';
import { newsPath } from '~/features/publications/publication-paths';
import { readNewsItem } from '~/features/publications/publications.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/news-item';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, { title: loaderData?.item.title ?? 'Новость', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/news/{code}/: one news item. */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireUser(context);
  return { item: await readNewsItem(context, params.code) };
}

export default function NewsItemRoute({ loaderData: { item } }: Route.ComponentProps) {
  return (
    <PublicationArticle
      back={{ to: newsPath(), text: 'Все новости' }}
      title={item.title}
      when={<PublishedOn at={item.publishedAt} />}
      image={item.image}
      html={item.bodyHtml}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
