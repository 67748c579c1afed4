import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { signUpBuyer } from './support/sign-up.ts';
import { sidewaysScroll } from './support/layout.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

interface Product {
  id: number;
  name: string;
  order_multiple: number;
  stock: number;
  available: boolean;
}

const run = Date.now().toString(36);
let buyers = 0;
/** Seven digits of a phone nobody has: this run's time and the buyer's number. */
const phoneTail = () => String((Date.now() + (buyers += 1) * 7919) % 10_000_000).padStart(7, '0');

async function apiResult<T>(answer: Awaited<ReturnType<BrowserContext['request']['get']>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/**
 * A new buyer with two orders, placed through the API as the checkout modal does: the first as a guest (who is
 * registered and signed in by it, so the context's cookies are the buyer's), the second signed in.
 */
async function buyerWithOrders(context: BrowserContext, payment = 1): Promise<{ products: Product[]; orderNums: string[] }> {
  const listing = await apiResult<{ items: Product[] }>(await context.request.get('/api/Catalog/getSection/?sort=price_asc&in_stock=1'));
  const products = listing.items.filter((item) => item.available && item.stock > item.order_multiple * 10).slice(0, 2);
  const deliveries = await apiResult<{ pickup: { stocks: { id: number }[] } | null }>(
    await context.request.post('/api/Order/getDeliveries/', { data: { location: 'Москва' } }),
  );
  const stockId = deliveries.pickup!.stocks[0]!.id;
  const tail = phoneTail();
  const buyer = `${run}-${buyers}`;
  const properties = {
    contact_person: 'Заказов Олег Петрович',
    email: `orders-${buyer}@example.com`,
    phone: `+7 (913) ${tail.slice(0, 3)}-${tail.slice(3, 5)}-${tail.slice(5)}`,
    location: 'Москва',
    receiving_type: 'pickup',
    stock_id: stockId,
    payment,
  };
  const orderNums: string[] = [];
  for (const product of products) {
    await apiResult(await context.request.post('/api/Basket/add/', { data: { id: product.id, quantity: product.order_multiple } }));
    const placed = await apiResult<{ order_num: string }>(
      await context.request.post('/api/Order/checkout/', {
        data: { order_properties: properties, user_type: 'individual' },
        headers: { 'Idempotency-Key': `e2e-orders-${buyer}-${product.id}` },
      }),
    );
    orderNums.push(placed.order_num);
  }
  return { products, orderNums };
}

const orderRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Мои заказы' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** Screenshots of this run, to look at (docs/screenshots keeps copies). */
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-pages-'));
async function screenshot(page: Page, name: string, width: number) {
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // A PNG as wide as the viewport (bytes 16–19 of the header hold the width).
  expect(fs.readFileSync(file).readUInt32BE(16)).toBe(width);
}

describe('/profile/orders/', () => {
  it('a buyer filters their orders, opens one, downloads its invoice, repeats it into the basket and cancels it', async () => {
    const { page, context } = await openPage();
    const { products, orderNums } = await buyerWithOrders(context);
    const [first, second] = orderNums as [string, string];

    await page.goto('/profile/orders/');
    await page.getByRole('heading', { name: 'Заказы', level: 1 }).waitFor();
    await expect.poll(() => orderRows(page).count()).toBe(2);
    await page.getByRole('navigation').getByRole('link', { name: 'Заказы' }).first().waitFor();

    // By number: only the first order is left.
    const number = page.getByRole('textbox', { name: 'Номер заказа' });
    await waitForHydration(number);
    await number.fill(first.slice(-6));
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect.poll(() => orderRows(page).count()).toBe(1);
    await page.getByRole('link', { name: `№ ${first}` }).waitFor();
    await screenshot(page, 'profile-orders-1280', 1280);

    // By status: no delivered orders yet.
    await page.getByRole('link', { name: 'Сбросить' }).click();
    await expect.poll(() => orderRows(page).count()).toBe(2);
    const status = page.getByRole('combobox', { name: 'Статус' });
    await waitForHydration(status);
    await status.selectOption('Доставлен');
    await page.getByText('Заказов с такими условиями нет').waitFor();
    await page.getByRole('link', { name: 'Сбросить' }).click();

    await page.getByRole('link', { name: `№ ${second}` }).click();
    await page.getByRole('heading', { name: new RegExp(`^Заказ № ${second} от `) }).waitFor();
    await page.getByText(products[1]!.name).first().waitFor();
    await screenshot(page, 'profile-order-1280', 1280);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Скачать счёт' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Счёт № ${second} от \\d{2}\\.\\d{2}\\.\\d{4}\\.pdf$`));
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const repeat = page.getByRole('button', { name: 'Повторить заказ' });
    await waitForHydration(repeat);
    await repeat.click();
    await page.waitForURL((url) => url.pathname === '/basket/');
    // In the basket's own table: the order page's table of lines may still be on screen for a moment.
    await page.getByRole('region', { name: 'Товары в корзине' }).getByRole('row').filter({ hasText: products[1]!.name }).first().waitFor();

    await page.goto(`/profile/orders/${second}/`);
    const cancel = page.getByRole('button', { name: 'Отменить заказ' });
    await waitForHydration(cancel);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByRole('status').filter({ hasText: 'Заказ отменён' }).waitFor();
    await page.getByText('Отменён', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Отменить заказ' }).count()).toBe(0);

    // Another buyer's order is not found.
    const stranger = await openPage();
    await buyerWithOrders(stranger.context);
    const foreign = await stranger.page.goto(`/profile/orders/${first}/`);
    expect(foreign?.status()).toBe(404);
  });

  it('a buyer cancels an order still awaiting its online payment, and is no longer offered to pay it', async () => {
    const { page, context } = await openPage();
    const methods = await apiResult<{ id: number; name: string }[]>(await context.request.post('/api/Order/getPayments/'));
    const online = methods.find((method) => method.name === 'Банковской картой онлайн')!;
    const { orderNums } = await buyerWithOrders(context, online.id);
    await page.goto(`/profile/orders/${orderNums[0]}/`);
    const main = page.getByRole('main');
    await main.getByText('Ожидает оплаты', { exact: true }).first().waitFor();
    await main.getByRole('button', { name: 'Оплатить' }).waitFor();

    const cancel = main.getByRole('button', { name: 'Отменить заказ' });
    await waitForHydration(cancel);
    await cancel.click();
    await page.getByRole('dialog', { name: 'Отменить заказ?' }).getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByRole('status').filter({ hasText: 'Заказ отменён' }).waitFor();
    await main.getByText('Отменён', { exact: true }).first().waitFor();
    await expect.poll(() => main.getByRole('button', { name: 'Оплатить' }).count()).toBe(0);
    await expect.poll(() => main.getByRole('button', { name: 'Отменить заказ' }).count()).toBe(0);
  });

  it('fits a 375 px phone: the list scrolls inside its table, the order page not at all', async () => {
    const { page, context } = await openPage({ width: 375, height: 812, mobile: true });
    const { orderNums } = await buyerWithOrders(context);
    await page.goto('/profile/orders/');
    await page.getByRole('link', { name: `№ ${orderNums[0]}` }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'profile-orders-375', 375);
    await page.goto(`/profile/orders/${orderNums[0]}/`);
    await page.getByRole('link', { name: 'Скачать счёт' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'profile-order-375', 375);
  });

  it('fits a tablet and a small desktop: the filters’ buttons go under the fields when the row is full', async () => {
    for (const width of [768, 1024]) {
      const { page, context } = await openPage({ width, height: 900 });
      await buyerWithOrders(context);
      await page.goto('/profile/orders/');
      const filters = page.getByRole('form', { name: 'Фильтры заказов' });
      await filters.getByRole('link', { name: 'Сбросить' }).waitFor();
      expect(await sidewaysScroll(page), `${width} px`).toBe(0);
      const edge = (await page.getByRole('main').boundingBox())!;
      const reset = (await filters.getByRole('link', { name: 'Сбросить' }).boundingBox())!;
      expect(reset.x + reset.width, `${width} px`).toBeLessThanOrEqual(edge.x + edge.width);
    }
  });
});

describe('/profile/dashboard/', () => {
  it('leads a buyer without orders to the catalogue', async () => {
    const { page, context } = await openPage();
    await signUpBuyer(context, 'dashboard', '914');
    await page.goto('/profile/dashboard/');
    const recent = page.getByRole('region', { name: 'Последние заказы' });
    expect(await recent.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog/');
    expect(await recent.getByRole('link', { name: 'Все заказы' }).count()).toBe(0);
  });

  it('sums up a buyer’s orders, lists the newest and offers what they order most back into the basket', async () => {
    const { page, context } = await openPage();
    const { products, orderNums } = await buyerWithOrders(context);
    await page.goto('/profile/');
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Дашборд' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/dashboard/');
    const tiles = page.getByRole('list', { name: 'Сводка по заказам' }).getByRole('listitem');
    await expect.poll(() => tiles.first().innerText()).toContain('2 заказа');
    // This month's bar is the last and the tallest.
    const months = page.getByRole('region', { name: 'Заказы по месяцам' }).getByRole('listitem');
    expect(await months.count()).toBe(6);
    expect(await months.last().locator('.monthly-chart__bar').getAttribute('style')).toMatch(/^height: ?100%;?$/);
    const recent = page.getByRole('table', { name: 'Последние заказы' });
    for (const orderNum of orderNums) expect(await recent.getByRole('link', { name: `№ ${orderNum}` }).isVisible()).toBe(true);

    const top = page.getByRole('region', { name: 'Часто заказываете' });
    for (const product of products) await top.getByText(product.name).first().waitFor();
    const add = top.getByRole('button', { name: `Добавить в корзину: ${products[0]!.name}` });
    await waitForHydration(add);
    await add.click();
    await expect
      .poll(async () => (await apiResult<{ items: { id: number }[] }>(await context.request.get('/api/Basket/get/'))).items.map((item) => item.id))
      .toContain(products[0]!.id);
  });
});
