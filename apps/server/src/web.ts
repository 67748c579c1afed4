import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { registerImages } from './images.ts';
import { injectFetch } from './inject-fetch.ts';

/** What the web side takes from the configuration (apps/web/app/context.ts SiteConfig). */
interface SiteConfig {
  publicUrl: string | undefined;
  showcase: boolean;
}

export type WebHandler = (request: Request, context: { apiFetch: typeof fetch; nonce: string; site: SiteConfig }) => Promise<Response>;

/** Paths that are pages get a trailing slash (spec §2); files, data requests and the API do not. */
export function trailingSlashTarget(url: string): string | null {
  const [rawPath = '/', search = ''] = url.split(/\?(.*)/s, 2);
  // '//host/x' or '/\host/x' in a Location header sends the browser to another site: keep the target on ours.
  const pathname = rawPath.replace(/^[/\\]+/, '/');
  // '/__manifest' is React Router's route discovery: redirecting it breaks client navigation to lazily found routes.
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
  /** The public files (logos, banners) the image endpoint may resize. */
  publicDir: string;
  /** Serves the browser's files: the built assets, or Vite's middleware. */
  registerAssets(app: FastifyInstance): Promise<void>;
}

/** The browser's files, the image endpoint, then every other path to the server-rendered React Router app. */
export async function registerWeb(app: FastifyInstance, { source, dataDir, site }: { source: WebSource; dataDir: string; site: SiteConfig }): Promise<void> {
  const apiFetch = injectFetch(app);

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
    pages.all('/*', async (request, reply) => {
      const visitorFetch = injectFetch(app, { ip: request.ip, protocol: request.protocol });
      const handle = await source.handler();
      const response = await handle(createRequest(request.raw, reply.raw), { apiFetch: visitorFetch, nonce: request.cspNonce, site });
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      // No body (HEAD, redirects) means an empty answer: Fastify would serialise null as the JSON text "null".
      return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : undefined);
    });
  });
}
