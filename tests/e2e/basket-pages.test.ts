import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { sidewaysScroll } from './support/layout.ts';
import { waitForHydration } from './support/hydration.ts';
import { signIn } from './support/sign-in.ts';
import { severeFaults } from './support/accessibility.ts';

afterAll(() => closeBrowser());

interface Product {
  id: number;
  name: string;
  unit: string;
  order_multiple: number;
  stock: number;
}

/** Cheap products in stock, from the catalogue's own listing. */
async function productsInStock(context: BrowserContext): Promise<Product[]> {
  const answer = await context.request.get('/api/Catalog/getSection/?sort=price_asc&in_stock=1');
  const { result } = (await answer.json()) as { result: { items: (Product & { available: boolean })[] } };
  return result.items.filter((item) => item.available && item.stock > item.order_multiple * 10);
}

/** Puts a product into the visitor's basket through the API with the page's own cookies (as the listing's button does). */
async function addToBasket(context: BrowserContext, product: Product, multiples = 1) {
  const answer = await context.request.post('/api/Basket/add/', { data: { id: product.id, quantity: product.order_multiple * multiples } });
  expect(answer.status()).toBe(200);
}

/** Opens the basket page and waits until its controls run their scripts. */
async function openBasket(page: Page) {
  await page.goto('/basket/');
  await page.getByRole('heading', { name: 'Корзина', level: 1 }).waitFor();
  await waitForHydration(page.getByRole('button', { name: 'Очистить корзину' }));
}

const lineRow = (page: Page, product: Product) => page.getByRole('row').filter({ hasText: product.name });
const quantityField = (page: Page, product: Product) => page.getByRole('textbox', { name: `Количество, ${product.unit}: ${product.name}` });
const summaryFigure = (page: Page, label: string) =>
  page
    .getByRole('complementary')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
const picker = (page: Page) => page.getByRole('button', { name: /: все корзины$/ });
/**
 * Opens «Все корзины». The picker's first button is replaced by the panel's own when the panel's module arrives after
 * the page is up; a press on the first and a release on the second click neither, so this waits for the panel's
 * button (Radix's trigger, which carries aria-expanded) and clicks that.
 */
async function openAllBaskets(page: Page) {
  await expect.poll(() => picker(page).getAttribute('aria-expanded')).toBe('false');
  await picker(page).click();
  await page.getByRole('dialog', { name: 'Все корзины' }).waitFor();
}
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('basket pages', () => {
  it('a guest applies KREP10, changes a quantity, and keeps the basket after signing in', async () => {
    const { page, context } = await openPage();
    // Sold in multiples, so a typed quantity is rounded up and the page says so.
    const product = (await productsInStock(context)).find((candidate) => candidate.order_multiple > 1);
    await addToBasket(context, product!);
    await openBasket(page);

    const row = lineRow(page, product!);
    await row.waitFor();
    // The catalogue's own discounts are in 'Скидка' already: the code adds to them.
    const discount = await summaryFigure(page, 'Скидка').innerText();
    await page.getByLabel('Промокод').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Промокод не найден' }).waitFor();
    await page.getByLabel('Промокод').fill('KREP10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText(/^Промокод KREP10: скидка \d/).waitFor();
    await expect.poll(() => summaryFigure(page, 'Скидка').innerText()).not.toBe(discount);
    expect(await summaryFigure(page, 'Скидка').innerText()).toMatch(/^−\d/);

    const total = await summaryFigure(page, 'Итого').innerText();
    await row.getByRole('button', { name: 'Увеличить' }).click();
    await expect.poll(() => quantityField(page, product!).inputValue()).toBe(String(product!.order_multiple * 2));
    await expect.poll(() => summaryFigure(page, 'Итого').innerText()).not.toBe(total);
    await quantityField(page, product!).fill(String(product!.order_multiple * 2 + 1));
    await quantityField(page, product!).press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `количество округлено до ${product!.order_multiple * 3} ${product!.unit}` })
      .waitFor();
    await expect.poll(() => quantityField(page, product!).inputValue()).toBe(String(product!.order_multiple * 3));
    await page.reload();
    await expect.poll(() => quantityField(page, product!).inputValue()).toBe(String(product!.order_multiple * 3));

    await signIn(page, 'buyer@example.ru');
    await openBasket(page);
    await lineRow(page, product!).waitFor();
    await page.getByText(/^Промокод KREP10/).waitFor();
  });

  it('a buyer makes a second basket active, fills it, sees both in «Все корзины» and works with it as a specification', async () => {
    const { page, context } = await openPage();
    await signIn(page, 'director@example.ru');
    const [first, second] = await productsInStock(context);
    await addToBasket(context, first!);
    await openBasket(page);

    await openAllBaskets(page);
    const baskets = page.getByRole('dialog', { name: 'Все корзины' });
    await baskets.getByRole('button', { name: 'Создать корзину' }).click();
    const dialog = page.getByRole('dialog', { name: 'Создать корзину' });
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await dialog.getByText('Обязательное поле').waitFor();
    const name = `Объект ${unique()}`;
    await dialog.getByLabel(/^Название корзины/).fill(name);
    await dialog.getByLabel('Комментарий').fill('Фасад, второй этаж');
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openAllBaskets(page);
    await baskets.getByRole('button', { name: new RegExp(name) }).click();
    await expect.poll(() => picker(page).getAttribute('aria-label')).toBe(`Корзина «${name}»: все корзины`);
    await page.getByText('Корзина пуста').waitFor();

    await addToBasket(context, second!, 2);
    await openBasket(page);
    await lineRow(page, second!).waitFor();
    expect(await lineRow(page, first!).count()).toBe(0);
    await openAllBaskets(page);
    const entries = baskets.getByRole('listitem');
    await expect
      .poll(() => entries.allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Основная корзина'), expect.stringContaining(name)]));
    await expect(baskets.locator('[aria-current="true"]').innerText()).resolves.toContain(name);
    await page.keyboard.press('Escape');

    // The specifications page: the new basket, copied into the main one, renamed.
    await page.goto('/profile/baskets/');
    await page.getByRole('heading', { name: 'Спецификации', level: 1 }).waitFor();
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await lineRow(page, second!).waitFor();
    const copy = page.getByRole('region', { name: 'Скопировать товары в другую корзину' });
    await waitForHydration(copy.getByRole('button', { name: 'Скопировать' }));
    await copy.getByRole('combobox', { name: 'В корзину' }).selectOption({ label: 'Основная корзина' });
    await copy.getByRole('button', { name: 'Скопировать' }).click();
    await copy.getByRole('status').filter({ hasText: 'Товары скопированы' }).waitFor();
    const renamed = `${name} (фасад)`;
    await page.getByLabel(/^Название корзины/).fill(renamed);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    const renamedUrl = page.url();

    // The main basket has the copied line; making it active again.
    await page.getByRole('link', { name: 'Все спецификации' }).click();
    await page.getByRole('link', { name: 'Основная корзина' }).click();
    await page.getByRole('heading', { name: 'Основная корзина', level: 1 }).waitFor();
    await lineRow(page, second!).waitFor();
    await lineRow(page, first!).waitFor();
    const makeActive = page.getByRole('button', { name: 'Сделать активной' });
    await waitForHydration(makeActive);
    await makeActive.click();
    await makeActive.waitFor({ state: 'detached' });
    await page.getByRole('main').getByText('Активная', { exact: true }).waitFor();

    await page.goto(renamedUrl);
    const remove = page.getByRole('button', { name: 'Удалить', exact: true });
    await waitForHydration(remove);
    await remove.click();
    await page.getByRole('dialog', { name: 'Удалить корзину?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/baskets/');
    await page.getByRole('link', { name: 'Основная корзина' }).waitFor();
    expect(await page.getByRole('link', { name: renamed }).count()).toBe(0);
  });

  it('downloads the basket as an Excel specification with its lines', async () => {
    const { page, context } = await openPage();
    const [product] = await productsInStock(context);
    await addToBasket(context, product!, 3);
    await openBasket(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Скачать Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Спецификация Основная корзина.xlsx');
    const rows = await readSheet(fs.readFileSync((await file.path())!));
    expect(rows[0]![0]).toBe('Спецификация: Основная корзина');
    expect(rows.find((row) => row[2] === product!.name)).toEqual([
      1,
      expect.any(String),
      product!.name,
      product!.order_multiple * 3,
      product!.unit,
      expect.any(Number),
      expect.any(Number),
    ]);

    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await page.getByRole('dialog', { name: 'Очистить корзину?' }).getByRole('button', { name: 'Очистить' }).click();
    await page.getByText('Корзина пуста').waitFor();
    await page.reload();
    await page.getByText('Корзина пуста').waitFor();
  });

  it('lists a favourite on /fav/ and takes it out', async () => {
    const { page, context } = await openPage();
    const [product] = await productsInStock(context);
    expect((await context.request.post('/api/Favourite/add/', { data: { id: product!.id } })).status()).toBe(200);
    await page.goto('/fav/');
    await page.getByRole('heading', { name: 'Избранное', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: product!.name }).waitFor();
    const remove = page.getByRole('button', { name: `Убрать из избранного: ${product!.name}` });
    await waitForHydration(remove);
    await remove.click();
    await page.getByText('В избранном пока ничего нет').waitFor();
  });

  it('takes a favourite out of /fav/ without scripts too', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    const [first, second] = await productsInStock(context);
    for (const product of [first!, second!]) expect((await context.request.post('/api/Favourite/add/', { data: { id: product.id } })).status()).toBe(200);
    await page.goto('/fav/');
    await page.getByRole('button', { name: `Убрать из избранного: ${first!.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/fav/' && url.hash === `#product-${first!.id}`);
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: first!.name }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: second!.name }).waitFor();
    const ids = (await (await context.request.get('/api/Favourite/getIds/')).json()) as { result: number[] };
    expect(ids.result).toEqual([second!.id]);
  });

  it('reads the basket without scripts, and takes forms posted to /basket/', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    const [first, second] = await productsInStock(context);
    await addToBasket(context, first!);
    // What an add-to-basket form without scripts posts: the product, then back where the buyer was, at the product.
    const added = await context.request.post('/basket/change/', {
      form: { id: second!.id, quantity: second!.order_multiple, back: '/catalog/' },
      maxRedirects: 0,
    });
    expect([added.status(), added.headers().location]).toEqual([303, `/catalog/#product-${second!.id}`]);
    await page.goto('/basket/');
    await lineRow(page, first!).waitFor();
    await lineRow(page, second!).waitFor();
    await expect(summaryFigure(page, 'Товаров').innerText()).resolves.toBe('2');

    await page.getByRole('button', { name: `Удалить из корзины: ${first!.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/basket/');
    await expect.poll(() => lineRow(page, first!).count()).toBe(0);
    await lineRow(page, second!).waitFor();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page, context } = await openPage({ width: 375, height: 812, mobile: true });
    const products = await productsInStock(context);
    for (const product of products.slice(0, 2)) await addToBasket(context, product);
    await openBasket(page);
    await page.getByLabel('Промокод').waitFor();
    const overflow = await sidewaysScroll(page);
    expect(overflow).toBe(0);
    const shot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basket-375-')), 'basket.png');
    await page.screenshot({ path: shot, fullPage: true });
    // A PNG as wide as the phone (bytes 16–19 of the header hold the width).
    expect(fs.readFileSync(shot).readUInt32BE(16)).toBe(375);

    const [first, second] = products;
    await page.getByRole('button', { name: `Удалить из корзины: ${first!.name}` }).click();
    await expect.poll(() => lineRow(page, first!).count()).toBe(0);
    await expect(summaryFigure(page, 'Товаров').innerText()).resolves.toBe('1');
    await lineRow(page, second!).waitFor();
    expect(new URL(page.url()).pathname).toBe('/basket/');
  });

  it('on a 1024 px screen the table keeps room for a line’s name and fits beside the summary', async () => {
    const { page, context } = await openPage({ width: 1024, height: 800 });
    const [product] = await productsInStock(context);
    await addToBasket(context, product!);
    await openBasket(page);
    const row = lineRow(page, product!);
    const name = (await row.getByRole('link', { name: product!.name }).first().boundingBox())!;
    // The name's column got one letter's width (its words broke a letter a line) before.
    expect(name.width).toBeGreaterThanOrEqual(80);
    const table = (await page.getByRole('table').first().boundingBox())!;
    const summary = (await page.getByRole('heading', { name: 'Ваша корзина' }).boundingBox())!;
    expect(table.x + table.width).toBeLessThan(summary.x);
  });

  it('has no serious accessibility faults on /basket/ and /fav/', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await openPage({ width });
      const [product] = await productsInStock(context);
      await addToBasket(context, product!);
      await context.request.post('/api/Favourite/add/', { data: { id: product!.id } });
      for (const url of ['/basket/', '/fav/']) {
        await page.goto(url);
        await page.getByRole('main').getByRole('link', { name: product!.name }).first().waitFor();
        expect(await severeFaults(page), `${url} ${width}`).toEqual([]);
      }
    }
  });
});
