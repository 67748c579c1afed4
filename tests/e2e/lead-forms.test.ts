import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { dialog, fillWholesaleRequest } from './support/lead-forms.ts';

afterAll(() => closeBrowser());

async function orderCallback(page: Page) {
  await page.goto('/');
  const alert = page.getByRole('region', { name: 'Объявление' });
  await waitForHydration(alert.getByRole('button', { name: 'Заказать звонок' }));
  await alert.getByRole('button', { name: 'Заказать звонок' }).click();
  const form = dialog(page, 'Заказать звонок');
  await form.getByRole('button', { name: 'Жду звонка' }).click();
  // The shared schema names what is missing before anything is sent.
  await form.getByText('Обязательное поле').first().waitFor();
  await form.getByLabel(/^Имя/).fill('Иван');
  await form.getByLabel(/^Телефон/).pressSequentially('9991234567', { delay: 10 });
  await form.getByRole('button', { name: 'Сейчас' }).click();
  await form.getByText('Согласен на обработку персональных данных').click();
  await form.getByRole('button', { name: 'Жду звонка' }).click();
  const success = dialog(page, 'Заявка успешно отправлена');
  await success.waitFor();
  await form.waitFor({ state: 'detached' });
  // It closes itself (spec §9: 2000 ms).
  await success.waitFor({ state: 'detached' });
}

describe('lead forms', () => {
  it("'Заказать звонок' from the navbar alert sends the form and shows the success dialog", async () => {
    const { page } = await openPage();
    await orderCallback(page);
  });

  it("'Заказать звонок' works the same on a 375 px phone", async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await orderCallback(page);
  });

  it("on a 375 px phone the navbar's forms are in the Каталог menu, by keyboard too, and focus comes back to Каталог", async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await page.goto('/');
    // The phone's navbar hides its form buttons.
    await expect(page.locator('.navbar').getByRole('button', { name: 'Заказать звонок' }).isVisible()).resolves.toBe(false);
    const catalog = page.getByRole('button', { name: 'Каталог', exact: true });
    await waitForHydration(catalog);
    await catalog.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Меню каталога' });
    const callback = menu.getByRole('region', { name: 'Информация' }).getByRole('button', { name: 'Заказать звонок' });
    await callback.focus();
    await page.keyboard.press('Enter');
    const form = dialog(page, 'Заказать звонок');
    await form.getByLabel(/^Имя/).waitFor();
    await menu.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => catalog.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
  });

  it("'Оптовый запрос' takes a specification file in the file box and sends it", async () => {
    const { page } = await openPage();
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Оптовый запрос' });
    await waitForHydration(open);
    await open.click();
    const form = dialog(page, 'Оптовый запрос');
    await fillWholesaleRequest(form);
    await form.getByRole('button', { name: 'Отправить запрос' }).click();
    await form.getByText('Минимум 1 файл').waitFor();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'spec.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% спецификация\n%%EOF\n') });
    await form.getByText('spec.pdf').waitFor();
    await form.getByRole('button', { name: 'Отправить запрос' }).click();
    await dialog(page, 'Заявка успешно отправлена').waitFor();
  });

  it("a hero slide's button opens its form in the dialog", async () => {
    const { page } = await openPage();
    await page.goto('/');
    const dot = page.getByRole('button', { name: 'Слайд 2', exact: true }).first();
    await waitForHydration(dot);
    await dot.click();
    await page.getByRole('button', { name: 'Подобрать крепёж' }).locator('visible=true').first().click();
    const form = dialog(page, 'Подбор крепежа');
    await form.getByText('Чертёж или фото').first().waitFor();
    await form.getByRole('button', { name: 'Подобрать' }).waitFor();
  });
});
