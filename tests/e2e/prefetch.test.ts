import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/** What countCommits keeps in the page. */
interface CommitCount {
  counting: boolean;
  commits: number;
  heading: string;
  atHeading: number;
  /** Links (a component that renders an `<a>`) that ran in each counted commit. */
  links: number[];
  /** Of those, the header's and footer's. */
  shellLinks: number[];
}
/** What the in-page scripts below use of the browser (the tests compile without the DOM's types). */
interface PageGlobals {
  __commits: CommitCount;
  document: { querySelector(selector: string): { textContent: string | null } | null };
  addEventListener(type: 'click', listener: () => void, options: { capture: boolean }): void;
}

/**
 * In-page, before React loads: counts React's commits that ran any component from the first click after
 * `__commits.heading` is set, and notes the count when the main heading reads it. Through the hook React offers its
 * DevTools: a fiber ran in a commit when it is not the object the previous commit's tree held and carries React's
 * PerformedWork flag.
 */
function countCommits() {
  type Fiber = { flags: number; type: unknown; stateNode: { closest?(selector: string): unknown } | null; child: Fiber | null; sibling: Fiber | null };
  const browser = globalThis as unknown as PageGlobals;
  const state: CommitCount = { counting: false, commits: 0, heading: '', atHeading: -1, links: [], shellLinks: [] };
  let previous = new WeakSet<Fiber>();
  // Counted from the next click on, once a heading to wait for is set.
  browser.addEventListener(
    'click',
    () => {
      state.counting = state.heading !== '';
    },
    { capture: true },
  );
  Object.assign(browser, {
    __commits: state,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        const seen = new WeakSet<Fiber>();
        let ran = false;
        let links = 0;
        let shellLinks = 0;
        const walk = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            seen.add(fiber);
            if (!previous.has(fiber) && (fiber.flags & 1) !== 0) {
              ran = true;
              if (fiber.child?.type === 'a') {
                links += 1;
                if (fiber.child.stateNode?.closest?.('header, footer')) shellLinks += 1;
              }
            }
            walk(fiber.child);
          }
        };
        walk(root.current);
        previous = seen;
        if (!state.counting || !ran) return;
        state.commits += 1;
        state.links.push(links);
        state.shellLinks.push(shellLinks);
        if (state.atHeading < 0 && browser.document.querySelector('main h1')?.textContent?.trim() === state.heading) state.atHeading = state.commits;
      },
    },
  });
}

/** React Router fetches a page's loader data from `<path>_.data` (a path ending in a slash). */
const dataPath = (href: string) => `${href}_.data`;

/** A catalogue link in the page's main part (`href` its path, or its start with `^=`); not a card's picture link. */
const catalogLink = (page: Page, selector: string) => page.getByRole('main').locator(`a[href${selector}]:not([tabindex="-1"])`).first();

describe('instant navigation', () => {
  it('hovering a category link fetches that page’s data ahead; nothing else on the page is fetched ahead', async () => {
    const { page } = await openPage();
    const fetchedAhead: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.data')) fetchedAhead.push(pathname);
    });
    await page.goto('/catalog/');
    const link = catalogLink(page, '^="/catalog/"');
    await waitForHydration(link);
    const href = (await link.getAttribute('href'))!;

    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === dataPath(href));
    await link.hover();
    await prefetch;
    // The page's own links (cards, menu, footer) were not fetched on render or when scrolled into view: only the hovered one.
    expect(fetchedAhead).toEqual([dataPath(href)]);

    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  });

  it('a click on a hovered link reuses the data fetched ahead instead of asking the server again', async () => {
    const { page } = await openPage();
    await page.goto('/catalog/');
    const link = catalogLink(page, '^="/catalog/"');
    await waitForHydration(link);
    const href = (await link.getAttribute('href'))!;
    const name = (await link.textContent())!.trim();
    // What Chromium's network layer says of each answer for the page's data: from its prefetch cache, or not.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: { type: string; fromPrefetchCache: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ type, response }) => {
      if (new URL(response.url).pathname === dataPath(href)) answers.push({ type, fromPrefetchCache: response.fromPrefetchCache ?? false });
    });

    const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === dataPath(href));
    await link.hover();
    await (await prefetched).finished();
    await link.click();
    await page.getByRole('main').getByRole('heading', { level: 1, name }).waitFor();

    // The guest's data answer may be kept (apps/server/src/page-cache.ts), so the router's own fetch after the click
    // is answered by the prefetch the hover made.
    expect(answers.filter(({ type }) => type === 'Fetch')).toEqual([{ type: 'Fetch', fromPrefetchCache: true }]);
  });

  it('a product card’s plain links fetch the product’s data on hover and open it in the app, not as a new document', async () => {
    const { page } = await openPage();
    await page.goto('/catalog/krepezh/bolty/');
    const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    await waitForHydration(link);
    const href = (await link.getAttribute('href'))!;
    const name = (await link.textContent())!.trim();
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });

    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname === dataPath(href));
    await link.hover();
    await prefetch;
    await link.click();
    await page.getByRole('main').getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    expect(documents).toBe(0);

    await page.goBack();
    await page.getByRole('main').getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog/krepezh/bolty/');
  });

  it('a listing opened in the app shows every card the server renders for it', async () => {
    const { page } = await openPage();
    await page.goto('/catalog/');
    const link = catalogLink(page, '="/catalog/krepezh/bolty/"');
    await waitForHydration(link);
    const html = await (await page.request.get('/catalog/krepezh/bolty/')).text();
    const served = html.match(/<article class="product-card /g)?.length ?? 0;
    expect(served).toBeGreaterThan(8);

    await link.click();
    await page.waitForURL((url) => url.pathname === '/catalog/krepezh/bolty/');
    // The first screen's cards come with the navigation and the rest right after it is painted.
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(served);
  });

  it('renders a clicked listing in the commit after the router’s loading state, which renders no link of the old page again', async () => {
    const { page } = await openPage();
    await page.addInitScript(countCommits);
    await page.goto('/catalog/');
    const link = catalogLink(page, '="/catalog/krepezh/bolty/"');
    await waitForHydration(link);
    const name = (await link.textContent())!.trim();
    const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === dataPath('/catalog/krepezh/bolty/'));
    await link.hover();
    await (await prefetched).finished();

    await page.evaluate((heading) => Object.assign((globalThis as unknown as PageGlobals).__commits, { heading }), name);
    await link.click();
    await page.getByRole('main').getByRole('heading', { level: 1, name }).waitFor();
    // One commit for the loading state, the next one the new page (React Router's transitions rendered the old page once more).
    const commits = await page.evaluate(() => (globalThis as unknown as PageGlobals).__commits);
    expect(commits.atHeading).toBe(2);
    // The loading state renders none of the page's ~40 links again (features/routing/settled-outlet.tsx).
    expect(commits.links[0]).toBe(0);
    // The new page's commit renders its own links, none of the header's and footer's ~20 again (LinkDelegation).
    expect(commits.links[1]).toBeGreaterThan(0);
    expect(commits.shellLinks[1]).toBe(0);
  });

  it('knows every route from the first page: no route is looked up while browsing, so nothing renders the page again for it', async () => {
    const { page } = await openPage();
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__manifest') lookups.push(request.url());
    });
    await page.goto('/catalog/');
    const link = catalogLink(page, '="/catalog/krepezh/bolty/"');
    await waitForHydration(link);
    await link.click();
    await page.getByRole('main').getByRole('article').first().waitFor();
    const product = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const name = (await product.textContent())!.trim();
    await product.click();
    await page.getByRole('main').getByRole('heading', { level: 1, name }).waitFor();
    expect(lookups).toEqual([]);
  });
});

describe('the catalogue’s data', () => {
  /** The values React Router's stream (turbo-stream) flattened a page's own data into: its first line. */
  async function pageData(path: string, route: string, query: Record<string, string> = {}) {
    const answer = await fetch(`${inject('baseUrl')}${dataPath(path)}?${new URLSearchParams({ ...query, _routes: route })}`);
    expect(answer.status, path).toBe(200);
    const values = JSON.parse((await answer.text()).split('\n')[0]!) as unknown[];
    const text = values.find((value): value is string => typeof value === 'string' && value.startsWith('{'));
    return { values: values.length, page: JSON.parse(text ?? 'null') };
  }

  /** A product page's route: one per depth of its category path (app/routes.ts), product-3 under three levels. */
  const productRoute = (url: string) => `product-${url.split('/product/')[0]!.split('/').filter(Boolean).length - 1}`;

  it('comes as one JSON text per page, not a value per field of every card', async () => {
    const listing = await pageData('/catalog/krepezh/bolty/', 'routes/catalog/listing');
    const items = listing.page.listing.items as { url: string; name: string }[];
    expect(items.length).toBeGreaterThan(10);
    // A value per field was ~33 per card: 24 cards made ~800.
    expect(listing.values).toBeLessThan(30);

    const search = await pageData('/search/', 'routes/search', { q: 'болт' });
    expect(search.page.results.items.length).toBeGreaterThan(10);
    expect(search.values).toBeLessThan(30);

    const product = await pageData(items[0]!.url, productRoute(items[0]!.url));
    expect(product.page.detail.product.name).toBe(items[0]!.name);
    expect(product.values).toBeLessThan(30);
  });
});
