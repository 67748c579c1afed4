import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/** When the page painted its first content, and when each of its scripts was asked for (ms since navigation). */
interface ScriptTimes {
  firstContentfulPaint: number;
  scripts: { url: string; requestedAt: number }[];
}

/** This file is type-checked without the DOM library: the page's globals it reads. */
interface BrowserGlobals {
  performance: {
    getEntriesByName(name: string): { startTime: number }[];
    getEntriesByType(type: 'resource'): { name: string; startTime: number }[];
  };
}

describe('the page’s JavaScript after its first paint', () => {
  it('asks for no script before the page has painted its content, then hydrates it', async () => {
    const { page } = await openPage({ width: 412, height: 823, mobile: true });
    for (const url of ['/', '/catalog/krepezh/bolty/']) {
      await page.goto(url);
      await waitForHydration(page.getByRole('banner').getByRole('link').first());
      const times = await page.evaluate((): ScriptTimes => {
        const { performance } = globalThis as unknown as BrowserGlobals;
        return {
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
        };
      });
      expect(times.scripts.length).toBeGreaterThan(0);
      for (const script of times.scripts) expect(script.requestedAt, script.url).toBeGreaterThanOrEqual(times.firstContentfulPaint);
    }
  });
});

describe('the scripts’ compile hint', () => {
  const hint = '//# allFunctionsCalledOnLoad\n';

  it('marks every module for eager compilation: those a page runs on load, and those loaded when it is up', async () => {
    const { page } = await openPage();
    const response = await page.goto('/catalog/krepezh/bolty/');
    // The page's modules: the ones its loader preloads and its inert module script imports (scripts-after-paint.ts).
    const onLoad = [...new Set((await response?.text())?.match(/\/assets\/[\w.-]+\.js/g) ?? [])].filter((url) => !url.includes('/manifest-'));
    expect(onLoad.length).toBeGreaterThan(5);
    for (const url of onLoad) expect((await (await page.request.get(url)).text()).startsWith(hint), url).toBe(true);

    // The lead-form dialog (and its zod rules) is loaded once the browser is idle.
    const idleLoaded = () =>
      page.evaluate(
        () =>
          (globalThis as unknown as BrowserGlobals).performance.getEntriesByType('resource').find((entry) => entry.name.includes('/lead-form-dialog-'))?.name ??
          '',
      );
    await expect.poll(idleLoaded).not.toBe('');
    expect((await (await page.request.get(await idleLoaded())).text()).startsWith(hint)).toBe(true);
  });
});
