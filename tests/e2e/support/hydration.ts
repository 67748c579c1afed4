import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until React has hydrated the element (its props sit on the DOM node), so it runs its scripts.
 * As long as the page takes: on a busy machine hydration can take many seconds (the e2e project's poll limit).
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect.poll(() => element.first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
