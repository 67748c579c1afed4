import { requestApi } from '~/api/request-api.server';
import { ContentPageView } from '~/features/content-pages/content-page-view';
import { loadContentPage } from '~/features/content-pages/load-content-page.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.page.title, description: loaderData.page.description, canonicalPath: `/${loaderData.page.slug}/` })
    : pageMeta(matches, { title: 'Страница не найдена', noindex: true });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /privacy-policy and the /{slug} catch-all: a content page, or 404 (spec §2). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, '');
  const page = await loadContentPage(requestApi(context).api, slug);
  return { page };
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

export const ErrorBoundary = RouteErrorBoundary;
