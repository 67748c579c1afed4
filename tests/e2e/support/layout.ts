import type { Page } from 'playwright-core';

/** How far the page scrolls sideways (0 when it fits its window). */
export const sidewaysScroll = (page: Page) => page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
