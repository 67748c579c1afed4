import type { FastifyInstance } from 'fastify';

/** The visitor a page request came from, passed on to the API as a trusted local proxy would. */
export interface Visitor {
  ip: string;
  protocol: string;
  /** The host the visitor asked for: the API's own links (a payment's return address) name it. */
  host?: string;
}

/**
 * A fetch() that dispatches to the API in the same process (Fastify inject): no socket, same contract.
 * For a page's loaders it names the visitor (X-Forwarded-For/-Proto/-Host from loopback, which the API trusts),
 * so rate limits count each visitor on their own and cookies get Secure behind HTTPS.
 */
export function injectFetch(app: FastifyInstance, visitor?: Visitor): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (visitor) {
      headers['x-forwarded-for'] = visitor.ip;
      headers['x-forwarded-proto'] = visitor.protocol;
      if (visitor.host) headers['x-forwarded-host'] = visitor.host;
    }
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    return new Response(answer.rawPayload.length ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: responseHeaders,
    });
  };
}
