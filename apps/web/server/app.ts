import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { type RequestContext, requestContext } from '../app/context.ts';
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts';

/**
 * `Link: <…css>; rel=preload; as=style` for every stylesheet of the build: announced in the headers, the one
 * render-blocking request starts before the browser has read the page's head.
 */
function stylesheetPreloads(build: ServerBuild): string {
  const hrefs = new Set(Object.values(build.assets.routes).flatMap((route) => route?.css ?? []));
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ');
}

/** The web side's server entry: the composition root calls this with the in-process API fetch. */
export function createWebHandler() {
  // @ts-expect-error virtual module provided by React Router at build time
  const build: Promise<ServerBuild> = import('virtual:react-router/server-build');
  // Given the build itself, not a function returning it: React Router re-derives its routes (flattened and ranked,
  // a static handler made) on every request for a function, which is for development's changing builds.
  const handler = build.then((resolved) => createRequestHandler(resolved));
  const preloads = build.then(stylesheetPreloads);
  return async (request: Request, context: RequestContext): Promise<Response> => {
    const provider = new RouterContextProvider();
    provider.set(requestContext, context);
    const handle = await handler;
    const response = await handle(request, provider);
    const links = await preloads;
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
    if (links) response.headers.append('link', links);
    return new Response(response.body.pipeThrough(scriptsAfterFirstPaint()), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
