import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequest } from '@remix-run/node-fetch-server';
import { contentSecurityPolicy, HttpError } from '@store/api';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { registerImages } from './images.ts';
import { injectFetch } from './inject-fetch.ts';
import { createPageCache, laggingVersion, privateCacheControl, sendCachedPage, sharedPageHeader } from './page-cache.ts';

/** A page's form: the largest is quick order's uploaded workbook (1 MB) with the list beside it. */
const pageBodyLimit = 2 * 1024 * 1024;
/** What the web side takes from the configuration (apps/web/app/context.ts SiteConfig). */
interface SiteConfig {
  publicUrl: string | undefined;
  showcase: boolean;
}

/** The store's data versions (the API's `app.dataVersions.current()`); apps/web/app/context.ts DataVersions. */
type DataVersions = () => { catalog: number; content: number; stock: number };

export type WebHandler = (
  request: Request,
  context: { apiFetch: typeof fetch; dataVersions: DataVersions; dataSettled: () => boolean; nonce: string; site: SiteConfig },
) => Promise<Response>;

/**
 * A rendered page is compressed whole, in one call on the process's own thread: every core runs a process of the
 * store (WEB_CONCURRENCY), so a compression stream's hand-off to libuv's threads overlaps with nothing and only
 * adds its cost (a listing's rendered page took 7.1 ms of CPU streamed, 5.0 whole: bench/RESULTS.md). Brotli at
 * quality 2 makes about the bytes of the default quality 4 for under half its CPU; gzip, for the few browsers
 * without brotli, at level 1. Answers above `syncThreshold` (a large sitemap) still stream.
 */
export const renderedPageCompression: Exclude<RouteShorthandOptions['compress'], false | undefined> = {
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  zlibOptions: { level: 1 },
  syncThreshold: 1024 * 1024,
};

/** Paths that are pages get a trailing slash (spec §2); files, data requests and the API do not. */
export function trailingSlashTarget(url: string): string | null {
  const [rawPath = '/', search = ''] = url.split(/\?(.*)/s, 2);
  // '//host/x' or '/\host/x' in a Location header sends the browser to another site: keep the target on ours.
  const pathname = rawPath.replace(/^[/\\]+/, '/');
  // '/__manifest' is React Router's lazy route discovery: the pages send every route now (react-router.config.ts), but a
  // tab opened before that deploy still asks, and a redirect would break its navigation.
  if (pathname.endsWith('/') || pathname.startsWith('/api/') || pathname === '/healthz' || pathname === '/__manifest') return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${pathname}/${search ? `?${search}` : ''}`;
}

/**
 * Where the web app comes from: the production build (`web-build.ts`) or, in development, Vite serving the
 * source with hot reload (`web-dev.ts`). Everything else about pages is the same in both.
 */
export interface WebSource {
  /** React Router's handler: loaded once from the build, or from the current source in development. */
  handler(): Promise<WebHandler>;
  /** Identifies the build, for the page cache's keys; absent in development, where the source changes under a cache. */
  buildId?: string;
  /** The public files (logos, banners) the image endpoint may resize. */
  publicDir: string;
  /** Serves the browser's files: the built assets, or Vite's middleware. */
  registerAssets(app: FastifyInstance): Promise<void>;
}

/** How old a stock figure a cached guest page may show: the page cache stays useful under a stream of orders. */
const stockLagMs = 5000;

/** Guests' pages depend on these cookies (a remembered listing sort and view: apps/web features/catalog/listing.server.ts). */
const pageCookies = ['catalog_sort', 'catalog_view'];

interface WebOptions {
  source: WebSource;
  dataDir: string;
  site: SiteConfig;
  /** The HTML cache of guests' pages (page-cache.ts); off renders every page. */
  pageCache: boolean;
  /** Drop shared answers and cached pages when the catalogue or the content changes. */
  dataVersions: DataVersions;
}

/** The browser's files, the image endpoint, then every other path to the server-rendered React Router app. */
export async function registerWeb(app: FastifyInstance, { source, dataDir, site, pageCache, dataVersions }: WebOptions): Promise<void> {
  const apiFetch = injectFetch(app);
  const { buildId } = source;
  const stock = laggingVersion(() => dataVersions().stock, stockLagMs);
  const cache =
    pageCache && buildId
      ? createPageCache({
          maxBytes: 64 * 1024 * 1024,
          // Any write to the catalogue or the content (in any process) moves these, so the next request renders afresh;
          // orders move stock, seen at most `stockLagMs` late (laggingVersion).
          version: () => {
            const { catalog, content } = dataVersions();
            return `${buildId}:${catalog}:${content}:${stock()}`;
          },
          keyCookies: pageCookies,
          contentSecurityPolicy,
        })
      : null;

  await registerImages(
    app,
    {
      async read(sitePath) {
        if (sitePath.startsWith('/api/')) {
          const answer = await apiFetch(`http://store.internal${sitePath}`);
          return answer.ok ? Buffer.from(await answer.arrayBuffer()) : null;
        }
        const file = path.join(source.publicDir, sitePath);
        return file.startsWith(source.publicDir) ? fs.readFile(file).catch(() => null) : null;
      },
    },
    path.join(dataDir, 'image-cache'),
  );

  await source.registerAssets(app);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const target = trailingSlashTarget(request.url);
    if (target) return reply.redirect(target, 301);
  });

  await app.register(async (pages) => {
    // Leave bodies unread: React Router reads them from the raw request.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // React Router reads a page's form into memory whole, so its size is settled first (Fastify's own limit applies
    // only to bodies it parses). Browsers state the length of every form they post.
    pages.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const length = request.headers['content-length'];
      if (length === undefined && request.headers['transfer-encoding'] !== undefined) throw new HttpError(411, 'Укажите длину запроса');
      if (Number(length) > pageBodyLimit) throw new HttpError(413, 'Слишком большой запрос');
    });
    // An answer that sets a cookie (a session touched or cleared on the way in, even on a cached page) is this visitor's alone.
    // Cookies are written by @fastify/cookie's own onSend hook, which runs before this one.
    pages.addHook('onSend', async (_request, reply, payload) => {
      if (reply.hasHeader('set-cookie')) reply.header('cache-control', privateCacheControl);
      return payload;
    });
    pages.all('/*', { compress: renderedPageCompression }, async (request, reply) => {
      // A signed-in visitor's page is rendered for them; a guest's (a basket's session cookie or none) may be shared.
      const key = cache && request.method === 'GET' && (await request.session.userId()) === null ? cache.key(request) : null;
      const cached = key ? cache?.get(key) : undefined;
      if (cached) return sendCachedPage(request, reply, cached);
      const settled = key !== null && app.dataSettled();

      const visitorFetch = injectFetch(app, { ip: request.ip, protocol: request.protocol, host: request.host });
      const handle = await source.handler();
      // The render's inline scripts carry a fresh nonce, and only this answer's policy allows it.
      const nonce = crypto.randomBytes(16).toString('base64');
      reply.header('content-security-policy', contentSecurityPolicy([`'nonce-${nonce}'`]));
      const response = await handle(createRequest(request.raw, reply.raw), {
        apiFetch: visitorFetch,
        dataVersions,
        dataSettled: app.dataSettled,
        nonce,
        site,
      });
      // A render on data still being rebuilt, or whose version moved meanwhile, may be stale: sent, not kept.
      const stored = key && settled && cache?.key(request) === key ? await cache.store(key, response, nonce) : null;
      if (stored) return sendCachedPage(request, reply, stored);

      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== sharedPageHeader) reply.header(key, value);
      });
      // A shareable page that was not shared (a signed-in visitor's, one with a cookie) and any page that says nothing: this visitor's only.
      if (response.headers.has(sharedPageHeader) || !response.headers.has('cache-control')) reply.header('cache-control', privateCacheControl);
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      // Read whole (no loader defers data, so the render is done at once) to be compressed in one call. No body (HEAD,
      // redirects) means an empty answer: Fastify would serialise null as the JSON text "null".
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
    });
  });
}
