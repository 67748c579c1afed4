import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

const phone = { width: 390, height: 844, mobile: true };
const listing = '/catalog/krepezh/bolty/';

const hasFocus = (element: Locator) => element.evaluate((node) => node === node.ownerDocument.activeElement);
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(node.ownerDocument.activeElement));
/** The focused element's accessible name as a keyboard user hears it (label, else text). */
const focusedName = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const active = body.ownerDocument.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

/** The bolts' listing on a phone, its «Фильтры» button ready to open the filter sheet. */
async function phoneListing() {
  const { page } = await openPage(phone);
  await page.goto(listing);
  const open = page.getByRole('button', { name: 'Фильтры', exact: true });
  await waitForHydration(open);
  return { page, open, sheet: page.getByRole('dialog', { name: 'Фильтры' }) };
}

/** Opens the header's catalogue menu with Enter, as a keyboard does. */
async function openMenuByKeyboard(page: Page) {
  const catalogue = page.getByRole('button', { name: 'Каталог', exact: true });
  await waitForHydration(catalogue);
  await catalogue.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Меню каталога' });
  await expect.poll(() => holdsFocus(menu)).toBe(true);
  return { catalogue, menu };
}

/** A guest's basket with two products of the listing, put in by its buttons. */
async function basketOfTwo(page: Page) {
  await page.goto(listing);
  const add = page.getByRole('main').getByRole('button', { name: /^Добавить в корзину: / });
  await waitForHydration(add);
  const names: string[] = [];
  for (const index of [0, 1]) {
    names.push(((await add.nth(index).getAttribute('aria-label')) ?? '').replace('Добавить в корзину: ', ''));
    await add.nth(index).click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^Корзина, ${index + 1} товар`) })
      .waitFor();
  }
  return names;
}

describe('the store by keyboard', () => {
  it('the catalogue menu takes focus when it opens and gives it back to «Каталог» on Escape', async () => {
    const { page } = await openPage();
    await page.goto('/');
    const { catalogue, menu } = await openMenuByKeyboard(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(catalogue)).toBe(true);
    // Tabbing out of it closes it: focus is never on the page under the open panel.
    await openMenuByKeyboard(page);
    const last = menu.locator('a[href]:visible, button:visible').last();
    await last.focus();
    expect(await holdsFocus(menu)).toBe(true);
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
  });

  it('on a phone the menu’s levels keep focus: the new level’s «Назад», then the item left', async () => {
    const { page } = await openPage(phone);
    await page.goto('/');
    const { menu } = await openMenuByKeyboard(page);
    const section = await focusedName(page);
    expect(section).not.toBe('');
    await page.keyboard.press('Enter');
    await menu.getByRole('heading', { name: section }).waitFor();
    await expect.poll(() => hasFocus(menu.getByRole('button', { name: 'Назад' }))).toBe(true);
    await page.keyboard.press('Enter');
    await menu.getByRole('heading', { name: 'Каталог' }).waitFor();
    await expect.poll(() => focusedName(page)).toBe(section);
  });

  it('on a phone the filter sheet is a modal dialog: focus goes in and stays, Escape gives it back to «Фильтры»', async () => {
    const { page, open, sheet } = await phoneListing();
    await open.focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor();
    await expect.poll(() => hasFocus(sheet.getByRole('button', { name: 'Закрыть фильтры' }))).toBe(true);
    for (let step = 0; step < 30; step += 1) await page.keyboard.press('Tab');
    expect(await holdsFocus(sheet)).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(open)).toBe(true);
  });

  it('on a phone the filter sheet keeps «Показать N товаров» in reach at its foot, wherever the list is scrolled', async () => {
    const { open, sheet } = await phoneListing();
    await open.click();
    const show = sheet.getByRole('button', { name: /^Показать [\d\s]+ товар/ });
    await show.waitFor();
    const inView = async () => {
      const box = (await show.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= phone.height;
    };
    expect(await inView()).toBe(true);
    await sheet.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
    expect(await inView()).toBe(true);
    await show.click();
    await sheet.waitFor({ state: 'detached' });
  });

  it('the skip link comes into view on the first Tab, and casts nothing on the page before', async () => {
    const { page } = await openPage();
    await page.goto(listing);
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    const shown = () =>
      skip.evaluate((link) => [link.getBoundingClientRect().top >= 0, link.ownerDocument.defaultView!.getComputedStyle(link).boxShadow !== 'none']);
    expect(await shown()).toEqual([false, false]);
    await page.keyboard.press('Tab');
    await expect.poll(shown).toEqual([true, true]);
  });

  it('a link followed to another page leaves focus on the new page’s heading, and so does going back', async () => {
    const { page } = await openPage();
    await page.goto(listing);
    const product = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await waitForHydration(product);
    await product.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.includes('/product/'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => hasFocus(heading)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === listing);
    await expect.poll(() => hasFocus(page.getByRole('heading', { level: 1 }))).toBe(true);
  });

  it('a basket line removed hands focus to the next line’s delete button', async () => {
    const { page } = await openPage();
    const [first, second] = await basketOfTwo(page);
    await page.goto('/basket/');
    const remove = page.getByRole('button', { name: `Удалить из корзины: ${first}` });
    await waitForHydration(remove);
    await remove.focus();
    await page.keyboard.press('Enter');
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Удалить из корзины: ${second}`);
  });

  it('checkout: «Подтвердить заказ» is reachable while it cannot be pressed, and closing gives focus back to «Оформить заказ»', async () => {
    const { page } = await openPage();
    await basketOfTwo(page);
    await page.goto('/basket/');
    const checkout = page.getByRole('main').getByRole('link', { name: 'Оформить заказ' });
    await waitForHydration(checkout);
    await checkout.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
    const submit = dialog.getByRole('button', { name: 'Подтвердить заказ' });
    await submit.waitFor();
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await submit.focus();
    expect(await hasFocus(submit)).toBe(true);
    await dialog.getByRole('button', { name: 'Вернуться к покупкам' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(checkout)).toBe(true);
  });

  it('the home slider’s hidden slides are out of the Tab order', async () => {
    const { page } = await openPage();
    // Still: no slide moves by itself while the view is compared.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const slides = page.locator('.carousel__slide');
    await expect.poll(() => page.locator('.carousel__slide[inert]').count()).toBeGreaterThan(0);
    // Every slide out of its carousel's view is inert, every one in view is not.
    const wrong = await slides.evaluateAll((nodes) =>
      nodes
        .filter((node) => {
          const box = node.getBoundingClientRect();
          const viewport = node.closest('.carousel__viewport')!.getBoundingClientRect();
          // In view as embla counts it: at least half of the slide shows.
          const visible = Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left) >= box.width / 2;
          return visible === node.hasAttribute('inert');
        })
        .map((node) => node.getAttribute('aria-label')),
    );
    expect(wrong).toEqual([]);
  });
});
