import type { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataVersions } from '~/context';
import { contextWithApi } from '~/testing/request-context';
import { requestApi, requestApiMiddleware } from './request-api.server';

/** One server's in-process API: answers every path with `result(path, calls)`, and its data versions, which a test may move. */
function fakeServer(result: (url: string, n: number) => unknown = () => ({ catalog: { page_size: 24 } })) {
  const calls: { url: string; cookie: string | null }[] = [];
  const versions: DataVersions = { catalog: 1, content: 1, stock: 1 };
  const apiFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), cookie: new Headers(init?.headers).get('cookie') });
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', `touched=${calls.length}; Path=/`);
    return new Response(JSON.stringify({ status: 'ok', result: result(String(input), calls.length) }), { headers });
  });
  // `settled: false` is a server building a new catalogue's listing index, answering from the previous one meanwhile.
  const state = { settled: true };
  return { calls, versions, state, apiFetch: apiFetch as typeof fetch, dataVersions: () => ({ ...versions }), dataSettled: () => state.settled };
}

/** Runs the middleware around `handler` for one request to `server`. */
async function run(server: ReturnType<typeof fakeServer>, handler: (context: RouterContextProvider) => Promise<void>, cookie = 'sid=abc') {
  const context = contextWithApi(server.apiFetch, server);
  const request = new Request('http://shop.test/catalog/', { headers: { cookie } });
  const response = await requestApiMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '/catalog/' } as never, async () => {
    await handler(context);
    return new Response('page');
  });
  return response as Response;
}

const settingsCalls = (server: ReturnType<typeof fakeServer>) => server.calls.filter((call) => call.url.endsWith('/Settings/get/'));

describe('requestApiMiddleware', () => {
  it('asks for the settings once, however many loaders and requests need them', async () => {
    const server = fakeServer();
    await run(server, async (context) => {
      const { settings } = requestApi(context);
      const [a, b] = await Promise.all([settings(), settings()]);
      expect(a).toBe(b);
      expect(await settings()).toEqual({ catalog: { pageSize: 24 } });
    });
    await run(server, async (context) => {
      await requestApi(context).settings();
    });
    expect(settingsCalls(server)).toHaveLength(1);
  });

  it("forwards the visitor's cookies on every call and passes every Set-Cookie of the API to the answer", async () => {
    const server = fakeServer();
    const response = await run(server, async (context) => {
      const { api } = requestApi(context);
      await Promise.all([api.get('/Basket/get/'), api.post('/Auth/logout/')]);
    });
    expect(server.calls.map((call) => call.cookie)).toEqual(['sid=abc', 'sid=abc']);
    expect(response.headers.getSetCookie().sort()).toEqual(['touched=1; Path=/', 'touched=2; Path=/']);
  });
});

describe('shared answers', () => {
  const header = (n: number) => ({ links: [], alert: { text: `Объявление ${n}` } });

  it('are read once per data version: a content or catalogue change shows on the next request', async () => {
    const server = fakeServer((_url, n) => header(n));
    const read = async () => {
      let alert = '';
      await run(server, async (context) => {
        alert = ((await requestApi(context).shared('/Content/getHeader/')) as unknown as ReturnType<typeof header>).alert.text;
      });
      return alert;
    };
    expect(await read()).toBe('Объявление 1');
    expect(await read()).toBe('Объявление 1');
    server.versions.content = 2;
    expect(await read()).toBe('Объявление 2');
    expect(await read()).toBe('Объявление 2');
    server.versions.catalog = 2;
    expect(await read()).toBe('Объявление 3');
    expect(server.calls).toHaveLength(3);
  });

  it("never carry the visitor's data: asked without cookies, their Set-Cookie never reaches a page", async () => {
    const server = fakeServer();
    const response = await run(server, async (context) => {
      await Promise.all([requestApi(context).shared('/Content/getFooter/'), requestApi(context).settings()]);
    });
    expect(server.calls.map((call) => call.cookie)).toEqual([null, null]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('are frozen, so no loader can change what every later page gets', async () => {
    const server = fakeServer();
    await run(server, async (context) => {
      const settings = await requestApi(context).settings();
      expect(Object.isFrozen(settings) && Object.isFrozen(settings.catalog)).toBe(true);
    });
  });

  it('are not kept when the read fails', async () => {
    let fail = true;
    const server = fakeServer(() => {
      if (fail) throw new Error('database away');
      return { catalog: { page_size: 24 } };
    });
    await run(server, async (context) => {
      await expect(requestApi(context).settings()).rejects.toThrow();
    });
    fail = false;
    await run(server, async (context) => {
      expect(await requestApi(context).settings()).toEqual({ catalog: { pageSize: 24 } });
    });
  });

  it('are kept per server: another one reads its own', async () => {
    const [first, second] = [fakeServer(), fakeServer()];
    await run(first, async (context) => void (await requestApi(context).settings()));
    await run(second, async (context) => void (await requestApi(context).settings()));
    expect([settingsCalls(first).length, settingsCalls(second).length]).toEqual([1, 1]);
  });

  it('include the redirect look-up of each path, read again after a content change', async () => {
    const server = fakeServer((url, n) => (url.includes('%2Fsale%2F') ? { to: `/catalog/?v=${n}`, status: 301 } : null));
    const lookUp = async (sitePath: string) => {
      let found: unknown;
      await run(server, async (context) => {
        found = await requestApi(context).redirect(sitePath);
      });
      return found;
    };
    expect(await lookUp('/sale/')).toEqual({ to: '/catalog/?v=1', status: 301 });
    expect(await lookUp('/sale/')).toEqual({ to: '/catalog/?v=1', status: 301 });
    expect(await lookUp('/about/')).toBeNull();
    server.versions.content = 2;
    expect(await lookUp('/sale/')).toEqual({ to: '/catalog/?v=3', status: 301 });
    expect(server.calls.every((call) => call.cookie === null)).toBe(true);
  });
});

describe('catalogue answers', () => {
  /** A product answer numbered by the API call that made it, so a test sees when it was read afresh. */
  const server = () => fakeServer((url, n) => ({ product: { code: new URL(url).searchParams.get('code'), stock_total: n } }));
  const readProduct = async (on: ReturnType<typeof server>, code: string) => {
    let answer: unknown;
    await run(on, async (context) => {
      answer = await requestApi(context).catalog('/Catalog/getProduct/', { code });
    });
    return answer as { product: { code: string; stockTotal: number } };
  };

  it('are read once per question, catalogue version and stock version: an order or a catalogue change shows on the next request', async () => {
    const shop = server();
    expect((await readProduct(shop, 'bolt-m10')).product).toEqual({ code: 'bolt-m10', stockTotal: 1 });
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(1);
    expect((await readProduct(shop, 'nut-m10')).product).toEqual({ code: 'nut-m10', stockTotal: 2 });
    shop.versions.stock = 2;
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(3);
    shop.versions.content = 2;
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(3);
    shop.versions.catalog = 2;
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(4);
  });

  it('are not kept while the API answers from a previous catalogue', async () => {
    const shop = server();
    shop.versions.catalog = 2;
    shop.state.settled = false;
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(1);
    shop.state.settled = true;
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(2);
    expect((await readProduct(shop, 'bolt-m10')).product.stockTotal).toBe(2);
  });

  it("never carry the visitor's data: asked without cookies, and frozen", async () => {
    const shop = server();
    const response = await run(shop, async (context) => {
      const answer = await requestApi(context).catalog('/Catalog/getProduct/', { code: 'bolt-m10' });
      expect(Object.isFrozen(answer.product)).toBe(true);
    });
    expect(shop.calls.map((call) => call.cookie)).toEqual([null]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('search answers', () => {
  /** A search answer numbered by the API call that made it; `miss` finds only relaxed matches, `nothing` and a blank query none. */
  const server = () =>
    fakeServer((url, n) => {
      const q = new URL(url).searchParams.get('q') ?? '';
      return {
        query: q,
        total: q === 'nothing' || q === '' ? 0 : 5,
        relaxation: q === 'miss' ? { notice: 'Показаны похожие', relaxed: [] } : null,
        items: [n],
      };
    });
  const search = async (on: ReturnType<typeof server>, q: string) => {
    let answer: unknown;
    await run(on, async (context) => {
      answer = await requestApi(context).search({ q, page: 1 });
    });
    return (answer as { items: number[] }).items[0];
  };
  const searchCalls = (on: ReturnType<typeof server>) => on.calls.filter((call) => call.url.includes('/Search/getResults/'));

  it('are read once per question, catalogue version and stock version: a catalogue change or an order shows on the next request', async () => {
    const shop = server();
    expect(await search(shop, 'болт м10')).toBe(1);
    expect(await search(shop, 'болт м10')).toBe(1);
    expect(await search(shop, 'гайка м10')).toBe(2);
    shop.versions.catalog = 2;
    expect(await search(shop, 'болт м10')).toBe(3);
    expect(await search(shop, 'болт м10')).toBe(3);
    shop.versions.stock = 2;
    expect(await search(shop, 'болт м10')).toBe(4);
    expect(shop.calls.every((call) => call.cookie === null)).toBe(true);
  });

  it('that the API counts as misses are asked for on every request, so each one is counted', async () => {
    const shop = server();
    for (const q of ['miss', 'miss', 'nothing', 'nothing']) await search(shop, q);
    // Requests at the same moment are each asked as well.
    await Promise.all([search(shop, 'miss'), search(shop, 'miss')]);
    expect(searchCalls(shop)).toHaveLength(6);
    // A blank query is no miss: kept.
    expect(await search(shop, '')).toBe(7);
    expect(await search(shop, '')).toBe(7);
  });

  it('are not kept while the API answers from a previous catalogue', async () => {
    const shop = server();
    shop.state.settled = false;
    expect(await search(shop, 'болт м10')).toBe(1);
    shop.state.settled = true;
    expect(await search(shop, 'болт м10')).toBe(2);
    expect(await search(shop, 'болт м10')).toBe(2);
  });
});
