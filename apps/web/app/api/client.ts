import { type Camelize, camelizeKeys } from '@store/contracts';
// Types only: the map's zod schemas stay out of the browser's JavaScript.
import type { EndpointAnswer, EndpointBody, EndpointKey, EndpointPath, EndpointQuery } from '@store/contracts/endpoints';

/**
 * The one API client (spec §7): configured base URL, no retry; success only when the HTTP status is OK and
 * the body says 'ok'; the result comes back with camelCase keys.
 */
export const unknownErrorMessage = 'Во время запроса произошла ошибка';

/** What a failed call's body carries (spec §7, the error envelope's `result`). */
export interface ApiErrorResult {
  message?: string;
  fields?: Record<string, string>;
}

/**
 * The error object of spec §8: `status` (the body's, or 'unknownError' for an unreadable body), `result`, `httpStatus`,
 * `httpStatusText`. `result.message` is what the global API-error notification shows; `message` repeats it (or the
 * unknown-error text) so the object is a readable Error too.
 */
export class ApiError extends Error {
  readonly status: string;
  readonly result: ApiErrorResult;
  readonly httpStatus: number;
  readonly httpStatusText: string;

  constructor(init: { status: string; result: ApiErrorResult; httpStatus: number; httpStatusText: string }) {
    super(init.result.message ?? unknownErrorMessage);
    this.status = init.status;
    this.result = init.result;
    this.httpStatus = init.httpStatus;
    this.httpStatusText = init.httpStatusText;
  }

  /** Field messages of a refused form, keyed by the wire's field names. */
  get fields(): Record<string, string> {
    return this.result.fields ?? {};
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Cookie header to forward (server-side rendering on behalf of a visitor). */
  cookie?: string | null;
  /** Collects Set-Cookie answers so a loader can pass them back to the browser. */
  setCookies?: string[];
  /** Told of every failed call before it is thrown (the browser's instance raises the global API-error popup). */
  onError?: (error: ApiError) => void;
}

type GetKey<P extends EndpointPath<'GET'>> = Extract<EndpointKey, `GET ${P}`>;
type PostKey<P extends EndpointPath<'POST'>> = Extract<EndpointKey, `POST ${P}`>;
/** The query may be left out when every parameter may. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends Q` is how a type asks whether every key of Q is optional.
type QueryArgs<K extends EndpointKey> = {} extends EndpointQuery<K> ? [query?: EndpointQuery<K>] : [query: EndpointQuery<K>];
/** An operation without a body is called with the path alone. */
type BodyArgs<K extends EndpointKey> = EndpointBody<K> extends undefined ? [] : [body: EndpointBody<K>];

function toSearch(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  // Looked up per call, so a module-level client (the browser's) sees the page's fetch as it is then.
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: object; body?: unknown; headers?: Record<string, string> },
  ): Promise<Camelize<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (options.cookie) headers.cookie = options.cookie;
    // A FormData body (files) goes as multipart; fetch sets its content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const response = await fetchImpl(`${baseUrl}${path}${toSearch(init.query)}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
    if (options.setCookies) options.setCookies.push(...response.headers.getSetCookie());
    const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'httpStatus' | 'httpStatusText'>) => {
      const error = new ApiError({ ...init, httpStatus: response.status, httpStatusText: response.statusText });
      options.onError?.(error);
      return error;
    };
    let payload: { status?: string; result?: unknown };
    try {
      payload = await response.json();
    } catch {
      throw fail({ status: 'unknownError', result: { message: unknownErrorMessage } });
    }
    if (response.ok && payload.status === 'ok') return camelizeKeys(payload.result as T);
    const result = payload.result !== null && typeof payload.result === 'object' ? (payload.result as ApiErrorResult) : {};
    throw fail({ status: payload.status ?? 'unknownError', result });
  }

  // Paths, queries, bodies and answers are the endpoint map's (packages/contracts/src/endpoints.ts).
  return {
    get: <P extends EndpointPath<'GET'>>(path: P, ...[query]: QueryArgs<GetKey<P>>) =>
      request<EndpointAnswer<GetKey<P>>>('GET', path, { query: query as object | undefined }),
    post: <P extends EndpointPath<'POST'>>(path: P, ...[body]: BodyArgs<PostKey<P>>) => request<EndpointAnswer<PostKey<P>>>('POST', path, { body: body ?? {} }),
    /** A POST with headers of its own (the checkout's Idempotency-Key). */
    postWithHeaders: <P extends EndpointPath<'POST'>>(path: P, headers: Record<string, string>, ...[body]: BodyArgs<PostKey<P>>) =>
      request<EndpointAnswer<PostKey<P>>>('POST', path, { body: body ?? {}, headers }),
    /** A multipart post (a form with files, spec §7 `files[n]`); the API checks it by the same map. */
    postForm: <P extends EndpointPath<'POST'>>(path: P, form: FormData) => request<EndpointAnswer<PostKey<P>>>('POST', path, { body: form }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
