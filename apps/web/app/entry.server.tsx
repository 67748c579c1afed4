import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { requestContext } from './context';
import { CoalescingStream } from './lib/coalescing-stream.server';
import { NonceProvider } from './nonce';
import { IconSymbolsProvider } from './ui/icon/icon-sprite';
import { spriteSymbols } from './ui/icon/sprite-source';

export const streamTimeout = 5_000;

/** Every page's icon symbols (ui/icon/icon-sprite.tsx), built once per process. */
const iconSymbols = spriteSymbols();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce } = loadContext.get(requestContext);
  // Bots get the whole page at once, with the right status code.
  const userAgent = request.headers.get('user-agent');
  const bot = Boolean(userAgent && isbot(userAgent));
  // Spec §2: bots get no error page, only the status (and a document that asks not to be indexed).
  if (bot && responseStatusCode >= 400) {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    const body = `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${responseStatusCode}</title></head><body></body></html>`;
    return new Response(body, { status: responseStatusCode, headers: responseHeaders });
  }
  const readyOption = bot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IconSymbolsProvider value={iconSymbols}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IconSymbolsProvider>
      </NonceProvider>,
      {
        nonce,
        // React 19.2 moves a large Suspense boundary (a listing's products) out of place, revealed by an inline script,
        // even when nothing suspended: visitors without JavaScript and crawlers would see an empty listing. Our
        // boundaries only split hydration, so their content stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React's 4 KB pieces joined per batch: a page goes on as one or two chunks (lib/coalescing-stream.server.ts).
          const body = new CoalescingStream({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
