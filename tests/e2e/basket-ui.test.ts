import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { visitorAgent } from './support/visitor-agent.ts';
import { openBeforeScripts, waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

const listing = '/catalog/krepezh/bolty/';
/** A person's browser: bots (headless Chromium's own agent among them) get no error page, only the status. */

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const addButton = (scope: Page | Locator) => scope.getByRole('button', { name: /^Добавить в корзину: / });
const basketQuantity = (scope: Page | Locator) => scope.getByRole('textbox', { name: /^Количество в корзине/ });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });
const favouritesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Избранное/ });
const productName = async (button: Locator) => ((await button.getAttribute('aria-label')) ?? '').replace('Добавить в корзину: ', '');

/** The visitor's basket as the API answers it, with the browser context's cookies (its session). */
async function basketOf(context: BrowserContext) {
  const answer = await context.request.get('/api/Basket/get/');
  return ((await answer.json()) as { result: { items: { name: string; quantity: number }[]; count: number } }).result;
}

async function favouriteIdsOf(context: BrowserContext) {
  return ((await (await context.request.get('/api/Favourite/getIds/')).json()) as { result: number[] }).result;
}

/** A bolt's page whose table of other sizes has another size in it: the page's address and that size. */
async function productWithOtherSize(page: Page): Promise<{ url: string; other: { id: number; name: string; size: string } }> {
  const section = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { code: string }[] } };
  for (const { code } of section.result.items) {
    const detail = (await (await page.request.get(`/api/Catalog/getProduct/?code=${code}`)).json()) as {
      result: { product: { url: string }; related_sizes: { id: number; name: string; size: string; current: boolean }[] };
    };
    // The size next to the current one: the page shows the sizes nearest it.
    const sizes = detail.result.related_sizes;
    const at = sizes.findIndex((size) => size.current);
    const other = sizes[at + 1] ?? sizes[at - 1];
    if (at >= 0 && other) return { url: detail.result.product.url, other };
  }
  throw new Error('no bolt with another size');
}

/** A listing whose buttons run their scripts. */
async function openListing(page: Page) {
  await page.goto(listing);
  await waitForHydration(addButton(page));
}

describe('basket and favourites on the product surfaces', () => {
  it('a guest adds a bolt from the listing, changes it in the mini-cart, and the product page shows the same quantity', async () => {
    const { page, context } = await openPage();
    await openListing(page);
    const first = cards(page).first();
    const name = await productName(addButton(first));
    await addButton(first).click();

    await page.getByRole('banner').getByRole('link', { name: 'Корзина, 1 товар', exact: true }).waitFor();
    await page
      .getByRole('link', { name: /Перейти в корзину/ })
      .first()
      .waitFor();
    const multiple = Number(await basketQuantity(first).inputValue());
    expect(multiple).toBeGreaterThan(0);

    await cartLink(page).hover();
    const miniCart = page.getByRole('banner').getByRole('region', { name: 'Корзина' });
    await miniCart.getByRole('link', { name }).waitFor();
    await miniCart.getByRole('button', { name: 'Увеличить' }).click();
    await expect.poll(() => basketQuantity(miniCart).inputValue()).toBe(String(2 * multiple));
    // The listing's stepper is bound to the same line.
    await expect.poll(() => basketQuantity(first).inputValue()).toBe(String(2 * multiple));
    await expect.poll(async () => (await basketOf(context)).items.map((line) => [line.name, line.quantity])).toEqual([[name, 2 * multiple]]);

    await miniCart.getByRole('link', { name }).click();
    await page.waitForURL(/\/product\//);
    const buy = page.getByRole('complementary', { name: 'Цена и наличие' });
    await expect.poll(() => basketQuantity(buy).inputValue()).toBe(String(2 * multiple));
    await page.reload();
    await expect.poll(() => basketQuantity(buy).inputValue()).toBe(String(2 * multiple));
    await expect(buy.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).resolves.toBe('/basket/');

    // 0 in the product page's stepper takes the line out: the button is back and the header count goes.
    await basketQuantity(buy).fill('0');
    await basketQuantity(buy).press('Enter');
    await addButton(buy).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Корзина', exact: true }).waitFor();
    await expect.poll(async () => (await basketOf(context)).count).toBe(0);
  });

  it('adds from the product page with the chosen quantity, stepping by the pack multiple', async () => {
    const { page, context } = await openPage();
    await openListing(page);
    const link = cards(page).nth(2).getByRole('heading').getByRole('link');
    const name = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/product\//);
    const buy = page.getByRole('complementary', { name: 'Цена и наличие' });
    await waitForHydration(addButton(buy));
    const chosen = buy.getByRole('textbox', { name: /^Количество, / });
    const multiple = Number(await chosen.inputValue());
    await buy.getByRole('button', { name: 'Увеличить' }).click();
    await expect.poll(() => chosen.inputValue()).toBe(String(2 * multiple));
    await addButton(buy).click();
    await expect.poll(() => basketQuantity(buy).inputValue()).toBe(String(2 * multiple));
    await expect.poll(async () => (await basketOf(context)).items.map((line) => [line.name, line.quantity])).toEqual([[name, 2 * multiple]]);
  });

  it('keeps favourites from a card and from the product page, the header count following', async () => {
    const { page, context } = await openPage();
    await openListing(page);
    const first = cards(page).first();
    await first.getByRole('button', { name: 'В избранное' }).click();
    await expect.poll(() => first.getByRole('button', { name: 'Убрать из избранного' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('banner').getByRole('link', { name: 'Избранное, 1 товар', exact: true }).waitFor();

    await cards(page).nth(1).getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/product\//);
    const buy = page.getByRole('complementary', { name: 'Цена и наличие' });
    await buy.getByRole('button', { name: 'В избранное' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Избранное, 2 товара', exact: true }).waitFor();
    await expect.poll(async () => (await favouriteIdsOf(context)).length).toBe(2);

    await buy.getByRole('button', { name: 'Убрать из избранного' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Избранное, 1 товар', exact: true }).waitFor();
    await page.reload();
    await expect(favouritesLink(page).getAttribute('href')).resolves.toBe('/fav/');
    await page.getByRole('banner').getByRole('link', { name: 'Избранное, 1 товар', exact: true }).waitFor();
  });

  it('adds to the basket and the favourites with JavaScript off: plain forms, back to the listing', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(listing);
    const first = cards(page).first();
    const name = await productName(addButton(first));
    await addButton(first).click();
    await page.waitForURL((url) => url.pathname === listing);
    await expect.poll(async () => (await basketOf(context)).items.map((line) => line.name)).toEqual([name]);

    await cards(page).first().getByRole('button', { name: 'В избранное' }).click();
    await page.waitForURL((url) => url.pathname === listing);
    await expect.poll(async () => (await favouriteIdsOf(context)).length).toBe(1);

    // Sent again, the same form adds another pack to the same line.
    const quantity = (await basketOf(context)).items[0]!.quantity;
    await addButton(cards(page).first()).click();
    await page.waitForURL((url) => url.pathname === listing);
    await expect.poll(async () => (await basketOf(context)).items.map((line) => line.quantity)).toEqual([2 * quantity]);
  });

  it('a «В корзину» pressed before the page’s script ran is confirmed on the page it comes back to, once', async () => {
    const { page, context } = await openPage();
    await openBeforeScripts(page, listing);
    const name = await productName(addButton(cards(page).first()));
    // The confirmation shows for 4 s once the returned page has loaded its basket: watched for from the press on.
    const confirmed = page
      .getByRole('region', { name: /^Уведомления/ })
      .getByRole('listitem')
      .filter({ hasText: 'Товар добавлен в корзину' })
      .waitFor();
    await addButton(cards(page).first()).click();

    await confirmed;
    expect(new URL(page.url()).hash).toMatch(/^#product-\d+$/);
    await page.getByRole('banner').getByRole('link', { name: 'Корзина, 1 товар', exact: true }).waitFor();
    await expect.poll(async () => (await basketOf(context)).items.map((line) => line.name)).toEqual([name]);
    // Said once: the word the redirect left is gone, so a reload says nothing again.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('flash');
  });

  it('with JavaScript off, a change from a card far down the listing comes back to that card, not to the page’s top', async () => {
    const { page, context } = await openPage({ width: 360, height: 740, mobile: true, javaScriptEnabled: false });
    await page.goto(listing);
    const far = cards(page).nth(10);
    const name = await productName(addButton(far));
    await addButton(far).click();
    await page.waitForURL((url) => url.pathname === listing && url.hash.startsWith('#product-'));
    await expect.poll(async () => (await basketOf(context)).items.map((line) => line.name)).toEqual([name]);
    // The card the buyer pressed is on the screen again.
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    const box = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(740);

    // The heart's form brings the same page again: wait for it to have loaded.
    const reloaded = page.waitForEvent('load');
    await card.getByRole('button', { name: 'В избранное' }).click();
    await reloaded;
    await expect.poll(async () => (await favouriteIdsOf(context)).length).toBe(1);
    expect(new URL(page.url()).hash).toMatch(/^#product-\d+$/);
    expect((await card.boundingBox())!.y).toBeLessThan(740);
  });

  it('with JavaScript off, a change on a phone’s product page comes back to the price box, or to the other size’s row', async () => {
    const { page, context } = await openPage({ width: 360, height: 740, mobile: true, javaScriptEnabled: false });
    const { url, other } = await productWithOtherSize(page);
    await page.goto(url);
    const topInView = async (locator: Locator) => {
      const { y } = (await locator.boundingBox())!;
      return y >= 0 && y < 740;
    };

    const buy = page.getByRole('complementary', { name: 'Цена и наличие' });
    const name = await productName(addButton(buy));
    await addButton(buy).click();
    await page.waitForURL((address) => address.pathname === url && address.hash.startsWith('#product-'));
    await expect.poll(async () => (await basketOf(context)).items.map((line) => line.name)).toEqual([name]);
    expect(await topInView(buy)).toBe(true);

    // Another size put in the basket from the table further down: back at its row, not at the page's top.
    const sizes = page.getByRole('region', { name: 'Другие размеры' });
    const row = sizes.getByRole('row').filter({ has: page.getByRole('link', { name: other.size, exact: true }) });
    await addButton(row).click();
    await page.waitForURL((address) => address.hash === `#product-${other.id}`);
    await expect.poll(async () => (await basketOf(context)).items.map((line) => line.name).sort()).toEqual([name, other.name].sort());
    expect(await topInView(row)).toBe(true);
    // Below the table's sticky header, not under it.
    const header = (await sizes.getByRole('row').first().boundingBox())!;
    expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });

  it('says why a change sent without JavaScript was refused, with the way back', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(listing);
    // A form naming a product the store does not have (as an outdated page would).
    const answer = await page.request.post('/basket/change/', {
      form: { id: '2000000000', quantity: '1', back: listing },
      headers: { 'user-agent': visitorAgent },
    });
    expect(answer.status()).toBe(404);
    await page.setContent(await answer.text());
    await page.getByRole('heading', { name: 'Товар не добавлен в корзину' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Товар не найден' }).waitFor();
    await expect(page.getByRole('link', { name: 'Вернуться к покупкам' }).getAttribute('href')).resolves.toBe(listing);

    const elsewhere = await page.request.post('/fav/change/', { form: { id: 'x', back: 'https://evil.example/' }, headers: { 'user-agent': visitorAgent } });
    expect(elsewhere.status()).toBe(400);
    await page.setContent(await elsewhere.text());
    await page.getByRole('alert').filter({ hasText: 'Некорректный идентификатор' }).waitFor();
    // The form's own target was another site: it goes to the favourites instead.
    await expect(page.getByRole('link', { name: 'Вернуться к покупкам' }).getAttribute('href')).resolves.toBe('/fav/');
  });
});
