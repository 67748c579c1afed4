import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { requestContext } from '~/context';
import { requestApi, requestApiMiddleware } from './request-api.server';

/** Runs the middleware around `handler` with an in-process API that answers every path with `{status: 'ok'}`. */
async function run(handler: (context: RouterContextProvider) => Promise<void>, cookie = 'sid=abc') {
  const calls: { url: string; cookie: string | null }[] = [];
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), cookie: new Headers(init?.headers).get('cookie') });
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', `touched=${calls.length}; Path=/`);
    return new Response(JSON.stringify({ status: 'ok', result: { catalog: { page_size: 24 } } }), { headers });
  });
  const context = new RouterContextProvider();
  context.set(requestContext, { apiFetch: apiFetch as typeof fetch, nonce: '', site: { publicUrl: undefined, showcase: true } });
  const request = new Request('http://shop.test/catalog/', { headers: { cookie } });
  const response = await requestApiMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '/catalog/' } as never, async () => {
    await handler(context);
    return new Response('page');
  });
  return { calls, response: response as Response };
}

describe('requestApiMiddleware', () => {
  it('asks for the settings once per request, however many loaders need them', async () => {
    const { calls } = await run(async (context) => {
      const { settings } = requestApi(context);
      const [a, b] = await Promise.all([settings(), settings()]);
      expect(a).toBe(b);
      expect(await settings()).toEqual({ catalog: { pageSize: 24 } });
    });
    expect(calls.filter((call) => call.url.endsWith('/Settings/get/'))).toHaveLength(1);
  });

  it("forwards the visitor's cookies on every call and passes every Set-Cookie of the API to the answer", async () => {
    const { calls, response } = await run(async (context) => {
      const { api } = requestApi(context);
      await Promise.all([api.get('/Content/getHeader/'), api.post('/Auth/logout/')]);
    });
    expect(calls.map((call) => call.cookie)).toEqual(['sid=abc', 'sid=abc']);
    expect(response.headers.getSetCookie().sort()).toEqual(['touched=1; Path=/', 'touched=2; Path=/']);
  });
});
