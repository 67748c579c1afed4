import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { severeFaults } from './support/accessibility.ts';
import { closeBrowser, openPage } from './support/browser.ts';
import { signUpBuyer } from './support/sign-up.ts';
import { sidewaysScroll } from './support/layout.ts';
import { visitorAgent } from './support/visitor-agent.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

const signUp = (context: BrowserContext) => signUpBuyer(context, 'news', '958');

const profileMenu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

describe('/profile/news/', () => {
  it('marks the menu while there is unread news; reading the list puts the mark out and each item opens', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    await page.goto('/profile/');
    const unread = profileMenu(page).getByRole('link', { name: /^Новости\s*, есть новое$/ });
    await waitForHydration(unread);
    await unread.click();
    await page.waitForURL((url) => url.pathname === '/profile/news/');
    await page.getByRole('heading', { level: 1, name: 'Новости' }).waitFor();
    const cards = page.getByRole('list', { name: 'Новости магазина' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);
    // Everything is new to a reader who never opened the list.
    expect(await cards.first().getByText('Новое').isVisible()).toBe(true);
    expect(await profileMenu(page).getByRole('link', { name: 'Новости', exact: true }).isVisible()).toBe(true);

    const title = await cards.first().getByRole('heading').innerText();
    await cards.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.prose p').count()).toBeGreaterThan(0);
    // Left the list: the menu asked again, and there is nothing new any more.
    expect(await profileMenu(page).getByRole('link', { name: 'Новости', exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Все новости' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/news/');
    await expect.poll(() => page.getByText('Новое').count()).toBe(0);

    // A reload of the profile confirms the server remembers the visit.
    await page.goto('/profile/');
    expect(await profileMenu(page).getByRole('link', { name: 'Новости', exact: true }).isVisible()).toBe(true);
    expect(
      await profileMenu(page)
        .getByRole('link', { name: /есть новое/ })
        .count(),
    ).toBe(0);
  });

  it('answers an address of news that does not exist with the 404 page', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    await page.setExtraHTTPHeaders({ 'user-agent': visitorAgent });
    const answer = await page.goto('/profile/news/net-takoy-novosti/');
    expect(answer!.status()).toBe(404);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  });
});

describe('/profile/promo/', () => {
  it('lists the running promotions and applies a promotion’s code to the basket from its page', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    await page.goto('/profile/');
    await profileMenu(page).getByRole('link', { name: 'Акции' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/promo/');
    const cards = page.getByRole('list', { name: 'Акции магазина' }).getByRole('article');
    const krep10 = cards.filter({ hasText: 'Промокод KREP10' });
    await krep10.waitFor();
    await krep10.getByRole('link').click();
    const code = page.getByRole('region', { name: 'Промокод' });
    await code.getByText('KREP10', { exact: true }).waitFor();

    // An empty basket takes no code: the page says why and stays.
    const apply = page.getByRole('button', { name: 'Применить в корзине' });
    await waitForHydration(apply);
    await apply.click();
    await page.getByRole('alert').filter({ hasText: 'Добавьте товары в корзину, чтобы применить промокод' }).waitFor();

    const listing = await context.request.get('/api/Catalog/getSection/?sort=price_asc&in_stock=1');
    const product = ((await listing.json()) as { result: { items: { id: number }[] } }).result.items[0]!;
    expect((await context.request.post('/api/Basket/add/', { data: { id: product.id, quantity: 10 } })).status()).toBe(200);
    await apply.click();
    await page.waitForURL((url) => url.pathname === '/basket/');
    await page.getByText('KREP10').first().waitFor();
    const basket = (await (await context.request.get('/api/Basket/get/')).json()) as { result: { discount: number; promocode_info: unknown } };
    expect(basket.result.discount).toBeGreaterThan(0);
  });
});

describe('/profile/knowledge/', () => {
  it('opens from the menu; a link of the contents leads to its article', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    await page.goto('/profile/');
    await profileMenu(page).getByRole('link', { name: 'База знаний' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/knowledge/');
    const contents = page.getByRole('navigation', { name: 'Содержание' });
    await contents.getByRole('link', { name: 'Моменты затяжки болтов класса 8.8' }).click();
    await page.waitForURL((url) => url.hash === '#momenty-zatyazhki');
    const article = page.getByRole('article', { name: 'Моменты затяжки болтов класса 8.8' });
    await expect.poll(() => article.evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBeLessThan(100);
    expect(await article.getByRole('table').getByRole('cell', { name: 'М10', exact: true }).isVisible()).toBe(true);
  });
});

describe('news, promotions and the knowledge base on a phone and for assistive technology', () => {
  it('fit a 320 px phone with the menu’s news mark showing, and have no serious accessibility faults', async () => {
    const { page, context } = await openPage({ width: 320, height: 740, mobile: true });
    await signUp(context);
    // The menu's strip scrolls inside itself: the dot's hidden words do not widen the page.
    await page.goto('/profile/');
    await profileMenu(page)
      .getByRole('link', { name: /есть новое/ })
      .waitFor({ state: 'attached' });
    expect(await sidewaysScroll(page)).toBe(0);
    for (const path of ['/profile/news/', '/profile/news/sklad-ekaterinburg/', '/profile/promo/', '/profile/promo/opt-5000/', '/profile/knowledge/']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await sidewaysScroll(page), path).toBe(0);
      // The menu's strip shows the current page's item, scrolled into it when it lies past the phone's edge.
      const inView = async () => {
        const current = (await profileMenu(page).locator('[aria-current="page"]').boundingBox())!;
        return current.x >= 0 && current.x + current.width <= 320;
      };
      await expect.poll(inView, { message: path, timeout: 30_000 }).toBe(true);
      expect(await severeFaults(page), path).toEqual([]);
    }
  });

  it('applies a promotion’s code before scripts run, and says an ended promotion is over', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await signUp(context);
    const listing = await context.request.get('/api/Catalog/getSection/?sort=price_asc&in_stock=1');
    const product = ((await listing.json()) as { result: { items: { id: number }[] } }).result.items[0]!;
    expect((await context.request.post('/api/Basket/add/', { data: { id: product.id, quantity: 10 } })).status()).toBe(200);
    await page.setExtraHTTPHeaders({ 'user-agent': visitorAgent });
    await page.goto('/profile/promo/skidka-10-na-ves-krepezh/');
    await page.getByRole('button', { name: 'Применить в корзине' }).click();
    await page.waitForURL((url) => url.pathname === '/basket/');
    const basket = (await (await context.request.get('/api/Basket/get/')).json()) as { result: { discount: number } };
    expect(basket.result.discount).toBeGreaterThan(0);

    await page.goto('/profile/promo/novogodnyaya-skidka-15/');
    await page.getByRole('status').filter({ hasText: 'Акция завершилась.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Применить в корзине' }).count()).toBe(0);
  });
});
