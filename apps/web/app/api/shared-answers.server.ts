import type { Camelize } from '@store/contracts';
import type { EndpointAnswer, EndpointKey } from '@store/contracts/endpoints';
import type { DataVersions } from '~/context';
import { createApiClient } from './client';

/**
 * Answers that are the same for every visitor and asked for by (nearly) every page: the store's settings, the
 * header, the footer, the home page's slides and the category tree. Nothing per-visitor belongs here.
 */
export const sharedPaths = ['/Settings/get/', '/Content/getHeader/', '/Content/getFooter/', '/Content/getHome/', '/Section/getCatalogCategories/'] as const;
export type SharedPath = (typeof sharedPaths)[number];
export type SharedAnswer<P extends SharedPath> = Camelize<EndpointAnswer<Extract<EndpointKey, `GET ${P}`>>>;

interface Entry {
  version: string;
  answer: Promise<unknown>;
}

/** One cache per server (keyed by its data-versions function), so test servers never share answers. */
const caches = new WeakMap<() => DataVersions, Map<string, Entry>>();

/** Redirect look-ups are keyed by paths visitors choose: past this many the cache starts over rather than grow. */
const maxEntries = 10_000;

/** Frozen, because one object serves every request of its version: a loader that changed it would change every page. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * `read()`'s answer, kept per server and data version under `key`: the next request after a catalogue or content
 * change reads it afresh. Concurrent requests share one read, and a failed read is not kept.
 */
function remember<T>(dataVersions: () => DataVersions, key: string, read: () => Promise<T>): Promise<T> {
  let cache = caches.get(dataVersions);
  if (!cache) caches.set(dataVersions, (cache = new Map()));
  const { catalog, content } = dataVersions();
  // Every shared answer may name categories (the footer's sections) or content: either version moving drops them all.
  const version = `${catalog}:${content}`;
  const entry = cache.get(key);
  if (entry?.version === version) return entry.answer as Promise<T>;
  if (cache.size >= maxEntries) cache.clear();
  const answer = read().then(deepFreeze);
  const fresh: Entry = { version, answer };
  cache.set(key, fresh);
  answer.catch(() => {
    if (cache.get(key) === fresh) cache.delete(key);
  });
  return answer;
}

/** Asked without cookies: the answer may not depend on who asks, and no session is touched. */
const anonymousApi = (apiFetch: typeof fetch) => createApiClient({ baseUrl: 'http://store.internal/api', fetch: apiFetch });

/** A shared answer, read through the API once per process and data version instead of once per page. */
export function sharedAnswer<P extends SharedPath>(path: P, apiFetch: typeof fetch, dataVersions: () => DataVersions): Promise<SharedAnswer<P>> {
  // A shared path takes no query.
  const get = anonymousApi(apiFetch).get as (path: SharedPath) => Promise<SharedAnswer<P>>;
  return remember(dataVersions, path, () => get(path));
}

export type RedirectAnswer = Camelize<EndpointAnswer<'GET /Redirect/find/'>>;

/** The server redirect for a site path (spec §2), the same for every visitor: kept like the shared answers (redirects are content). */
export function sharedRedirect(sitePath: string, apiFetch: typeof fetch, dataVersions: () => DataVersions): Promise<RedirectAnswer> {
  return remember(dataVersions, `redirect ${sitePath}`, () => anonymousApi(apiFetch).get('/Redirect/find/', { path: sitePath }));
}
