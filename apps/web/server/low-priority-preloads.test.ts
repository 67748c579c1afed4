import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './low-priority-preloads.ts';

async function pipe(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityPreloads())).text();
}

describe('lowPriorityPreloads', () => {
  const page =
    '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js"/></head><body>Крепёж</body>';
  const expected = page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

  it('lowers every modulepreload and leaves the rest of the page as it was', async () => {
    expect(await pipe([page])).toBe(expected);
  });

  it('finds a tag split across two chunks wherever the cut falls', async () => {
    for (let cut = 1; cut < page.length; cut++) expect(await pipe([page.slice(0, cut), page.slice(cut)])).toBe(expected);
  });

  it('keeps Cyrillic intact when a chunk ends inside a letter', async () => {
    const bytes = new TextEncoder().encode(page);
    const inside = page.indexOf('Крепёж') + 1;
    const cut = new TextEncoder().encode(page.slice(0, inside)).length - 1;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    expect(await new Response(source.pipeThrough(lowPriorityPreloads())).text()).toBe(expected);
  });

  it('passes the chunks after the head on as they are, without rewriting them', async () => {
    const body = new TextEncoder().encode('<body><link rel="modulepreload" href="/late.js"/></body>');
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<head><link rel="modulepreload" href="/a.js"/></head>'));
        controller.enqueue(body);
        controller.close();
      },
    });
    const reader = source.pipeThrough(lowPriorityPreloads()).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head>');
    expect((await reader.read()).value).toBe(body);
  });
});
