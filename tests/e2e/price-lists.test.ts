import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { severeFaults } from './support/accessibility.ts';
import { closeBrowser, openPage } from './support/browser.ts';
import { sidewaysScroll } from './support/layout.ts';
import { signUpBuyer } from './support/sign-up.ts';
import { visitorAgent } from './support/visitor-agent.ts';

afterAll(() => closeBrowser());

const signUp = (context: BrowserContext) => signUpBuyer(context, 'prices', '956');
const profileMenu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

/** Clicks a list's 'Скачать' and returns the file's name and first bytes (an XLSX is a ZIP: 'PK'). */
async function downloadOf(page: Page, listName: string): Promise<{ name: string; magic: string }> {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listName, exact: true }) });
  const download = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Скачать' }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    magic: fs
      .readFileSync((await file.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  };
}

describe('/profile/price-lists/', () => {
  it('opens from the menu and downloads the whole catalogue and a section as spreadsheets', async () => {
    const { page, context } = await openPage();
    await signUp(context);
    await page.goto('/profile/');
    await profileMenu(page).getByRole('link', { name: 'Прайс-листы' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/price-lists/');
    const lists = page.getByRole('list', { name: 'Прайс-листы' });
    const names = await lists.getByRole('heading').allInnerTexts();
    expect(names[0]).toBe('Весь каталог');
    expect(names.length).toBeGreaterThan(1);

    const whole = await downloadOf(page, 'Весь каталог');
    expect(whole.name).toMatch(/^Прайс-лист — Весь каталог — \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    expect(whole.magic).toBe('PK');
    const section = await downloadOf(page, names[1]!);
    expect(section.name.startsWith(`Прайс-лист — ${names[1]} — `)).toBe(true);
    expect(section.magic).toBe('PK');
  });

  it('fits a 375 px phone and has no serious accessibility faults', async () => {
    const { page, context } = await openPage({ width: 375, height: 800, mobile: true });
    await signUp(context);
    await page.goto('/profile/price-lists/');
    await page.getByRole('heading', { level: 1, name: 'Прайс-листы' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await severeFaults(page)).toEqual([]);
  });

  it('downloads before scripts run', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await signUp(context);
    await page.setExtraHTTPHeaders({ 'user-agent': visitorAgent });
    await page.goto('/profile/price-lists/');
    expect((await downloadOf(page, 'Весь каталог')).magic).toBe('PK');
  });

  it('sends a guest to sign in', async () => {
    const { page } = await openPage();
    await page.goto('/profile/price-lists/');
    await page.waitForURL((url) => url.pathname === '/auth/');
  });
});
