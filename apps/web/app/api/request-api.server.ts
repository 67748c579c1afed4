import { type MiddlewareFunction, type RouterContextProvider, createContext } from 'react-router';
import type { Camelize, Settings } from '@store/contracts';
import { requestContext } from '~/context';
import { type ApiClient, createApiClient } from './client';

/** What every loader and action of one request shares: one API client and the settings, fetched once. */
export interface RequestApi {
  /** The API on the visitor's behalf: in-process fetch, their cookies forwarded; its Set-Cookie reaches the answer. */
  api: ApiClient;
  /** The store's settings, asked for at most once per request (the root and the page both need them). */
  settings(): Promise<Camelize<Settings>>;
}

const requestApiContext = createContext<RequestApi>();

/**
 * The first middleware of every request: builds its API context and, once the answer is ready, passes every
 * Set-Cookie the API sent (a new or touched session) on to the browser, whichever loader or action caused it.
 */
export const requestApiMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const setCookies: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://store.internal/api',
    fetch: context.get(requestContext).apiFetch,
    cookie: request.headers.get('cookie'),
    setCookies,
  });
  let settings: Promise<Camelize<Settings>> | undefined;
  context.set(requestApiContext, { api, settings: () => (settings ??= api.get('/Settings/get/')) });
  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};

export function requestApi(context: Readonly<RouterContextProvider>): RequestApi {
  return context.get(requestApiContext);
}
