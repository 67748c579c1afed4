import { requestApi } from '~/api/request-api.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { LandingPage } from '~/features/marketing/landing-page';
import { loadLanding } from '~/features/marketing/load-marketing.server';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import { sharedPageHeaders } from '~/lib/shared-page';
import type { Route } from './+types/landing';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.landing.title, description: loaderData?.landing.description || undefined, canonicalPath: '/landing/' });

/** The same page for every guest: cached and shareable (lib/shared-page.ts). */
export const headers = sharedPageHeaders;

/** /landing/: the campaign page built from the blocks of content block `landing`. */
export async function loader({ context }: Route.LoaderArgs) {
  return { landing: await loadLanding(requestApi(context).api) };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return <LandingPage landing={loaderData.landing} display={settings.product} favourites={settings.fav.enabled} />;
}

export const ErrorBoundary = RouteErrorBoundary;
