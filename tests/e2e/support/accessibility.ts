import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical accessibility faults of the page's part `scope` (a selector; null: the whole page, header,
 * menus and footer included), one 'rule target… (what fails)' line each (none: []).
 */
export async function severeFaults(page: Page, scope: string | null = 'main'): Promise<string[]> {
  // axe maps every element's box once, before rows skipped by `content-visibility: auto` are laid out, and would
  // then find a row's text over the previous row's button: lay them all out for the check.
  await page.addStyleTag({ content: '.listing__items > li { content-visibility: visible !important }' });
  const axe = new AxeBuilder({ page });
  const { violations } = await (scope ? axe.include(scope) : axe).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')} (${violation.nodes[0]?.failureSummary})`,
    );
}
