import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { dialog, fillWholesaleRequest } from './support/lead-forms.ts';
import { mailed } from './support/outbox.ts';
import { severeFaults } from './support/accessibility.ts';
import { sidewaysScroll } from './support/layout.ts';

afterAll(() => closeBrowser());

const desktop = {};
const phone = { width: 375, height: 812, mobile: true };
const viewports = [
  ['1280 px', desktop],
  ['375 px', phone],
] as const;

/** Screenshots of this run, to look at (docs/screenshots keeps copies). */
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'marketing-pages-'));
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/**
 * Drops a file on a file box the way a browser does when one is dragged from the desktop: a DataTransfer holding the
 * file is built in the page, then dragenter, dragover and drop are dispatched on the box with it.
 */
async function dropFile(page: Page, box: Locator, file: { name: string; type: string; text: string }) {
  const dataTransfer = await page.evaluateHandle(({ name, type, text }) => {
    // The tests are typed for Node, which has File but no DataTransfer: this runs in the page, which has both.
    const { DataTransfer } = globalThis as unknown as { DataTransfer: new () => { items: { add(file: File): void } } };
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], name, { type }));
    return transfer;
  }, file);
  await box.dispatchEvent('dragenter', { dataTransfer });
  // The box shows it is ready to take the file.
  await expect.poll(() => box.getAttribute('data-dragging')).toBe('true');
  await box.dispatchEvent('dragover', { dataTransfer });
  await box.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

const pdf = (name: string) => ({ name, type: 'application/pdf', text: '%PDF-1.4\n% спецификация\n%%EOF\n' });

/** The e-mail to the sales desk whose text holds `marker`. */
const mailWith = (marker: string) => mailed((mail) => mail.text.includes(marker));

async function sentSuccessfully(page: Page, form: Locator) {
  const success = dialog(page, 'Заявка успешно отправлена');
  await success.waitFor();
  await form.waitFor({ state: 'detached' });
  await success.waitFor({ state: 'detached' });
}

async function sendHeroSlideForm(page: Page) {
  await page.goto('/');
  const dot = page.getByRole('button', { name: 'Слайд 3', exact: true }).first();
  await waitForHydration(dot);
  await dot.click();
  await page.getByRole('button', { name: 'Оставить заявку' }).locator('visible=true').first().click();
  const form = dialog(page, 'Поставки для предприятий');
  await form.getByLabel(/^ФИО/).fill('Сидоров Семён');
  await form.getByLabel(/^Компания/).fill('ООО «Монтаж»');
  await form.getByLabel(/^Email/).fill('sidorov@example.ru');
  await form.getByLabel(/^Телефон/).pressSequentially('9991234567', { delay: 10 });
  await form.getByText('Согласен на обработку персональных данных').click();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await sentSuccessfully(page, form);
}

/**
 * 'Оптовый запрос' from the navbar on a desktop; a phone's header hides the navbar's forms (below 1024 px), so there
 * it is opened from the mobile menu behind the header's Каталог button, which holds the navbar's links and forms.
 */
async function sendWholesaleWithDroppedFile(page: Page, from: 'navbar' | 'menu', suffix: string) {
  await page.goto('/');
  if (from === 'menu') {
    const catalog = page.getByRole('button', { name: 'Каталог', exact: true });
    await waitForHydration(catalog);
    await catalog.click();
    const menu = page.getByRole('navigation', { name: 'Меню каталога' });
    const info = menu.getByRole('region', { name: 'Информация' });
    await info.getByRole('link', { name: 'Доставка и оплата' }).waitFor();
    // The panel starts under the header: the Каталог button that closes it stays in view.
    const button = await catalog.boundingBox();
    const panel = await menu.boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    await page.screenshot({ path: path.join(shots, `mobile-menu-${suffix}.png`) });
    await info.getByRole('button', { name: 'Оптовый запрос' }).click();
    // The menu closes as the form opens.
    await menu.waitFor({ state: 'detached' });
  } else {
    const open = page.getByRole('button', { name: 'Оптовый запрос' }).locator('visible=true').first();
    await waitForHydration(open);
    await open.click();
  }
  const form = dialog(page, 'Оптовый запрос');
  await fillWholesaleRequest(form);
  await dropFile(page, form.locator('.ui-file-box', { hasText: 'Перетащите сюда файлы' }), pdf('спецификация.pdf'));
  await form.getByText('спецификация.pdf').waitFor();
  await form.getByRole('button', { name: 'Отправить запрос' }).click();
  await sentSuccessfully(page, form);
}

async function orderService(page: Page, marker: string) {
  await page.goto('/services/');
  await page.getByRole('heading', { level: 1, name: 'Услуги' }).waitFor();
  for (const name of ['Резка шпилек в размер', 'Цинкование', 'Фасовка и маркировка', 'Доставка на объект', 'Подбор крепежа по чертежу']) {
    await page.getByRole('link', { name }).waitFor();
  }
  await page.getByRole('link', { name: 'Резка шпилек в размер' }).click();
  await page.waitForURL('**/services/cutting/');
  await page.getByRole('heading', { level: 1, name: 'Резка шпилек в размер' }).waitFor();
  const open = page.getByRole('complementary', { name: 'Заказ услуги' }).getByRole('button', { name: 'Заказать услугу' });
  await waitForHydration(open);
  await open.click();
  const form = dialog(page, 'Заказать услугу');
  await form.getByLabel(/^Имя/).fill('Анна');
  await form.getByLabel(/^Телефон/).pressSequentially('9991234567', { delay: 10 });
  await form.getByLabel(/^Комментарий/).fill(marker);
  await dropFile(page, form.locator('.ui-file-box', { hasText: 'Перетащите сюда файлы' }), pdf('чертёж.pdf'));
  await form.getByText('чертёж.pdf').waitFor();
  await form.getByText('Согласен на обработку персональных данных').click();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await sentSuccessfully(page, form);
  // The sales desk gets the service's name (the page's hidden data) and the dropped drawing.
  const mail = await mailWith(marker);
  expect(mail.text).toContain('service: Резка шпилек в размер');
  expect(mail.attachments?.map((file) => file.filename)).toEqual(['чертёж.pdf']);
}

describe.each(viewports)('marketing journeys at %s', (label, viewport) => {
  const suffix = label === '375 px' ? '375' : '1280';

  it("sends a hero slide's form and shows the success dialog", async () => {
    const { page } = await openPage(viewport);
    await sendHeroSlideForm(page);
  });

  it("sends 'Оптовый запрос' with a specification dropped on the file box", async () => {
    const { page } = await openPage(viewport);
    await sendWholesaleWithDroppedFile(page, suffix === '375' ? 'menu' : 'navbar', suffix);
  });

  it('goes from the services to a service and orders it with its form', async () => {
    const { page } = await openPage(viewport);
    await page.goto('/services/');
    await page.getByRole('link', { name: 'Цинкование' }).waitFor();
    await screenshot(page, `services-${suffix}`);
    await orderService(page, `Шпилька М16, 250 мм — 40 шт (${label})`);
    await screenshot(page, `service-${suffix}`);
  });

  it('shows the campaign page’s blocks, puts a picked product in the basket and opens its form', async () => {
    const { page, context } = await openPage(viewport);
    await page.goto('/landing/');
    await page.getByRole('heading', { level: 1, name: 'Крепёж для металлоконструкций' }).waitFor();
    await page.getByRole('heading', { name: 'Почему монтажники выбирают нас' }).waitFor();
    await page.getByText('Сертификаты на партию').waitFor();
    await page.getByRole('heading', { name: 'Популярные позиции' }).waitFor();
    const add = page.getByRole('button', { name: /^Добавить в корзину: / });
    expect(await add.count()).toBeGreaterThan(0);
    await screenshot(page, `landing-${suffix}`);
    await waitForHydration(add.first());
    await add.first().click();
    // The card turns into the basket quantity, as in a listing, and the basket holds the product.
    await page
      .getByRole('textbox', { name: /^Количество в корзине/ })
      .first()
      .waitFor();
    const basket = await (await context.request.get('/api/Basket/get/')).json();
    expect(basket.result.count).toBe(1);
    const open = page.getByRole('button', { name: 'Оставить заявку' });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const form = dialog(page, 'Оптовый запрос');
    await form.getByText('Спецификация').first().waitFor();
    await form.getByRole('button', { name: 'Отправить запрос' }).waitFor();
  });
});

describe('content pages', () => {
  it('has no serious accessibility faults on the services, a service and the campaign page', async () => {
    for (const width of [375, 1280]) {
      const { page } = await openPage({ width });
      for (const url of ['/services/', '/services/cutting/', '/landing/', '/privacy-policy/']) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await severeFaults(page), `${url} ${width}`).toEqual([]);
      }
    }
  });

  it('fits a 320 px phone: the services, a service, the campaign page and a content page scroll only down', async () => {
    const { page } = await openPage({ width: 320, height: 740, mobile: true });
    for (const url of ['/services/', '/services/cutting/', '/landing/', '/privacy-policy/', '/about/']) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await sidewaysScroll(page), url).toBe(0);
    }
  });

  it('on a phone shows the contacts’ warehouses as a card each, every detail under its name, nothing scrolled sideways', async () => {
    const { page } = await openPage({ width: 375, height: 800, mobile: true });
    await page.goto('/contacts/');
    const table = page.getByRole('region', { name: 'Таблица' }).first();
    await table.waitFor();
    expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    const labels = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.ownerDocument.defaultView!.getComputedStyle(cell, '::before').content));
    expect(labels).toEqual(['none', '"Адрес"', '"Часы работы"']);
    // Wider, it is a table again.
    const wide = await openPage({ width: 1280 });
    await wide.page.goto('/contacts/');
    await wide.page.getByRole('columnheader', { name: 'Часы работы' }).waitFor();
  });

  it('renders the privacy policy from Markdown and answers 404 for an unknown page or service', async () => {
    const { page } = await openPage();
    await page.goto('/privacy-policy/');
    await page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Какие данные мы храним' }).waitFor();
    for (const missing of ['/no-such-page/', '/services/no-such-service/']) {
      const response = await page.goto(missing);
      expect(response?.status(), missing).toBe(404);
    }
  });

  it('leads every header and footer link to a page that answers', async () => {
    const { page } = await openPage();
    await page.goto('/');
    const hrefs = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const paths = [...new Set(hrefs.filter((href) => !href.startsWith('//')))];
    expect(paths).toEqual(expect.arrayContaining(['/services/', '/privacy-policy/', '/about/']));
    for (const target of paths) {
      const response = await page.request.get(target);
      expect(response.status(), target).toBe(200);
    }
  });
});
