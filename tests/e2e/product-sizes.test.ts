import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/** A product of the bolts' listing whose family has more sizes than a page shows at first (25). */
async function productWithManySizes(page: Page): Promise<{ url: string; total: number }> {
  const listing = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { code: string }[] } };
  for (const { code } of listing.result.items) {
    const detail = (await (await page.request.get(`/api/Catalog/getProduct/?code=${code}`)).json()) as {
      result: { product: { url: string }; related_sizes: unknown[] };
    };
    if (detail.result.related_sizes.length > 25) return { url: detail.result.product.url, total: detail.result.related_sizes.length };
  }
  throw new Error('no family with more than 25 sizes among the bolts');
}

const sizeRows = (page: Page) => page.getByRole('region', { name: 'Другие размеры' }).getByRole('row');

describe('other sizes of a product', () => {
  it('shows the sizes nearest the current one, and every size on "Показать все", in place', async () => {
    const { page } = await openPage();
    const { url, total } = await productWithManySizes(page);
    await page.goto(url);
    // A header row and 25 sizes, the current one among them.
    await expect.poll(() => sizeRows(page).count()).toBe(26);
    const all = page.getByRole('link', { name: `Показать все (${total})` });
    await waitForHydration(all);
    // The current size is in view in the table's scrolling box, not below its first rows.
    const current = page.getByRole('region', { name: 'Другие размеры' }).locator('tr:has([aria-current="page"])');
    const box = (await page.locator('.related-sizes__scroll').boundingBox())!;
    const row = (await current.boundingBox())!;
    expect(row.y).toBeGreaterThanOrEqual(box.y);
    expect(row.y + row.height).toBeLessThanOrEqual(box.y + box.height);

    // From the keyboard: the link goes, and the table it opened has the focus.
    await all.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sizeRows(page).count()).toBe(total + 1);
    expect(new URL(page.url()).pathname).toBe(url);
    await expect.poll(() => page.locator('.related-sizes__scroll').evaluate((box) => box === box.ownerDocument.activeElement)).toBe(true);
  });

  it('on a phone shows each size’s stock under it, in one line, and the table fits without scrolling sideways', async () => {
    const { page } = await openPage({ width: 375, height: 800, mobile: true });
    const { url } = await productWithManySizes(page);
    await page.goto(url);
    const region = page.getByRole('region', { name: 'Другие размеры' });
    await expect.poll(() => sizeRows(page).count()).toBe(26);
    expect(await region.getByRole('columnheader', { name: 'Наличие' }).isVisible()).toBe(false);
    const sizeCells = region.locator('tbody tr td:first-child');
    // Each size's cell: its stock words shown, on one line.
    const stock = await sizeCells.evaluateAll((cells) =>
      cells.map((cell) => {
        const words = [...cell.querySelectorAll('span')].find((span) => span.getClientRects().length > 0 && /наличии|заказ/.test(span.textContent ?? ''));
        return words ? words.getClientRects().length : 0;
      }),
    );
    expect(stock).toEqual(stock.map(() => 1));
    expect(await page.locator('.related-sizes__scroll').evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);

    const wide = await openPage({ width: 1280 });
    await wide.page.goto(url);
    await wide.page.getByRole('region', { name: 'Другие размеры' }).getByRole('columnheader', { name: 'Наличие' }).waitFor();
  });

  it('shows every size without JavaScript too: the link is a page of its own', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    const { url, total } = await productWithManySizes(page);
    await page.goto(url);
    await page.getByRole('link', { name: `Показать все (${total})` }).click();
    await page.waitForURL((address) => address.search === '?sizes=all');
    expect(await sizeRows(page).count()).toBe(total + 1);
  });
});
