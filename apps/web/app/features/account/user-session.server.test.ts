import { describe, expect, it, vi } from 'vitest';
import { requestApiMiddleware } from '~/api/request-api.server';
import { contextWithApi } from '~/testing/request-context';
import { getSessionUser, sessionUserMiddleware } from './user-session.server';

/** The user of one request with these headers, through both middlewares; and the API paths it asked. */
async function userOf(headers: Record<string, string>) {
  const asked: string[] = [];
  const apiFetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input)).pathname);
    return Response.json({ status: 'ok', result: null });
  });
  const context = contextWithApi(apiFetch as typeof fetch);
  const request = new Request('http://shop.test/', { headers });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/' } as never;
  let user: unknown;
  await requestApiMiddleware(
    args,
    async () =>
      (await sessionUserMiddleware(args, async () => {
        user = await getSessionUser(context);
        return new Response('page');
      })) as Response,
  );
  return { user, asked };
}

describe('sessionUserMiddleware', () => {
  it('takes a request without cookies for a guest without asking the API', async () => {
    expect(await userOf({})).toEqual({ user: null, asked: [] });
  });

  it('asks the API when the request carries cookies', async () => {
    expect(await userOf({ cookie: 'sid=abc' })).toEqual({ user: null, asked: ['/api/User/get/'] });
  });
});
