import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { closeBrowser, openPage } from './support/browser.ts';
import { signUpBuyer } from './support/sign-up.ts';
import { waitForHydration } from './support/hydration.ts';
import { severeFaults } from './support/accessibility.ts';

afterAll(() => closeBrowser());

interface Product {
  id: number;
  name: string;
  article: string;
}

const signUp = (context: BrowserContext) => signUpBuyer(context, 'quick', '957');

/** A product in stock, from the catalogue's own listing. */
async function someProduct(context: BrowserContext): Promise<Product> {
  const answer = await context.request.get('/api/Catalog/getSection/?sort=price_asc&in_stock=1');
  const { result } = (await answer.json()) as { result: { items: Product[] } };
  return result.items[0]!;
}

const lineOf = (page: Page, number: number) => page.getByRole('listitem').filter({ hasText: `Строка ${number}:` });

describe('/profile/quick-order/', () => {
  it('finds a pasted list, ticks the lines that named one product, and puts the ticked ones in the basket', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    const product = await someProduct(context);
    await page.goto('/profile/');
    await page.getByRole('navigation').getByRole('link', { name: 'Быстрый заказ' }).first().click();
    await page.waitForURL((url) => url.pathname === '/profile/quick-order/');
    const list = page.getByRole('textbox', { name: /^Список товаров/ });
    await waitForHydration(list);
    // Sent empty, it says what is missing.
    await page.getByRole('button', { name: 'Найти товары' }).click();
    await page.getByText('Вставьте список товаров: по одному в строке').waitFor();

    await list.fill(`${product.article.toLowerCase()}\t5\nболт М10 — 3 шт\n\nzzqx-ничего-такого`);
    await page.getByRole('button', { name: 'Найти товары' }).click();
    await page.getByRole('heading', { name: 'Найдено 2 из 3' }).waitFor();
    expect(await lineOf(page, 1).innerText()).toContain('Найден');
    expect(await lineOf(page, 1).getByRole('checkbox').isChecked()).toBe(true);
    expect(await lineOf(page, 2).innerText()).toMatch(/Подходят \d+ — проверьте/);
    expect(await lineOf(page, 2).getByRole('checkbox').isChecked()).toBe(false);
    expect(await lineOf(page, 4).innerText()).toContain('Не найден');
    expect(await lineOf(page, 4).getByRole('checkbox').count()).toBe(0);

    expect(await severeFaults(page)).toEqual([]);

    const second = lineOf(page, 2).getByRole('checkbox');
    await second.check();
    const secondName = (await second.locator('xpath=..').innerText()).replace(/^В корзину:\s*/, '').trim();
    await page.getByRole('button', { name: 'Добавить отмеченные в корзину' }).click();
    await page.waitForURL((url) => url.pathname === '/basket/');
    await page.getByRole('row').filter({ hasText: product.name }).waitFor();
    await page.getByRole('row').filter({ hasText: secondName }).waitFor();
  });

  it('takes the list from an Excel file', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    const product = await someProduct(context);
    const workbook = await writeExcelFile([
      [product.article, 7],
      ['zzqx-ничего', 2],
    ]).toBuffer();
    await page.goto('/profile/quick-order/');
    const file = page.getByLabel('Или загрузите файл Excel');
    await waitForHydration(page.getByRole('button', { name: 'Найти товары' }));
    await file.setInputFiles({ name: 'заказ.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    await page.getByText('заказ.xlsx').waitFor();
    await page.getByRole('button', { name: 'Найти товары' }).click();
    await page.getByRole('heading', { name: 'Найдено 1 из 2' }).waitFor();
    expect(await lineOf(page, 1).innerText()).toContain(`${product.article} — 7 шт`);
    // The file's rows are the list now, for the buyer to correct and find again.
    expect(await page.getByRole('textbox', { name: /^Список товаров/ }).inputValue()).toBe(`${product.article}\t7\nzzqx-ничего\t2`);
  });

  it('works without scripts: the list found and the ticked line added', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await signUp(context);
    const product = await someProduct(context);
    await page.goto('/profile/quick-order/');
    await page.getByRole('textbox', { name: /^Список товаров/ }).fill(`${product.article}; 2`);
    await page.getByRole('button', { name: 'Найти товары' }).click();
    await page.getByRole('heading', { name: 'Найдено 1 из 1' }).waitFor();
    await page.getByRole('button', { name: 'Добавить отмеченные в корзину' }).click();
    await page.waitForURL((url) => url.pathname === '/basket/');
    await page.getByRole('row').filter({ hasText: product.name }).waitFor();
  });
});
