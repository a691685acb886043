import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, watchNetwork } from './helpers';

/**
 * True when the element is cut off sideways: outside the window, or outside the visible part of
 * an ancestor that clips or scrolls horizontally (a table's sideways scroll).
 */
const cutOffSideways = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    let left = 0;
    let right = document.documentElement.clientWidth;
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return box.left < left - 0.5 || box.right > right + 0.5;
  });

/** The start of each visible element of `locator` that is cut off sideways (none: `[]`). */
async function cutOff(locator: Locator): Promise<string[]> {
  const cut: string[] = [];
  for (const el of await locator.all()) {
    if ((await el.isVisible()) && (await cutOffSideways(el))) {
      cut.push(await el.evaluate((e) => e.outerHTML.slice(0, 120)));
    }
  }
  return cut;
}

/** How far the page itself scrolls sideways (0: it fits the window). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('dashboard: every room row’s Действия and every deposit header are in view', async ({ page }) => {
    await signIn(page, 'player');
    const rooms = page.getByTestId('rooms-table');
    // The demo player's rooms, once loaded (the table shows before its rows arrive).
    await expect(rooms.getByRole('button', { name: 'Действия' })).not.toHaveCount(0);
    const actions = await rooms.getByRole('button', { name: 'Действия' }).all();
    for (const button of actions) expect(await cutOffSideways(button)).toBe(false);
    const deposits = page.getByTestId('deposit-requests');
    await expect(deposits.getByRole('columnheader')).not.toHaveCount(0);
    const headers = await deposits.getByRole('columnheader').all();
    for (const header of headers) expect(await cutOffSideways(header)).toBe(false);
    expect(await pageOverflow(page)).toBe(0);
  });

  test('scheduler: ROI, Прибыль, Рейтинг and Возврат are in view', async ({ page }) => {
    await signIn(page, 'player');
    await page.goto('/tournaments');
    await expect(page.getByTestId('tournament-row').first()).toBeVisible();
    for (const name of ['ROI, %', 'Прибыль, $', 'Рейтинг', 'Возврат']) {
      const header = page.getByTestId('tournament-grid').getByRole('columnheader', { name, exact: true });
      expect(await cutOffSideways(header)).toBe(false);
    }
    expect(await pageOverflow(page)).toBe(0);
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, ready] of [
    ['/', 'rooms-table'],
    ['/history', 'history-table'],
    ['/tournaments', 'tournament-grid'],
    ['/video', 'video-filters'],
  ] as const) {
    test(`${path}: the page never scrolls sideways (wide tables scroll inside their card)`, async ({
      page,
    }) => {
      await signIn(page, 'player');
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      expect(await pageOverflow(page)).toBe(0);
    });
  }

  // Issue 42: at ≤ 576 px every table is a list of cards; a row's key figure, status, date and
  // actions lie within the window, without a sideways scroll (measured on the elements' boxes).
  for (const [user, path, ready] of [
    ['player', '/', 'rooms-table'],
    ['player', '/history', 'history-table'],
    ['manager', '/backoffice', 'section-title'],
  ] as const) {
    test(`${path} as ${user}: each row is a card with its figure, status and actions in view`, async ({
      page,
    }) => {
      await signIn(page, user);
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      const cards = page.locator('[data-layout="cards"] [data-card]');
      await expect(cards.first()).toBeVisible();
      const parts = page.locator('[data-card] :is([data-card-part], button)');
      expect(await parts.count()).toBeGreaterThan(0);
      expect(await cutOff(parts)).toEqual([]);
      expect(await page.locator('[data-card-part="primary"]').count()).toBe(await cards.count());
      expect(await pageOverflow(page)).toBe(0);
    });
  }

  // Issue 42: on every page at 390 px, nothing that carries a figure, a status or an action lies
  // outside the window's width or a clipping box: card parts, badges and buttons of the content.
  for (const [user, paths] of [
    ['player', ['/', '/player', '/history', '/tournaments', '/video', '/documents', '/security']],
    ['curator', ['/students', '/team']],
    ['manager', ['/backoffice', '/backoffice/messages', '/backoffice/people', '/backoffice/audit']],
  ] as const) {
    test(`every page of the ${user}: figures, statuses and actions within the window`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, user);
      for (const path of paths) {
        const settled = watchNetwork(page);
        await page.goto(path);
        await expect(page.getByTestId('section-title')).toBeVisible();
        await settled();
        const cut = await cutOff(
          page.locator('main').locator('button, [data-card-part], .mantine-Badge-root'),
        );
        expect(cut, path).toEqual([]);
        expect(await pageOverflow(page), path).toBe(0);
      }
    });
  }
});
