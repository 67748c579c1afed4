import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';

afterAll(() => closeBrowser());

/** The pages a buyer passes through, whole (header, menus, footer included), not just their main part. */
const shopPages = ['/', '/catalog/krepezh/bolty/', '/search/?q=болт м10', '/basket/', '/fav/'];

/** Serious and critical axe findings on the page as it is, one line each with the elements concerned. */
async function severeViolations(page: Page, label: string): Promise<string[]> {
  // axe maps every element's box once, before rows skipped by `content-visibility: auto` are laid out, and would
  // then find a row's text over the previous row's button: lay them all out for the check.
  await page.addStyleTag({ content: '.listing__items > li { content-visibility: visible !important }' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')} (${violation.nodes[0]?.failureSummary})`,
    );
}

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
          found.push(...(await severeViolations(page, url)));
        }
        expect(found).toEqual([]);
      });
    }
  }
});
