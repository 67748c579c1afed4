import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../apps/api/src/seed/users.ts';
import { closeBrowser, openPage } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';

afterAll(() => closeBrowser());

/** The toasts of the one Toaster (Radix puts them in a region named after its label). */
const notifications = (page: Page) => page.getByRole('region', { name: /^Уведомления/ });

describe('global notifications', () => {
  it('a failed call made in the browser raises the red top-right popup headed by the HTTP status', async () => {
    const { page } = await openPage();
    await page.route('**/api/Search/getFromBar/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', result: { message: 'Поиск временно недоступен\nподробности в журнале' } }),
      }),
    );
    await page.goto('/catalog/');
    await waitForHydration(page.locator('input[role="combobox"]'));
    await page.getByRole('combobox', { name: 'Поиск по каталогу' }).pressSequentially('болт', { delay: 20 });
    // The open suggestion list hides the rest of the page from assistive technology (and from role queries) until closed.
    await page.getByRole('combobox', { name: 'Поиск по каталогу' }).press('Escape');
    const popup = notifications(page).getByRole('listitem').filter({ hasText: '503 Service Unavailable' });
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain('Поиск временно недоступен');
    await expect(popup.innerText()).resolves.not.toContain('подробности в журнале');
    const box = await popup.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeGreaterThan(width - 60);
    expect(box!.y).toBeLessThan(100);
    expect(await popup.evaluate((node) => node.className)).toContain('ui-toast--error');
  });

  it('registration with a taken e-mail shows the message in the global dialog and beside the field', async () => {
    const { page } = await openPage();
    await page.goto('/auth/registration/');
    await waitForHydration(page.locator('main form'));
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
    await field('ФИО').fill('Петров Иван Сергеевич');
    await field('Email').fill(demoLogins.buyer);
    await field('Телефон').pressSequentially(`9${String(Date.now()).slice(-9)}`);
    await field('Пароль').fill('secret-42');
    await field('Подтверждение пароля').fill('secret-42');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const message = 'Пользователь с таким email уже зарегистрирован';
    const popup = notifications(page).getByRole('listitem').filter({ hasText: '409 Conflict' });
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain(message);
    await expect(page.getByRole('main').getByText(message).count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe('/auth/registration/');
  });

  it('a toast appears once: the showcase uses the root Toaster', async () => {
    const { page } = await openPage();
    await page.goto('/_ui/');
    // Showcase sections hydrate one by one, each when its chunk has arrived: wait for the button itself.
    const serverError = page.getByRole('button', { name: 'Ошибка сервера' });
    await waitForHydration(serverError);
    await serverError.click();
    await notifications(page).getByRole('listitem').filter({ hasText: '500 Internal Server Error' }).first().waitFor();
    // A second Toaster would render the same toast in a region of its own.
    await expect(notifications(page).getByRole('listitem').count()).resolves.toBe(1);
  });
});
