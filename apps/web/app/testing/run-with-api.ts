import { requestApiMiddleware } from '~/api/request-api.server';
import { contextWithApi } from './request-context';

export type ApiAnswer = { status: number; result: unknown };

interface RunOptions {
  /** The page's address (GET), or where the form is posted. */
  url: string;
  /** What /Settings/get/ answers. */
  settings: unknown;
  /** A posted form's fields; pairs for a name sent several times. */
  form?: Record<string, string> | [string, string][];
  /** A posted multipart form (a file among its fields). */
  multipart?: [string, string | File][];
  /** The API's answer to every other call. */
  answer: (path: string, body: Record<string, unknown>) => ApiAnswer;
}

/**
 * A loader's or action's call inside the API's middleware, the API answering the settings and `answer` for the rest
 * (each of those calls recorded). A thrown answer (a redirect, a 404) is the outcome too.
 */
export async function runWithApi<T>(call: (args: { request: Request; context: ReturnType<typeof contextWithApi> }) => Promise<T>, options: RunOptions) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path !== '/Settings/get/') calls.push({ path, body });
    const { status, result } = path === '/Settings/get/' ? { status: 200, result: options.settings } : options.answer(path, body);
    return Response.json({ status: status === 200 ? 'ok' : 'error', result }, { status });
  }) as typeof fetch;
  const context = contextWithApi(apiFetch);
  const multipart = options.multipart && new FormData();
  for (const [name, value] of options.multipart ?? []) multipart?.append(name, value);
  const request = new Request(options.url, {
    method: options.form || multipart ? 'POST' : 'GET',
    headers: { ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: options.form ? new URLSearchParams(options.form).toString() : multipart,
  });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: new URL(request.url).pathname } as never;
  let outcome: unknown;
  await requestApiMiddleware(args, async () => {
    outcome = await call({ request, context }).catch((thrown: unknown) => thrown);
    return new Response('page');
  });
  return { outcome: outcome as { status?: number; headers?: Headers; data?: unknown; init?: { status: number } }, calls };
}
