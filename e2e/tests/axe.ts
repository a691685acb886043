import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './helpers';

/**
 * Issue 15: axe on the page as it is now; any critical or serious violation fails, and so does any
 * landmark rule (landmark-unique is only "moderate"). The message lists each rule with its count
 * and first targets. With a dialog open the page behind it is checked too: what the dialog covers
 * must not be reachable. Only violations are gathered (`resultTypes`): axe then builds no node list
 * with selectors for the passing checks, about a third of its time on a page like the scheduler's grid.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id.startsWith('landmark-'))
    .map(
      (v) =>
        `${v.id} ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}
