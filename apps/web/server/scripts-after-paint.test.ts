import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts';

const encoder = new TextEncoder();

async function pipe(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(scriptsAfterFirstPaint())).text();
}

/** A page as React Router writes it: preloads hoisted into the head, the module script near the end of the body. */
const page =
  '<html><head><link rel="modulepreload" href="/a.js" nonce="n0"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js" nonce="n0"/></head>' +
  '<body><main>Крепёж</main><script nonce="n0">window.context = {};</script><script nonce="n0" type="module" async="">import "/a.js";</script>' +
  '<script nonce="n0">window.context.data = 1;</script></body></html>';

describe('scriptsAfterFirstPaint', () => {
  const expected = (output: string) => {
    expect(output).not.toContain('rel="modulepreload"');
    expect(output).not.toContain('type="module"');
    expect(output).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(output).toContain('<main>Крепёж</main><script nonce="n0">window.context = {};</script><script nonce="n0">(function(hrefs)');
    expect(output).toContain('})(["/a.js","/b.js"])</script><script nonce="n0" type="text/plain" id="route-modules">import "/a.js";</script>');
    expect(output.endsWith('<script nonce="n0">window.context.data = 1;</script></body></html>')).toBe(true);
  };

  it('takes the preloads out of the head and makes the module script wait for the loader', async () => {
    expected(await pipe([encoder.encode(page)]));
  });

  it('finds every tag when a chunk ends anywhere in it', async () => {
    const bytes = encoder.encode(page);
    // Every cut, Cyrillic letters split between chunks included.
    for (let cut = 1; cut < bytes.length; cut++) expected(await pipe([bytes.slice(0, cut), bytes.slice(cut)]));
  });

  it('finds them when the page comes a few bytes at a time', async () => {
    const bytes = encoder.encode(page);
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.slice(at, at + 7));
    expected(await pipe(chunks));
  });

  it('passes the chunks after the module script on as they are', async () => {
    const rest = encoder.encode('<script nonce="n0">window.context.data = 1;</script><link rel="modulepreload" href="/late.js"/>');
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(page.slice(0, page.indexOf('<script nonce="n0">window.context.data'))));
        controller.enqueue(rest);
        controller.close();
      },
    });
    const reader = source.pipeThrough(scriptsAfterFirstPaint()).getReader();
    let last: Uint8Array | undefined;
    for (let read = await reader.read(); !read.done; read = await reader.read()) last = read.value;
    expect(last).toBe(rest);
  });

  it('leaves a page without scripts as it was', async () => {
    const plain = '<html><head><title>Ошибка</title></head><body><p>Страница не найдена</p></body></html>';
    expect(await pipe([encoder.encode(plain)])).toBe(plain);
  });
});
