import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/**
 * A product of the bolts' listing whose family has more sizes than a page shows at first (25), with sizes on both
 * sides of it beyond those 25: its table opens scrolled, the current size in the middle.
 */
async function productWithManySizes(page: Page): Promise<{ url: string; total: number }> {
  const listing = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { code: string }[] } };
  for (const { code } of listing.result.items) {
    const detail = (await (await page.request.get(`/api/Catalog/getProduct/?code=${code}`)).json()) as {
      result: { product: { url: string }; related_sizes: { current: boolean }[] };
    };
    const sizes = detail.result.related_sizes;
    const at = sizes.findIndex((size) => size.current);
    if (sizes.length > 25 && at > 12 && at < sizes.length - 13) return { url: detail.result.product.url, total: sizes.length };
  }
  throw new Error('no family with more than 25 sizes among the bolts, and sizes on both sides of one beyond them');
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
    // The box starts at a whole row under its header (whose cells stick to its top), not at a sliver of one.
    const under = await page.locator('.related-sizes__scroll').evaluate((scroll) => {
      const headBottom = scroll.querySelector('thead th')!.getBoundingClientRect().bottom;
      const first = [...scroll.querySelectorAll('tbody tr')].map((tr) => tr.getBoundingClientRect()).find((rect) => rect.bottom > headBottom)!;
      return { scrolled: scroll.scrollTop > 0, headBottom, firstTop: first.top };
    });
    expect(under.scrolled).toBe(true);
    // (offsets are whole pixels: within 2 px of the header)
    expect(Math.abs(under.firstTop - under.headBottom)).toBeLessThan(2);

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
