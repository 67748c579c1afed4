import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './chromium.ts';

let browser: Browser | undefined;

/** One headless Chromium per test file; a fresh context (cookies, storage) per page. */
export async function openPage(
  options: { width?: number; height?: number; mobile?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; baseUrl: string }> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'ru-RU',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return { page: await context.newPage(), context, baseUrl };
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
