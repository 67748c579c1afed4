import { requestApi } from '~/api/request-api.server';
import { ContentPageView } from '~/features/content-pages/content-page-view';
import { loadContentPage } from '~/features/content-pages/load-content-page.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { pageMeta } from '~/features/seo/meta';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/landing';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.page.title, description: loaderData?.page.description, canonicalPath: '/landing/' });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await loadContentPage(requestApi(context).api, 'landing') };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <ContentPageView page={loaderData.page} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
