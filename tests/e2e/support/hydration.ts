import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until React has hydrated the element (its props sit on the DOM node), so it runs its scripts.
 * As long as the page takes: on a busy machine hydration can take many seconds (the e2e project's poll limit).
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

/**
 * Opens the page as a slow phone shows it before its scripts have arrived: they are held (not failed, which would make
 * the page reload itself for a stale chunk) until the visitor's first navigation from it — a plain form sent, a link
 * followed — so its controls are the server's HTML; the page that navigation brings loads its scripts as usual.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    // The held requests of the page left behind are cancelled by then.
    await route.fallback().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: 'commit' });
  page.on('request', (request) => {
    if (request.isNavigationRequest()) release();
  });
}
