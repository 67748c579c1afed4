import type { RouterContextProvider } from 'react-router';
import { requestContext } from '~/context';
import { type ApiClient, createApiClient } from './client';

/** The API client for a loader: in-process fetch, the visitor's cookies forwarded, Set-Cookie collected. */
export function serverApi({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): ApiClient & {
  setCookies: string[];
} {
  const setCookies: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://store.internal/api',
    fetch: context.get(requestContext).apiFetch,
    cookie: request.headers.get('cookie'),
    setCookies,
  });
  return Object.assign(client, { setCookies });
}
