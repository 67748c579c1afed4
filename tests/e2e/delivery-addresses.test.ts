import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { sidewaysScroll } from './support/layout.ts';
import { waitForHydration } from './support/hydration.ts';
import { signIn, signInWithoutScripts } from './support/sign-in.ts';
import { severeFaults } from './support/accessibility.ts';

afterAll(() => closeBrowser());

const run = Date.now().toString(36);
const pagePath = '/profile/delivery-addresses/';

const addressCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Deletes the address through the page's confirmation, leaving the seeded buyer as other journeys expect them. */
async function deleteOnPage(page: Page, name: string) {
  await page.goto(pagePath);
  const remove = addressCard(page, name).getByRole('button', { name: 'Удалить' });
  await waitForHydration(remove);
  await remove.click();
  await page.getByRole('dialog', { name: 'Удалить адрес?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect.poll(() => addressCard(page, name).count()).toBe(0);
}

/** Screenshots of this run, to look at (docs/screenshots keeps copies). */
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-addresses-'));
async function screenshot(page: Page, name: string, width: number) {
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  expect(fs.readFileSync(file).readUInt32BE(16)).toBe(width);
}

describe('/profile/delivery-addresses/', () => {
  it('a buyer adds an address on the page and the checkout offers it in «Мои адреса»', async () => {
    const { page } = await openPage();
    // A guest is sent to sign in first.
    await page.goto(pagePath);
    await page.waitForURL((url) => url.pathname === '/auth/');
    await signIn(page, 'buyer@example.ru');
    await page.getByRole('navigation').getByRole('link', { name: 'Адреса доставки' }).first().click();
    await page.waitForURL((url) => url.pathname === pagePath);
    await page.getByRole('heading', { name: 'Адреса доставки', level: 1 }).waitFor();

    const name = `Склад ${run}`;
    const add = page.getByRole('main').getByRole('button', { name: 'Добавить адрес' }).first();
    await waitForHydration(add);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Новый адрес доставки' });
    await dialog.getByRole('textbox', { name: /Название/ }).fill(name);
    await dialog.getByRole('combobox', { name: 'Адрес' }).pressSequentially('Тверская');
    await page
      .getByRole('option', { name: /Тверская, д/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Сохранить адрес' }).click();
    const card = addressCard(page, name);
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Москва, ул Тверская, д/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    expect(await severeFaults(page)).toEqual([]);
    await screenshot(page, 'profile-delivery-addresses-1280', 1280);

    // The checkout's courier delivery lists it among the buyer's addresses.
    await page.goto('/catalog/krepezh/bolty/');
    const toBasket = page.getByRole('button', { name: /^Добавить в корзину: / }).first();
    await waitForHydration(toBasket);
    await toBasket.click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Корзина, [1-9]/ })
      .waitFor();
    await page.goto('/basket/?checkout=true');
    const checkout = page.getByRole('dialog', { name: 'Оформление заказа' });
    await checkout.getByRole('heading', { name: 'Мои товары' }).waitFor();
    const delivery = checkout.getByRole('button', { name: 'Доставка' });
    if ((await delivery.getAttribute('aria-pressed')) !== 'true') await delivery.click();
    const courier = checkout.getByRole('radio', { name: /^Курьером магазина/ });
    if (!(await courier.isChecked())) await courier.check();
    await checkout
      .getByRole('group', { name: 'Мои адреса' })
      .getByRole('radio', { name: new RegExp(`^${name}: .*Тверская, д`) })
      .waitFor();

    await deleteOnPage(page, name);
    await page
      .getByText('Сохранённых адресов пока нет')
      .or(page.getByRole('list', { name: 'Мои адреса' }))
      .first()
      .waitFor();
  });

  it('works without scripts: add, change, make default and delete through the page’s plain forms', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await signInWithoutScripts(page, 'buyer@example.ru');
    await page.goto(pagePath);
    const main = page.getByRole('main');

    const name = `Без скриптов ${run}`;
    await main.getByRole('button', { name: 'Добавить адрес' }).first().click();
    // (A refused form comes back with its messages: delivery-addresses.server.test.ts. Headless Chromium counts as a
    // bot, which gets no page with a 4xx status, so it is not shown here.)
    const adding = main.getByRole('form', { name: 'Новый адрес доставки' });
    await adding.getByRole('textbox', { name: /Название/ }).fill(name);
    await adding.getByRole('textbox', { name: /^Адрес/ }).fill('ул Новослободская, д 10');
    await adding.getByRole('textbox', { name: /Индекс/ }).fill('127055');
    await adding.getByRole('button', { name: 'Сохранить адрес' }).click();
    await page.waitForURL((url) => url.pathname === pagePath && url.search === '');
    expect(await addressCard(page, name).innerText()).toMatch(/127055, Москва, ул Новослободская, д 10/);

    await addressCard(page, name).getByRole('button', { name: 'Изменить' }).click();
    const editing = main.getByRole('form', { name: 'Изменить адрес доставки' });
    await editing.getByRole('textbox', { name: /^Адрес/ }).fill('ул Новослободская, д 12');
    await editing.getByRole('button', { name: 'Сохранить адрес' }).click();
    await page.waitForURL((url) => url.pathname === pagePath && url.search === '');
    expect(await addressCard(page, name).innerText()).toMatch(/ул Новослободская, д 12/);

    const makeDefault = addressCard(page, name).getByRole('button', { name: 'Сделать адресом по умолчанию' });
    if ((await makeDefault.count()) > 0) await makeDefault.click();
    await addressCard(page, name).getByText('По умолчанию').waitFor();

    await addressCard(page, name).getByRole('button', { name: 'Удалить' }).click();
    const confirm = main.getByRole('form', { name: 'Удалить адрес?' });
    await confirm.getByText(`Адрес «${name}» будет удалён.`).waitFor();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === pagePath && url.search === '');
    expect(await addressCard(page, name).count()).toBe(0);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page, context } = await openPage({ width: 375, height: 812, mobile: true });
    await signIn(page, 'buyer@example.ru');
    const name = `Офис на Бутырской ${run}`;
    const added = await context.request.post('/api/DeliveryAddresses/add/', {
      data: { name, address: 'ул Бутырская, д 75, офис 12', city: 'Москва', zip: '127015', is_default: false },
    });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto(pagePath);
    await addressCard(page, name).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'profile-delivery-addresses-375', 375);
    await deleteOnPage(page, name);
  });
});
