import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './helpers';

/**
 * Issue 15: axe on the page as it is once its transitions have ended (settleAnimations); any critical or serious violation fails, and so does any
 * landmark rule (landmark-unique is only "moderate"). The message lists each rule with its count
 * and first targets. With a dialog open the page behind it is checked too: what the dialog covers
 * must not be reachable. Only violations are gathered (`resultTypes`): axe then builds no node list
 * with selectors for the passing checks, about a third of its time on a page like the scheduler's grid.
 */
/**
 * Waits for every running transition and animation of the page that ends (a dialog fading in, the
 * drawer sliding): axe measures colours and what covers what, and a half-faded dialog has the
 * blended colours of no real frame (CI on 37daeac: a fading confirm button failed color-contrast).
 * Endless ones (a loader) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
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
