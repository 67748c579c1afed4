import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { registerImages } from './images.ts';
import { injectFetch } from './inject-fetch.ts';

/** What the web side takes from the configuration (apps/web/app/context.ts SiteConfig). */
interface SiteConfig {
  publicUrl: string | undefined;
  showcase: boolean;
}

type WebHandler = (request: Request, context: { apiFetch: typeof fetch; nonce: string; site: SiteConfig }) => Promise<Response>;

const immutable = 'public, max-age=31536000, immutable';

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

/** Built assets, then every other path to the server-rendered React Router app. */
export async function registerWeb(app: FastifyInstance, { buildDir, dataDir, site }: { buildDir: string; dataDir: string; site: SiteConfig }): Promise<void> {
  const { createWebHandler } = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as {
    createWebHandler: () => WebHandler;
  };
  const handle = createWebHandler();
  const apiFetch = injectFetch(app);
  const clientDir = path.join(buildDir, 'client');

  await registerImages(
    app,
    {
      async read(sitePath) {
        if (sitePath.startsWith('/api/')) {
          const answer = await apiFetch(`http://store.internal${sitePath}`);
          return answer.ok ? Buffer.from(await answer.arrayBuffer()) : null;
        }
        const file = path.join(clientDir, sitePath);
        return file.startsWith(clientDir) ? fs.readFile(file).catch(() => null) : null;
      },
    },
    path.join(dataDir, 'image-cache'),
  );

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? immutable : 'public, max-age=3600');
    },
  });

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
