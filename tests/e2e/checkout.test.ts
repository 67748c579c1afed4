import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { signIn } from './support/sign-in.ts';
import { severeFaults } from './support/accessibility.ts';

afterAll(() => closeBrowser());

const listing = '/catalog/krepezh/bolty/';
const successText = /^Заказ № (\S+) оформлен\. Чтобы завершить оформление, оплатите выставленный счёт\. Подтвердим заказ после поступления оплаты\.$/;

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Оформление заказа' });
const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Подтвердить заказ' });
/** Whether it can be pressed: it stays focusable while it cannot (aria-disabled), so a keyboard hears what is missing. */
const submittable = async (dialog: Locator) => (await submitButton(dialog).getAttribute('aria-disabled')) !== 'true';

/** One product from the listing into the visitor's basket. */
async function addABolt(page: Page) {
  await page.goto(listing);
  const add = page.getByRole('button', { name: /^Добавить в корзину: / }).first();
  await waitForHydration(add);
  await add.click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Корзина, 1 / })
    .waitFor();
}

/** Empties the visitor's active basket (a seeded account may hold lines from another journey). */
async function emptyBasket(page: Page) {
  await page.evaluate(async () => {
    const basket = (await (await fetch('/api/Basket/get/')).json()) as { result: { items: { bid: number }[] } };
    const bids = basket.result.items.map((item) => item.bid);
    if (bids.length > 0)
      await fetch('/api/Basket/remove/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bids }) });
  });
}

/** The basket page's 'Оформить заказ' opens the checkout on ?checkout=true. */
async function openCheckoutFromBasket(page: Page) {
  await page.goto('/basket/');
  const order = page.getByRole('main').getByRole('link', { name: 'Оформить заказ' });
  await waitForHydration(order);
  await order.click();
  await page.waitForURL((url) => url.searchParams.get('checkout') === 'true');
  const dialog = checkoutDialog(page);
  await dialog.getByRole('heading', { name: 'Мои товары' }).waitFor();
  return dialog;
}

async function fillGuestContacts(dialog: Locator) {
  const unique = Date.now().toString().slice(-9);
  await dialog.getByRole('textbox', { name: /Контактное лицо/ }).fill('Сидоров Пётр Ильич');
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(`guest-${unique}@example.ru`);
  await dialog.getByRole('textbox', { name: /Телефон/ }).pressSequentially(`9${unique}`);
}

/** Types a street and takes the first suggestion with a house (Dadata's local data offline). */
async function chooseAddress(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: /Адрес доставки/ }).pressSequentially('Тверская');
  const suggestion = page.getByRole('option', { name: /Тверская, д/ }).first();
  await suggestion.click();
  await expect.poll(() => dialog.getByRole('combobox', { name: /Адрес доставки/ }).inputValue()).toMatch(/Тверская, д/);
}

/** Waits for 'Подтвердить заказ' to enable; if it never does, the failure shows what the checkout said was missing. */
async function expectSubmitEnabled(dialog: Locator) {
  try {
    await expect.poll(() => submittable(dialog)).toBe(true);
  } catch (error) {
    throw new Error(`'Подтвердить заказ' stayed disabled; the checkout showed:\n${await dialog.innerText()}`, { cause: error });
  }
}

async function orderNumberShown(page: Page): Promise<string> {
  const result = page.getByRole('dialog', { name: 'Заказ оформлен' });
  const text = (await result.getByText(successText).innerText()).trim();
  return successText.exec(text)?.[1] ?? '';
}

describe('checkout journeys', () => {
  it('a guest orders with courier delivery, sees the success text and goes to the order', async () => {
    const { page, context } = await openPage();
    await addABolt(page);
    const dialog = await openCheckoutFromBasket(page);
    await expect.poll(() => submittable(dialog)).toBe(false);
    // 'Мои товары' is the basket page's lines table, read-only: the bolt's row, no stepper and no remove button.
    const goods = dialog.getByRole('table', { name: 'Мои товары' });
    await goods.getByRole('row').nth(1).waitFor();
    expect(await goods.getByRole('columnheader').allInnerTexts()).toEqual(['Артикул', 'Товар', 'Цена', 'Количество', 'Сумма']);
    expect(await goods.getByRole('button').count()).toBe(0);
    expect(await goods.getByRole('spinbutton').count()).toBe(0);

    await fillGuestContacts(dialog);
    await expect.poll(() => dialog.getByRole('button', { name: 'Доставка' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => dialog.getByRole('radio', { name: /^Курьером магазина/ }).isChecked()).toBe(true);
    await chooseAddress(page, dialog);
    const totals = dialog.getByRole('region', { name: 'Ваш заказ' });
    await expect.poll(() => totals.innerText()).toMatch(/Доставка\s+\d/);

    await expectSubmitEnabled(dialog);
    await submitButton(dialog).click();
    const number = await orderNumberShown(page);
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    // The result dims the checkout under it: the screen's corner is its overlay, not the checkout's bar.
    await expect.poll(() => page.locator('body').evaluate((body) => body.ownerDocument.elementFromPoint(4, 4)?.className)).toBe('ui-modal__overlay');

    // The guest was registered and signed in at submit: the order is theirs.
    const order = await (await context.request.get(`/api/Order/get/?order_num=${number}`)).json();
    expect(order.result).toMatchObject({ order_num: number, delivery: { receiving_type: 'courier' } });

    await page.getByRole('dialog', { name: 'Заказ оформлен' }).getByRole('button', { name: 'Перейти к заказу' }).click();
    await page.waitForURL((url) => url.pathname === `/profile/orders/${number}/`);
  });

  it('a company user signs in from the checkout, picks an organisation and pickup from a warehouse', async () => {
    const { page, context } = await openPage();
    await signIn(page, 'director@example.ru', { back: '/basket/?checkout=true' });
    await emptyBasket(page);

    await addABolt(page);
    // The mini-cart's 'Оформить заказ' leads straight to the checkout.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Корзина/ })
      .hover();
    await page.getByRole('banner').getByRole('region', { name: 'Корзина' }).getByRole('link', { name: 'Оформить заказ' }).click();
    const dialog = checkoutDialog(page);
    await dialog.getByRole('heading', { name: 'Мои товары' }).waitFor();

    // Prefilled contacts are a summary; the organisation is chosen, not typed.
    await dialog.getByRole('button', { name: 'Изменить' }).waitFor();
    const chooser = dialog.getByRole('group', { name: 'Выберите организацию' });
    await chooser.getByRole('radio', { name: /ТехМонтаж-Урал/ }).check();
    await expect.poll(() => dialog.getByLabel('Реквизиты организации').innerText()).toContain('ООО «ТехМонтаж-Урал»');

    const pickup = dialog.getByRole('button', { name: 'Самовывоз' });
    if ((await pickup.getAttribute('aria-pressed')) !== 'true') await pickup.click();
    const stocks = dialog.getByRole('group', { name: 'Склад самовывоза' });
    await stocks.getByRole('radio').first().check();
    await expect.poll(() => dialog.getByRole('region', { name: 'Ваш заказ' }).innerText()).toMatch(/Доставка\s+бесплатно/);

    await expectSubmitEnabled(dialog);
    await submitButton(dialog).click();
    const number = await orderNumberShown(page);
    const order = await (await context.request.get(`/api/Order/get/?order_num=${number}`)).json();
    expect(order.result).toMatchObject({ organization_name: 'ООО «ТехМонтаж-Урал»', user_type: 'company', delivery: { receiving_type: 'pickup' } });
  });

  it('a buyer orders with online card, cancels on the test gateway, pays from the order page and lands on it, paid', async () => {
    const { page } = await openPage();
    await signIn(page, 'buyer@example.ru', { back: '/basket/' });
    await emptyBasket(page);
    await addABolt(page);
    const dialog = await openCheckoutFromBasket(page);

    const pickup = dialog.getByRole('button', { name: 'Самовывоз' });
    if ((await pickup.getAttribute('aria-pressed')) !== 'true') await pickup.click();
    await dialog.getByRole('group', { name: 'Склад самовывоза' }).getByRole('radio').first().check();
    await dialog
      .getByRole('group', { name: 'Способ оплаты' })
      .getByRole('radio', { name: /Банковской картой онлайн/ })
      .check();
    await expect.poll(() => submittable(dialog)).toBe(true);
    await submitButton(dialog).click();
    const number = await orderNumberShown(page);
    const orderPage = `/profile/orders/${number}/`;

    // The result offers the payment page: the built-in test gateway.
    await page.getByRole('dialog', { name: 'Заказ оформлен' }).getByRole('link', { name: 'Оплатить' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/Payment/testGateway/'));
    await page.getByRole('button', { name: 'Отменить' }).click();
    await page.waitForURL((url) => url.pathname === orderPage);
    const main = page.getByRole('main');
    await main.getByText('Ожидает оплаты', { exact: true }).first().waitFor();

    await main.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/Payment/testGateway/'));
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL((url) => url.pathname === orderPage);
    await main.getByText('Оплачен', { exact: true }).first().waitFor();
    await expect.poll(() => main.getByRole('button', { name: 'Оплатить' }).count()).toBe(0);
  });

  it('at 375 px the checkout is a full-screen sheet with the totals at the bottom, and a guest orders', async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await addABolt(page);
    await page.goto('/basket/?checkout=true');
    const dialog = checkoutDialog(page);
    await dialog.getByRole('heading', { name: 'Мои товары' }).waitFor();
    // Nothing wider than the screen; the back button keeps its name; the submit button is in reach at the bottom.
    expect(await dialog.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Вернуться к покупкам' }).waitFor();
    const button = await submitButton(dialog).boundingBox();
    if (!button) throw new Error('the submit button is not shown');
    expect(button.y + button.height).toBeLessThanOrEqual(812);
    expect(button.y).toBeGreaterThan(812 / 2);

    await fillGuestContacts(dialog);
    const pickup = dialog.getByRole('button', { name: 'Самовывоз' });
    await pickup.click();
    await dialog.getByRole('group', { name: 'Склад самовывоза' }).getByRole('radio').first().check();
    await expectSubmitEnabled(dialog);
    await submitButton(dialog).click();
    expect(await orderNumberShown(page)).toMatch(/^\d{4}-\d{6}$/);
  });

  it("'Вернуться к покупкам' closes the checkout and leaves the basket page", async () => {
    const { page } = await openPage();
    await addABolt(page);
    const dialog = await openCheckoutFromBasket(page);
    await dialog.getByRole('button', { name: 'Вернуться к покупкам' }).click();
    await page.waitForURL((url) => url.pathname === '/basket/' && !url.searchParams.has('checkout'));
    await expect.poll(() => checkoutDialog(page).count()).toBe(0);
  });

  it('has no serious accessibility faults in the checkout at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page } = await openPage({ width });
      await addABolt(page);
      await page.goto('/basket/?checkout=true');
      const dialog = checkoutDialog(page);
      await dialog.getByRole('heading', { name: 'Мои товары' }).waitFor();
      await dialog.getByRole('group', { name: 'Способ оплаты' }).waitFor();
      expect(await severeFaults(page, '[role="dialog"]'), `${width}`).toEqual([]);
    }
  });
});
