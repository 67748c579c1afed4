import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { severeFaults } from './support/accessibility.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/** The pages a buyer passes through, whole (header, menus, footer included), not just their main part. */
const shopPages = ['/', '/catalog/', '/catalog/krepezh/bolty/', '/search/?q=болт м10', '/basket/', '/fav/'];

/** A product page's address: the first product of the bolts listing. */
async function productUrl(page: Page): Promise<string> {
  const listing = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { code: string }[] } };
  const detail = (await (await page.request.get(`/api/Catalog/getProduct/?code=${listing.result.items[0]!.code}`)).json()) as {
    result: { product: { url: string } };
  };
  return detail.result.product.url;
}

describe('the shop pages for a screen reader and in both colour modes', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`has no serious or critical axe violations at ${width} px, ${mode}`, async () => {
        const { page, context, baseUrl } = await openPage({ width, mobile: width < 768 });
        // The head script applies the remembered mode from this cookie before paint.
        await context.addCookies([{ name: 'mode', value: mode, url: baseUrl }]);
        const found: string[] = [];
        for (const url of [...shopPages, await productUrl(page)]) {
          await page.goto(url);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await page.locator('html').getAttribute('data-mode')).toBe(mode === 'dark' ? 'dark' : null);
          found.push(...(await severeFaults(page, null)).map((fault) => `${url}: ${fault}`));
        }
        if (width < 768) {
          // The phone's catalogue menu one level in, where «Все товары раздела» leads to the section.
          await page.goto('/');
          const catalogue = page.getByRole('button', { name: 'Каталог', exact: true });
          await waitForHydration(catalogue);
          await catalogue.click();
          const menu = page.getByRole('navigation', { name: 'Меню каталога' });
          await menu.getByRole('listitem').getByRole('button').first().click();
          await menu.getByRole('link', { name: 'Все товары раздела' }).waitFor();
          // Colours are read once the sheet has finished sliding in.
          await menu.evaluate((element) =>
            Promise.all(element.ownerDocument.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished)),
          );
          found.push(...(await severeFaults(page, null)).map((fault) => `the catalogue menu: ${fault}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
});
