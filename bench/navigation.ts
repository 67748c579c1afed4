import { chromium } from 'playwright-core';
import { type NavigationPhases, type TraceEvent, navigationPhases } from './navigation-phases.ts';
import { percentile } from './percentile.ts';

export interface NavigationTimes {
  samples: number[];
  p50: number;
  p75: number;
  /** With `trace`: where each navigation's time went. */
  phases: NavigationPhases[];
}

/**
 * In-page script (a string: the bench compiles without the DOM's types): `window.benchPainted` resolves to the
 * milliseconds from the next click to the first frame painted with the listing at `href`, titled `name`. The
 * frame is painted when the next task after its animation frame runs.
 */
const paintProbe = (href: string, name: string) => `
  window.benchPainted = new Promise((resolve) => {
    const href = ${JSON.stringify(href)};
    const name = ${JSON.stringify(name)};
    let clickedAt;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      if (clickedAt === undefined || location.pathname !== href || heading !== name) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  undefined; // the script's value: not the promise, which page.evaluate would wait for
`;

/**
 * In-page script: `window.benchFirstScreen` resolves to the HTML of `main` as the navigation's commit left it, the
 * moment the listing at `href`, titled `name`, is in the page (before anything a page renders after its first frame).
 */
export const firstScreenProbe = (href: string, name: string) => `
  window.benchFirstScreen = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector('main');
      if (location.pathname !== ${JSON.stringify(href)} || main?.querySelector('h1')?.textContent?.trim() !== ${JSON.stringify(name)}) return;
      observer.disconnect();
      resolve(main.innerHTML);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  undefined;
`;

/**
 * In-page script: the next click on the link to `href` puts `html` in `main` as it is, with no script of the store's:
 * the address changes and the page scrolls to the top, as the router's navigation does. The browser's own share of a
 * navigation: parsing, style, layout and paint of what the navigation's first frame shows.
 */
export const swapOnClick = (href: string, html: string) => `
  document.querySelectorAll('main a[href="${href}"]').forEach((link) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      history.pushState(null, '', ${JSON.stringify(href)});
      document.querySelector('main').innerHTML = ${JSON.stringify(html)};
      window.scrollTo(0, 0);
    }),
  );
  undefined;
`;

/**
 * Click → new listing painted, in Debian's Chromium with the CPU slowed `cpuSlowdown` times (a mid-range phone),
 * over `navigations` different categories of the catalogue index. With `hover` the pointer rests on the link until
 * the data React Router fetches on intent has arrived, as a buyer's pointer does before a click; without it the
 * click comes at once (the data is fetched after the click). With `trace` each click is traced (which slows it) and
 * where its time went is returned too (navigation-phases.ts). With `floor` each click instead puts in place, without
 * script, the HTML the router's navigation to that listing painted first (taken from a navigation just before): the
 * least this browser on this machine needs for the same frame, a floor to read the navigation's figure against.
 */
export async function navigationTimes(
  baseUrl: string,
  options: { navigations: number; cpuSlowdown: number; hover: boolean; trace?: boolean; floor?: boolean },
): Promise<NavigationTimes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // The in-page scripts below are strings, which the store's Content-Security-Policy (rightly) refuses to evaluate.
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: 'ru-RU', bypassCSP: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await page.goto('/catalog/');
    const links = page.getByRole('main').locator('a[href^="/catalog/"]:not([tabindex="-1"])');
    const targets = (
      await links.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', name: a.textContent?.trim() ?? '' })))
    ).filter((target, index, all) => target.name && all.findIndex((other) => other.href === target.href) === index);
    if (targets.length === 0) throw new Error('the catalogue index lists no categories');

    const samples: number[] = [];
    const phases: NavigationPhases[] = [];
    for (let n = 0; n < options.navigations; n++) {
      const { href, name } = targets[n % targets.length]!;
      const link = page.getByRole('main').locator(`a[href="${href}"]:not([tabindex="-1"])`).first();
      const openIndex = async () => {
        await page.goto('/catalog/');
        // Hydrated: React's props sit on the node, so the click is the router's, not a full page load.
        await page.waitForFunction(`Object.keys(document.querySelector('main a[href="${href}"]') ?? {}).some((key) => key.startsWith('__reactProps'))`);
        if (options.hover) {
          const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === `${href}_.data`);
          await link.hover();
          await (await prefetched).finished();
        }
      };
      await openIndex();
      if (options.floor) {
        await page.evaluate(firstScreenProbe(href, name));
        await link.click();
        const firstScreen = String(await page.evaluate('window.benchFirstScreen'));
        await openIndex();
        await page.evaluate(swapOnClick(href, firstScreen));
      }
      await page.evaluate(paintProbe(href, name));
      const events: TraceEvent[] = [];
      const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
      if (options.trace) {
        cdp.on('Tracing.dataCollected', collect);
        await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });
      }
      await link.click();
      const painted = Number(await page.evaluate('window.benchPainted'));
      samples.push(Math.round(painted));
      if (options.trace) {
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.end');
        await complete;
        cdp.off('Tracing.dataCollected', collect);
        phases.push(navigationPhases(events, `${href}_.data`, painted));
      }
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { samples, p50: percentile(sorted, 50), p75: percentile(sorted, 75), phases };
  } finally {
    await browser.close();
  }
}
