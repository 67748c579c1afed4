import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/** Each icon on screen: its reference, whether the document holds the symbol it names, and the drawing's width. */
function drawnIcons(page: Page) {
  return page.locator('svg.ui-icon use').evaluateAll((uses) =>
    uses
      .filter((use) => use.parentElement!.getBoundingClientRect().width > 0)
      .map((use) => {
        const href = use.getAttribute('href') ?? '';
        const symbol = href.startsWith('#') ? use.ownerDocument.getElementById(href.slice(1)) : null;
        return { href, inDocument: symbol?.tagName === 'symbol', width: (use as unknown as { getBBox(): { width: number } }).getBBox().width };
      }),
  );
}

describe('icons', () => {
  it("draw from the page's own sprite: every symbol once, no sprite file, none lost after a navigation", async () => {
    const { page } = await openPage();
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (/^\/assets\/.*\.svg$/.test(new URL(request.url()).pathname)) spriteRequests.push(request.url());
    });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    const html = await (await page.goto('/catalog/krepezh/bolty/'))!.text();
    expect(html.match(/<symbol id="icon-cart"/g)).toHaveLength(1);

    const header = page.getByRole('banner');
    await waitForHydration(header.getByRole('link', { name: /Корзина/ }));
    const onLoad = await drawnIcons(page);
    expect(onLoad.length).toBeGreaterThan(5);
    expect(onLoad.filter((icon) => !icon.inDocument || icon.width === 0)).toEqual([]);
    // The paths come with the page only: none of the scripts it loaded carries them.
    const cart = (await page.locator('#icon-cart path').getAttribute('d'))!;
    const carrying = (await Promise.all(scripts.map(async (script) => ((await script.text()).includes(cart) ? script.url() : null)))).filter(Boolean);
    expect(scripts.length).toBeGreaterThan(0);
    expect(carrying).toEqual([]);

    // The router's navigation renders new icons; hydration kept the symbols the server wrote (the browser's
    // JavaScript has none of its own).
    await page.getByRole('main').getByRole('link', { name: 'Крепёж', exact: true }).first().click();
    await page.waitForURL('**/catalog/krepezh/');
    await page.getByRole('heading', { level: 1, name: 'Крепёж' }).waitFor();
    const afterNavigation = await drawnIcons(page);
    expect(afterNavigation.length).toBeGreaterThan(5);
    expect(afterNavigation.filter((icon) => !icon.inDocument || icon.width === 0)).toEqual([]);
    expect(spriteRequests).toEqual([]);
  });
});
