import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';

afterAll(() => closeBrowser());

/** The pages a buyer lands on: home, a listing and a product (the first of that listing). */
async function landingPages(page: Page): Promise<string[]> {
  const listing = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { url: string }[] } };
  return ['/', '/catalog/krepezh/bolty/', listing.result.items[0]!.url];
}

/** What the page's script sees (this file is type-checked without the DOM library). */
interface BrowserGlobals {
  document: { fonts: { ready: Promise<unknown> } };
  requestAnimationFrame(callback: () => void): void;
  PerformanceObserver: new (
    callback: (list: { getEntries(): { value: number; hadRecentInput: boolean }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  layoutShifts: number[];
}

describe('layout stability', () => {
  it('does not move the page when the web fonts arrive late', async () => {
    // A phone on a slow connection: the fonts come long after the first paint. With `font-display: swap` the
    // late Inter rewraps lines (the product page's meta line moved its whole first screen down).
    const { page } = await openPage({ width: 412, height: 823, mobile: true });
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const browser = globalThis as unknown as BrowserGlobals;
      browser.layoutShifts = [];
      new browser.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) browser.layoutShifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of await landingPages(page)) {
      const fonts = page.waitForResponse((response) => response.url().includes('inter-latin'));
      await page.goto(url);
      await fonts;
      // Two frames after the fonts are in: time for a swap to lay the page out again and report the shift.
      const total = await page.evaluate(async () => {
        const browser = globalThis as unknown as BrowserGlobals;
        await browser.document.fonts.ready;
        await new Promise((resolve) => browser.requestAnimationFrame(() => browser.requestAnimationFrame(() => resolve(undefined))));
        return browser.layoutShifts.reduce((sum, value) => sum + value, 0);
      });
      expect(total, url).toBeLessThan(0.01);
    }
  });

  it("draws a price's rouble sign in the site's font, not a system one", async () => {
    const { page } = await openPage();
    // Once the fonts are in the cache: an `optional` face that came late on a busy machine is left out of that page.
    await page.goto('/catalog/krepezh/bolty/');
    await page.evaluate('document.fonts.ready.then(() => true)');
    await page.reload();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.price__current' });
    expect(await page.locator('.price__current').first().textContent()).toContain('₽');
    // The fonts the browser drew the price's text with, and how many of its glyphs each.
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((font) => [font.familyName, font.isCustomFont])).toEqual([['Inter', true]]);
  });
});
