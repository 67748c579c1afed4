import { type MiddlewareFunction, type RouterContextProvider, createContext } from 'react-router';
import type { Camelize, Settings } from '@store/contracts';
import { requestContext } from '~/context';
import { type ApiClient, createApiClient } from './client';
import {
  type CatalogAnswer,
  type CatalogPath,
  type CatalogQuery,
  type RedirectAnswer,
  type SearchAnswer,
  type SearchQuery,
  type SharedAnswer,
  type SharedPath,
  catalogAnswer,
  searchAnswer,
  sharedAnswer,
  sharedRedirect,
} from './shared-answers.server';

/** What every loader and action of one request shares: one API client, and the answers every visitor shares. */
export interface RequestApi {
  /** The API on the visitor's behalf: in-process fetch, their cookies forwarded; its Set-Cookie reaches the answer. */
  api: ApiClient;
  /** An answer that is the same for every visitor (settings, header, footer, home, category tree), cached per process and data version. */
  shared<P extends SharedPath>(path: P): Promise<SharedAnswer<P>>;
  /** A product or a listing page, the same for every visitor: cached per process, catalogue and stock version. */
  catalog<P extends CatalogPath>(path: P, query: CatalogQuery<P>): Promise<CatalogAnswer<P>>;
  /** Search results, the same for every visitor: kept like `catalog` unless a miss, which the API counts per request. */
  search(query: SearchQuery): Promise<SearchAnswer>;
  /** The server redirect of a site path (null for none), cached like the shared answers. */
  redirect(sitePath: string): Promise<RedirectAnswer>;
  /** The store's settings (the root and the page both need them): `shared('/Settings/get/')`. */
  settings(): Promise<Camelize<Settings>>;
}

const requestApiContext = createContext<RequestApi>();

/**
 * The first middleware of every request: builds its API context and, once the answer is ready, passes every
 * Set-Cookie the API sent (a new or touched session) on to the browser, whichever loader or action caused it.
 */
export const requestApiMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const setCookies: string[] = [];
  const { apiFetch, dataVersions, dataSettled } = context.get(requestContext);
  const api = createApiClient({ baseUrl: 'http://store.internal/api', fetch: apiFetch, cookie: request.headers.get('cookie'), setCookies });
  const shared = <P extends SharedPath>(path: P) => sharedAnswer(path, apiFetch, dataVersions);
  context.set(requestApiContext, {
    api,
    shared,
    catalog: (path, query) => catalogAnswer(path, query, apiFetch, dataVersions, dataSettled),
    search: (query) => searchAnswer(query, apiFetch, dataVersions, dataSettled),
    redirect: (sitePath) => sharedRedirect(sitePath, apiFetch, dataVersions),
    settings: () => shared('/Settings/get/'),
  });
  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};

export function requestApi(context: Readonly<RouterContextProvider>): RequestApi {
  return context.get(requestApiContext);
}
