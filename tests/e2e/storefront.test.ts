import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from './support/browser.ts';
import { visitorAgent } from './support/visitor-agent.ts';
import { openBeforeScripts, waitForHydration } from './support/hydration.ts';
import { signIn } from './support/sign-in.ts';

afterAll(() => closeBrowser());

const pathDepth = (url: string) => new URL(url).pathname.split('/').filter(Boolean).length;
const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** Prices of the listed products as shown (the discounted one when there is a discount). */
async function listedPrices(page: Page): Promise<number[]> {
  const cards = page.getByRole('main').getByRole('article');
  const texts = await cards.evaluateAll((articles) =>
    articles.map(
      (article) =>
        [...article.querySelectorAll('span')].map((span) => span.textContent ?? '').find((text) => /₽/.test(text) && !/Цена без скидки/.test(text)) ?? '',
    ),
  );
  return texts.map(money);
}

describe('storefront journeys', () => {
  it('home → mega-menu three levels down → filter by diameter → sort by price → product', async () => {
    const { page } = await openPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBeGreaterThan(0);

    // The menu button opens the menu once the page's scripts run.
    const catalogue = page.getByRole('button', { name: 'Каталог', exact: true });
    await waitForHydration(catalogue);
    await catalogue.click();
    const menu = page.getByRole('navigation', { name: 'Меню каталога' });
    const deepLinks = menu.locator('a[href^="/catalog/"]');
    await menu.getByRole('link').first().hover();
    const hrefs = await deepLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const third = hrefs.find((href) => href.split('/').filter(Boolean).length === 4);
    expect(third, 'a third-level category in the menu').toBeTruthy();
    await menu.locator(`a[href="${third}"]`).first().click();
    await page.waitForURL((url) => url.pathname === third);
    expect(pathDepth(page.url())).toBe(4);

    // Back up to the second level, which has enough products to filter and sort.
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link');
    const parent = (await crumbs.last().innerText()).trim();
    await crumbs.last().click();
    await page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length === 3);
    // The URL changes before React commits the new page: a filter clicked in between may be the old page's, replaced
    // under the pointer between Playwright's check of the point and its click. Wait for the new page's heading.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(parent);

    const diameter = page.getByRole('group', { name: 'Диаметр' });
    const option = diameter.getByRole('checkbox').first();
    const label = (await diameter.locator('label').first().innerText()).split('\n')[0]!.trim();
    await option.click();
    await page.waitForURL(/diameter=/);
    const cards = page.getByRole('main').getByRole('article');
    // The URL changes before React commits the new list: wait for the list itself.
    await expect
      .poll(async () => {
        const texts = await cards.evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
        return texts.length > 0 && texts.every((text) => text.includes(label));
      })
      .toBe(true);
    await expect(option.isChecked()).resolves.toBe(true);

    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await expect
      .poll(async () => {
        const prices = await listedPrices(page);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);

    const firstProduct = cards.first().getByRole('heading').getByRole('link');
    const name = (await firstProduct.innerText()).trim();
    await firstProduct.click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    await expect(page.getByRole('tab').count()).resolves.toBeGreaterThan(0);

    // The 'Документы' tab: the family's certificate downloads as the PDF it says it is.
    await page.getByRole('tab', { name: 'Документы' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Скачать: Сертификат соответствия / }).click();
    expect((await download).suggestedFilename()).toMatch(/^sertifikat-.+\.pdf$/);
  });

  it('redirects a path without the trailing slash, keeping the query', async () => {
    const response = await fetch(`${inject('baseUrl')}/catalog?sort=price_asc`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/catalog/?sort=price_asc');
  });

  it('applies the redirect look-up of a path', async () => {
    const response = await fetch(`${inject('baseUrl')}/sale/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/catalog/');
  });

  it('shows "Страница не найдена" with status 404 and a way home', async () => {
    const { page } = await openPage();
    // Headless Chromium announces itself as HeadlessChrome, which isbot counts as a bot.
    await page.setExtraHTTPHeaders({ 'user-agent': visitorAgent });
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'На главную' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('answers an unknown service with the 404 page and its title', async () => {
    const response = await fetch(`${inject('baseUrl')}/services/no-such-service/`, { headers: { 'user-agent': visitorAgent } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Страница не найдена — КрепКомплект');
    expect(html).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
  });

  it("lets a crawler reach every category through the pages' own links (the menu loads its tree only when opened)", async () => {
    const base = inject('baseUrl');
    type Node = { url: string; subcategories: Node[] };
    const tree = ((await (await fetch(`${base}/api/Section/getCatalogCategories/`)).json()) as { result: Node[] }).result;
    const expected = new Set<string>();
    const walk = (nodes: Node[]): void => {
      for (const node of nodes) {
        expected.add(node.url);
        walk(node.subcategories);
      }
    };
    walk(tree);
    // Follow links in the server's HTML alone (no JavaScript), from the home page through the category pages.
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0) {
      const html = await (await fetch(`${base}${queue.shift()}`, { headers: { 'user-agent': visitorAgent } })).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/catalog\/[^"?#]*)"/g)) {
        if (!href || seen.has(href) || href.includes('/product/')) continue;
        seen.add(href);
        queue.push(href);
      }
    }
    expect([...expected].filter((url) => !seen.has(url))).toEqual([]);
  });

  it('gives a bot the 404 status without the error page', async () => {
    const response = await fetch(`${inject('baseUrl')}/no-such-page/`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Страница не найдена');
  });

  it('on 320 and 360 px phones the header’s icons keep their size and its rows fit within the page’s margins', async () => {
    // The page's side margins are 16 px on phones; signed in, the avatar takes the sign-in icon's place.
    const rowsEdges = (page: Page) =>
      page.locator('header .site-header__row > *').evaluateAll((cells) => ({ right: Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)) }));
    for (const width of [320, 360]) {
      const { page } = await openPage({ width, height: 740, mobile: true });
      await page.goto('/catalog/');
      const header = page.locator('header').first();
      const icons = [header.getByRole('button', { name: 'Каталог', exact: true }), header.getByRole('link', { name: 'Войти' })];
      for (const icon of icons) await expect(icon.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width)).resolves.toBe(20);
      await expect(page.evaluate('document.documentElement.scrollWidth')).resolves.toBe(width);
      expect((await rowsEdges(page)).right, `a guest, ${width} px`).toBeLessThanOrEqual(width - 16);

      await signIn(page, 'director@example.ru');
      await page.goto('/catalog/');
      await header.getByRole('link', { name: /^Меню пользователя/ }).waitFor();
      expect((await rowsEdges(page)).right, `signed in, ${width} px`).toBeLessThanOrEqual(width - 16);
      await expect(page.evaluate('document.documentElement.scrollWidth')).resolves.toBe(width);
    }
  });

  it('on a 1024 px desktop the navbar keeps each link, the phone and the forms on one line', async () => {
    const { page } = await openPage({ width: 1024, height: 768 });
    await page.goto('/');
    const items = page.locator('.navbar li, .navbar__city');
    await items.first().waitFor();
    // A single line of the navbar's 13 px text is under 32 px high (the contacts' least height); two are more.
    const heights = await items.evaluateAll((elements) =>
      elements.map((element) => `${element.textContent?.trim()}: ${Math.round(element.getBoundingClientRect().height)}`),
    );
    expect(heights.filter((item) => Number(item.split(': ').at(-1)) > 32)).toEqual([]);
    await expect(page.evaluate('document.documentElement.scrollWidth')).resolves.toBe(1024);
  });

  it('the search page’s heading stands as far below the header as the basket page’s, on a phone and a desktop', async () => {
    // The search page has no breadcrumbs, which space the catalogue's other headings from the header.
    for (const viewport of [
      { width: 360, height: 740, mobile: true },
      { width: 1440, height: 900 },
    ]) {
      const { page } = await openPage(viewport);
      const gapBelowHeader = async (path: string) => {
        await page.goto(path);
        const header = (await page.getByRole('banner').boundingBox())!;
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        return Math.round(heading.y - (header.y + header.height));
      };
      const basket = await gapBelowHeader('/basket/');
      expect(basket, `${viewport.width} px`).toBeGreaterThanOrEqual(16);
      await expect(gapBelowHeader('/search/?q=гайка м8'), `${viewport.width} px`).resolves.toBe(basket);
    }
  });

  it('on a 1024 × 768 screen a product page shows its price and «В корзину» in the first screen', async () => {
    const { page } = await openPage({ width: 1024, height: 768 });
    const listing = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { url: string }[] } };
    await page.goto(listing.result.items[0]!.url);
    const buy = page.getByRole('complementary', { name: 'Цена и наличие' });
    const button = (await buy.getByRole('button', { name: /^Добавить в корзину/ }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(768);
  });

  it('on a 412 px phone a product page’s pictures, price and properties each take the page’s width', async () => {
    const { page } = await openPage({ width: 412, height: 915, mobile: true });
    const listing = (await (await page.request.get('/api/Catalog/getSection/?path=krepezh%2Fbolty')).json()) as { result: { items: { url: string }[] } };
    await page.goto(listing.result.items[0]!.url);
    const widthOf = async (selector: string) => Math.round((await page.locator(selector).first().boundingBox())!.width);
    const full = await widthOf('.product__top');
    expect([await widthOf('.gallery'), await widthOf('.product__buy'), await widthOf('.product__summary .characteristic-list')]).toEqual([full, full, full]);
  });

  it('on a 768 px tablet the home page’s quick search keeps each field’s label on one line', async () => {
    const { page } = await openPage({ width: 768, height: 1024 });
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Быстрый поиск крепежа' });
    const labels = form.locator('label');
    await labels.first().waitFor();
    // One line of the labels' text is 20 px high.
    const tall = await labels.evaluateAll((elements) =>
      elements.filter((label) => label.getBoundingClientRect().height > 24).map((label) => label.textContent),
    );
    expect(tall).toEqual([]);
  });

  it('on a phone the quick search opens from its heading row, a button with a focus ring; wider, it stands open under a plain heading', async () => {
    const { page } = await openPage({ width: 375, height: 800, mobile: true });
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Быстрый поиск крепежа' });
    const toggle = block.getByRole('button', { name: 'Быстрый поиск крепежа' });
    const standard = block.getByRole('textbox', { name: 'Стандарт' });
    await waitForHydration(toggle);
    expect([await toggle.getAttribute('aria-expanded'), await standard.isVisible()]).toEqual(['false', false]);
    await toggle.click();
    await standard.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Reached by keyboard, it shows the one focus ring every control has.
    await standard.focus();
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() =>
        toggle.evaluate((button) => [button === button.ownerDocument.activeElement, button.ownerDocument.defaultView!.getComputedStyle(button).outlineStyle]),
      )
      .toEqual([true, 'solid']);

    const wide = await openPage({ width: 1280 });
    await wide.page.goto('/');
    const open = wide.page.getByRole('region', { name: 'Быстрый поиск крепежа' });
    await open.getByRole('textbox', { name: 'Стандарт' }).waitFor();
    expect(await open.getByRole('button', { name: 'Быстрый поиск крепежа' }).count()).toBe(0);
    expect(await open.getByRole('heading', { name: 'Быстрый поиск крепежа' }).isVisible()).toBe(true);
  });

  it('on a 320 px phone two product cards a row hold everything inside their borders', async () => {
    const { page } = await openPage({ width: 320, height: 740, mobile: true });
    await page.goto('/catalog/krepezh/bolty/?view=card');
    // What reaches past a card's inner edge (its border and padding): a picture, a property, the price, the button.
    const spills = await page.locator('.listing__items--card .product-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const style = card.ownerDocument.defaultView!.getComputedStyle(card);
        const inner = card.getBoundingClientRect().right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
        return [...card.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > inner + 0.5)
          .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`);
      }),
    );
    expect(spills).toEqual([]);
  });

  it('draws the sort’s arrow in the colour mode’s muted colour, beside the chosen order', async () => {
    const colours: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const { page, context, baseUrl } = await openPage();
      await context.addCookies([{ name: 'mode', value: mode, url: baseUrl }]);
      await page.goto('/catalog/krepezh/bolty/');
      const sort = page.getByRole('combobox', { name: 'Сортировка' });
      const arrow = page.locator('.listing-toolbar__sort svg');
      const muted = await page.locator('.listing-toolbar__count').evaluate((count) => count.ownerDocument.defaultView!.getComputedStyle(count).color);
      const colour = await arrow.evaluate((svg) => svg.ownerDocument.defaultView!.getComputedStyle(svg).color);
      expect(colour, mode).toBe(muted);
      colours.push(colour);
      // In the select's end padding (36 px), where the chosen order's text never runs.
      const [box, arrowBox] = [(await sort.boundingBox())!, (await arrow.boundingBox())!];
      expect(arrowBox.x, mode).toBeGreaterThanOrEqual(box.x + box.width - 36);
      expect(arrowBox.x + arrowBox.width, mode).toBeLessThan(box.x + box.width);
      expect(arrowBox.y, mode).toBeGreaterThan(box.y);
      expect(arrowBox.y + arrowBox.height, mode).toBeLessThan(box.y + box.height);
    }
    // Each mode its own muted colour.
    expect(colours[0]).not.toBe(colours[1]);
  });

  it('on a 375 px phone the menu goes level by level', async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await page.goto('/');
    const catalogue = page.getByRole('button', { name: 'Каталог', exact: true });
    await waitForHydration(catalogue);
    await catalogue.click();
    const menu = page.getByRole('navigation', { name: 'Меню каталога' });
    await expect(menu.getByRole('heading', { name: 'Каталог' }).isVisible()).resolves.toBe(true);

    await menu.getByRole('listitem').getByRole('button').first().click();
    await expect(menu.getByRole('button', { name: 'Назад' }).isVisible()).resolves.toBe(true);
    await menu.getByRole('listitem').getByRole('button').first().click();
    const leaf = menu.getByRole('listitem').getByRole('link').nth(1);
    await leaf.click();
    await page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length === 4);
    await expect(menu.isVisible()).resolves.toBe(false);
  });

  it('the menu button pressed before the page’s script ran leads to the catalogue’s page', async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await openBeforeScripts(page, '/');
    await page.getByRole('button', { name: 'Каталог', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/catalog/');
    await page.getByRole('heading', { level: 1, name: 'Каталог' }).waitFor();
  });
});
