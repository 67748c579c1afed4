import type { Page } from 'playwright-core';
import { waitForHydration } from './hydration.ts';

/**
 * Signs in on the sign-in page (a seeded account: README «Demo accounts», password demo123 unless given) and waits
 * for the page it leads to: the profile, or `back`.
 */
export async function signIn(page: Page, email: string, { password = 'demo123', back }: { password?: string; back?: string } = {}) {
  await page.goto(back ? `/auth/?back=${encodeURIComponent(back)}` : '/auth/');
  await waitForHydration(page.getByRole('main').locator('form'));
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  const landing = back ? new URL(back, page.url()).pathname : '/profile/';
  await page.waitForURL((url) => url.pathname === landing);
}

/** Signs in a page whose scripts are off: the sign-in form posts to its route, which leads to the profile. */
export async function signInWithoutScripts(page: Page, email: string) {
  await page.goto('/auth/');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Пароль/).fill('demo123');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/');
}
