import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical accessibility faults of the page's main part, as 'rule target…' lines (none: []). */
export async function severeFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3)}`);
}
