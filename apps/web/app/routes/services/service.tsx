import { requestApi } from '~/api/request-api.server';
import { ContentPageView } from '~/features/content-pages/content-page-view';
import { loadContentPage } from '~/features/content-pages/load-content-page.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/service';

/** An unknown service is the 404 page, titled as such (spec §8). */
export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.page.title, description: loaderData.page.description, canonicalPath: `/services/${params.name}/` })
    : pageMeta(matches, { title: 'Страница не найдена', noindex: true });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /services/{name}: the content page with slug services-{name} (page slugs are flat). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { page: await loadContentPage(requestApi(context).api, `services-${params.name}`) };
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

export const ErrorBoundary = RouteErrorBoundary;
