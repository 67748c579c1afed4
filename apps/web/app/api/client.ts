import { type Camelize, camelizeKeys } from '@store/contracts';

/**
 * The one API client (spec §7): configured base URL, no retry; success only when the HTTP status is OK and
 * the body says 'ok'; the result comes back with camelCase keys.
 */
export class ApiError extends Error {
  readonly status: string;
  readonly httpStatus: number;
  readonly httpStatusText: string;
  readonly fields: Record<string, string>;

  constructor(init: { status: string; message: string; httpStatus: number; httpStatusText: string; fields?: Record<string, string> }) {
    super(init.message);
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.httpStatusText = init.httpStatusText;
    this.fields = init.fields ?? {};
  }
}

export const unknownErrorMessage = 'Во время запроса произошла ошибка';

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

type Query = Record<string, string | number | boolean | null | undefined | readonly string[]>;

function toSearch(query: Query | undefined): string {
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

  async function request<T>(method: 'GET' | 'POST', path: string, init: { query?: Query; body?: unknown }): Promise<Camelize<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.cookie) headers.cookie = options.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetchImpl(`${baseUrl}${path}${toSearch(init.query)}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
    if (options.setCookies) options.setCookies.push(...response.headers.getSetCookie());
    const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'httpStatus' | 'httpStatusText'>) => {
      const error = new ApiError({ ...init, httpStatus: response.status, httpStatusText: response.statusText });
      options.onError?.(error);
      return error;
    };
    let payload: { status?: string; result?: { message?: string; fields?: Record<string, string> } & T };
    try {
      payload = await response.json();
    } catch {
      throw fail({ status: 'unknownError', message: unknownErrorMessage });
    }
    if (response.ok && payload.status === 'ok') return camelizeKeys(payload.result as T);
    throw fail({ status: payload.status ?? 'unknownError', message: payload.result?.message ?? unknownErrorMessage, fields: payload.result?.fields });
  }

  return {
    get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
