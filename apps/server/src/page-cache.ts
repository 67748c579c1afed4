import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A route's opt-in (its `headers` export, apps/web/app/lib/shared-page.ts): the page is the same for every guest. Never sent. */
export const sharedPageHeader = 'x-page-cache';

/**
 * A guest page a CDN may keep for a minute and serve stale while it asks again; browsers always revalidate
 * (ETag → 304). `Vary: Cookie` keeps a shared cache from serving a stored page to a visitor with other
 * cookies: cookie-less visitors (first visits, crawlers) share one copy, a signed-in user (whose session
 * cookie is new at every sign-in) never gets a guest's.
 */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const privateCacheControl = 'private, no-store';

type Encoding = 'br' | 'gzip' | 'identity';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

export interface CachedPage {
  /** The render's headers, without cookies and caching headers. */
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** For HTML: the policy allowing exactly the page's inline scripts by hash, so one stored copy serves every visitor. */
  contentSecurityPolicy: string | null;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** The data the pages show (catalogue, content and, lagging, stock versions) and the web build: any change makes new keys. */
  version(): string;
  /** Cookies a guest's page depends on (remembered listing sort and view): their values join the key. */
  keyCookies: readonly string[];
  /** Builds the Content-Security-Policy header allowing these script sources besides our origin. */
  contentSecurityPolicy(scriptSources: string[]): string;
}

/**
 * A version read at most once per `lagMs`: for the stock version, which moves with every order (up to 100 a
 * second). Keying guests' pages on it directly would empty the cache with each order, so a cached page may show
 * a stock figure (and in-stock counts) up to `lagMs` old; the API's answers and signed-in buyers' pages are
 * never late. A CDN may keep a page for a minute anyway (sharedCacheControl).
 */
export function laggingVersion(read: () => number, lagMs: number, now: () => number = Date.now): () => number {
  let seen = read();
  let readAt = now();
  return () => {
    if (now() - readAt >= lagMs) {
      seen = read();
      readAt = now();
    }
    return seen;
  };
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` of every inline script of a page, as CSP wants them (the exact text between the tags). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(inlineScript)) {
    if (!text || /\ssrc=/.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/** Path and query with the parameters in one order, so `?a=1&b=2` and `?b=2&a=1` share a page. */
export function normalisedUrl(url: string): string {
  const parsed = new URL(url, 'http://page.cache');
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Whole answers of pages that are the same for every visitor who is not signed in, per URL, data version and
 * build, in a byte-bounded LRU, each compressed once. Never for a signed-in visitor, a POST, an answer with
 * Set-Cookie or a status other than 200 (the caller checks the request, `store` the answer).
 */
export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length,
  });

  return {
    key(request: FastifyRequest): string {
      const cookies = options.keyCookies.map((name) => request.cookies[name] ?? '').join('\u0000');
      // The origin too: without PUBLIC_URL a page's absolute links (canonical, images) come from the request's host.
      return `${options.version()}\u0000${cookies}\u0000${request.protocol}://${request.host}${normalisedUrl(request.url)}`;
    },

    get: (key: string) => pages.get(key),

    /** Stores a shareable answer (200, no Set-Cookie) and returns it; null when it may not be shared. */
    async store(key: string, response: Response, nonce: string): Promise<CachedPage | null> {
      if (response.status !== 200 || response.headers.has('set-cookie') || !response.headers.has(sharedPageHeader)) return null;
      const identity = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => !storedHeaderExceptions.has(name));
      const html = response.headers.get('content-type')?.startsWith('text/html') ? identity.toString('utf8') : null;
      // The nonce differs per render: leave it out of the tag so every process and re-render of the same content agrees.
      const content = html ? html.replaceAll(nonce, '') : identity;
      const page: CachedPage = {
        headers,
        bodies: {
          identity,
          br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
          gzip: zlib.gzipSync(identity, { level: 6 }),
        },
        etag: `W/"${crypto.createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`,
        contentSecurityPolicy: html ? options.contentSecurityPolicy(inlineScriptHashes(html)) : null,
      };
      pages.set(key, page);
      return page;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

const storedHeaderExceptions = new Set(['set-cookie', 'cache-control', 'content-length', 'content-encoding', 'vary', 'etag', sharedPageHeader]);

/** Sends a stored page: 304 when the browser or CDN already holds it, else the bytes for its encoding. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.contentSecurityPolicy) reply.header('content-security-policy', page.contentSecurityPolicy);
  reply.header('cache-control', sharedCacheControl);
  reply.header('vary', 'Accept-Encoding, Cookie').header('etag', page.etag);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (known?.includes(page.etag) || known?.includes('*')) return reply.status(304).send();
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(200).send(page.bodies[encoding]);
}
