import type { Camelize } from '@store/contracts';
import type { EndpointAnswer, EndpointKey, EndpointQuery } from '@store/contracts/endpoints';
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

/** The catalogue's answers that are the same for every visitor and a page asks for by itself: a product, a listing page. */
export type CatalogPath = '/Catalog/getProduct/' | '/Catalog/getSection/';
type CatalogKey<P extends CatalogPath> = Extract<EndpointKey, `GET ${P}`>;
export type CatalogQuery<P extends CatalogPath> = EndpointQuery<CatalogKey<P>>;
export type CatalogAnswer<P extends CatalogPath> = Camelize<EndpointAnswer<CatalogKey<P>>>;

/** Answers of the catalogue's current version, kept per server: a catalogue write or any order's stock change starts afresh. */
interface VersionedAnswers {
  version: string;
  answers: Map<string, Promise<unknown>>;
}
type VersionedCaches = WeakMap<() => DataVersions, VersionedAnswers>;

/** This server's answers under `caches` for the current catalogue and stock version (a new version starts empty). */
function answersOfVersion(caches: VersionedCaches, dataVersions: () => DataVersions): Map<string, Promise<unknown>> {
  const { catalog, stock } = dataVersions();
  const version = `${catalog}:${stock}`;
  let cache = caches.get(dataVersions);
  if (cache?.version !== version) caches.set(dataVersions, (cache = { version, answers: new Map() }));
  return cache.answers;
}

/** A kept answer, moved to the end: the map is in order of last use, so its first entry is the one to forget. */
function recall<T>(answers: Map<string, Promise<unknown>>, key: string): Promise<T> | undefined {
  const answer = answers.get(key) as Promise<T> | undefined;
  if (answer) {
    answers.delete(key);
    answers.set(key, answer);
  }
  return answer;
}

function keep(answers: Map<string, Promise<unknown>>, key: string, answer: Promise<unknown>, max: number): void {
  answers.set(key, answer);
  if (answers.size > max) answers.delete(answers.keys().next().value as string);
}

/** Catalogue answers kept per server: the most recent this many, of one catalogue and stock version. */
const maxCatalogAnswers = 500;
const catalogCaches: VersionedCaches = new WeakMap();

/**
 * A catalogue answer (they show stock and prices), read through the API once per process, catalogue version and
 * stock version for the last `maxCatalogAnswers` questions asked, instead of once per page: the rendered page of a
 * popular product or listing then costs no API call, JSON parse or key conversion. Any order's stock change or
 * catalogue write empties it, so a page never shows older stock than the API would answer. Kept only when read on
 * settled data (`dataSettled`), as the HTML cache does.
 */
export function catalogAnswer<P extends CatalogPath>(
  path: P,
  query: CatalogQuery<P>,
  apiFetch: typeof fetch,
  dataVersions: () => DataVersions,
  dataSettled: () => boolean,
): Promise<CatalogAnswer<P>> {
  const get = anonymousApi(apiFetch).get as unknown as (path: P, query: CatalogQuery<P>) => Promise<CatalogAnswer<P>>;
  // While a new catalogue's index is built the API answers from the previous one: such an answer is not kept.
  if (!dataSettled()) return get(path, query);
  const answers = answersOfVersion(catalogCaches, dataVersions);
  const key = `${path}?${JSON.stringify(query)}`;
  const kept = recall<CatalogAnswer<P>>(answers, key);
  if (kept) return kept;
  const answer = get(path, query).then(deepFreeze);
  keep(answers, key, answer, maxCatalogAnswers);
  answer.catch(() => {
    if (answers.get(key) === answer) answers.delete(key);
  });
  return answer;
}

export type SearchQuery = EndpointQuery<'GET /Search/getResults/'>;
export type SearchAnswer = Camelize<EndpointAnswer<'GET /Search/getResults/'>>;

/**
 * An answer the API counts as a search miss (`search_misses`, npm run search-report) when it answers a plain
 * first page: a query that found nothing, or only the closest products (relaxed). Such a page is asked for afresh
 * each time. A blank query is never counted.
 */
export const isSearchMiss = (answer: SearchAnswer) => answer.query !== '' && (answer.relaxation !== null || answer.total === 0);

/** Search answers kept per server: a long tail of queries, kept apart so it never pushes out products and listings. */
const maxSearchAnswers = 500;
const searchCaches: VersionedCaches = new WeakMap();

/**
 * A search answer, kept like a catalogue answer (per process, catalogue and stock version, the last
 * `maxSearchAnswers` questions) when it found products as asked. A miss is never kept: the API counts misses per
 * request it answers, so every page showing one asks the API again (whose own answer cache keeps that cheap), and
 * a kept answer is one the API would not count. Kept once read, so concurrent misses are each asked and counted.
 */
export async function searchAnswer(
  query: SearchQuery,
  apiFetch: typeof fetch,
  dataVersions: () => DataVersions,
  dataSettled: () => boolean,
): Promise<SearchAnswer> {
  const get = () => anonymousApi(apiFetch).get('/Search/getResults/', query);
  if (!dataSettled()) return get();
  const answers = answersOfVersion(searchCaches, dataVersions);
  const key = JSON.stringify(query);
  const kept = recall<SearchAnswer>(answers, key);
  if (kept) return kept;
  const answer = deepFreeze(await get());
  if (!isSearchMiss(answer)) keep(answers, key, Promise.resolve(answer), maxSearchAnswers);
  return answer;
}
