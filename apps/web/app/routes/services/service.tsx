import { requestApi } from '~/api/request-api.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { loadService, loadServices } from '~/features/marketing/load-marketing.server';
import { ServicePage } from '~/features/marketing/service-page';
import { pageMeta } from '~/features/seo/meta';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/service';

/** An unknown service is the 404 page, titled as such (spec §8). */
export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.service.title, description: loaderData.service.summary, canonicalPath: `/services/${params.name}/` })
    : pageMeta(matches, { title: 'Страница не найдена', noindex: true });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /services/{name}: the service and its lead form, or 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = requestApi(context);
  const [service, services] = await Promise.all([loadService(api, params.name), loadServices(api)]);
  return { service, servicesTitle: services.title };
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage service={loaderData.service} servicesTitle={loaderData.servicesTitle} />;
}

export const ErrorBoundary = RouteErrorBoundary;
