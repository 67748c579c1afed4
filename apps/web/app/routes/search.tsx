import { RouteErrorBoundary } from '~/features/errors/error-page';
import { loadSearch } from '~/features/catalog/search.server';
import { SearchPage } from '~/features/catalog/search-page';
import { pageMeta } from '~/features/seo/meta';
import { useJsonText } from '~/lib/json-text';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/search';
import { readableQuery } from '~/lib/search-url';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.q ? `Поиск: ${readableQuery(loaderData.q)}` : 'Поиск', noindex: true });

/** Found products are the same page for every guest, cached and shareable (lib/shared-page.ts); a miss is not (loadSearch). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** /search/?q=… : search results with the listing's facets, sort and pages (spec §2). */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadSearch({ context, url });
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...useJsonText(loaderData.page)} favourites={useRootData().settings.fav.enabled} />;
}

export const ErrorBoundary = RouteErrorBoundary;
