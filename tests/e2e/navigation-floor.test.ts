import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenProbe, swapOnClick } from '../../bench/navigation.ts';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

const listing = '/catalog/krepezh/bolty/';
const cards = (html: string) => html.split('<article class="product-card').length - 1;

// The navigation bench's floor (bench/navigation.ts): what the router's navigation painted first, put in place again
// without the store's script.
describe("the navigation bench's floor", () => {
  it("takes the navigation's first frame, not the page it settles into", async () => {
    const { page } = await openPage();
    await page.goto('/catalog/');
    const link = page.getByRole('main').locator(`a[href="${listing}"]:not([tabindex="-1"])`).first();
    await waitForHydration(link);
    const name = (await link.textContent())!.trim();
    await page.evaluate(firstScreenProbe(listing, name));
    await link.click();
    const firstScreen = String(await page.evaluate('window.benchFirstScreen'));

    expect(firstScreen).toContain(`>${name}</h1>`);
    // The listing's other cards come just after its first frame (features/catalog/rest-after-paint.ts).
    await expect.poll(() => page.locator('main article.product-card').count()).toBeGreaterThan(cards(firstScreen));
    expect(cards(firstScreen)).toBeGreaterThan(0);
  });

  it('puts that frame in place on a click, the address changed and the router left out', async () => {
    const { page } = await openPage();
    await page.goto('/catalog/');
    const link = page.getByRole('main').locator(`a[href="${listing}"]:not([tabindex="-1"])`).first();
    await waitForHydration(link);
    const html = '<h1>Болты</h1><p>Первый экран</p>';
    await page.evaluate(swapOnClick(listing, html));
    await link.click();

    await expect.poll(() => page.locator('main h1').textContent()).toBe('Болты');
    expect(await page.locator('main').innerHTML()).toBe(html);
    expect(new URL(page.url()).pathname).toBe(listing);
    // The router keeps a key in each history entry it makes; the floor's entry is the bench's own.
    expect(await page.evaluate('history.state')).toBeNull();
  });
});
