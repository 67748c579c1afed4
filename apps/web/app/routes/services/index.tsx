import { requestApi } from '~/api/request-api.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { loadServices } from '~/features/marketing/load-marketing.server';
import { ServicesPage } from '~/features/marketing/services-page';
import { pageMeta } from '~/features/seo/meta';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.page.title, description: loaderData?.page.description || undefined, canonicalPath: '/services/' });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /services/: the store's services as cards (content block `services`). */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadServices(requestApi(context).api) };
}

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesPage page={loaderData.page} />;
}

export const ErrorBoundary = RouteErrorBoundary;
