import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './helpers';

// Wednesday 25 November 2026, 12:00 UTC = 15:00 in Moscow (the context's zone).
const NOW = new Date('2026-11-25T12:00:00Z');
const SEARCH = '**/api/scheduler/tournaments/search/';

async function openScheduler(page: Page) {
  await page.clock.setFixedTime(NOW);
  await signIn(page, 'player');
  await page.goto('/tournaments');
  await expect(page.getByTestId('section-page').getByRole('heading', { name: 'Расписатор' })).toBeVisible();
  await expect(page.getByTestId('tournament-row').first()).toBeVisible();
}

// «Найдено»: the rows loaded, with «+» while the window holds more (paged on the server, issue 43).
const rowsCount = async (page: Page) => (await page.getByTestId('rows-count').textContent())?.trim();
const loaded = async (page: Page) => Number.parseInt((await rowsCount(page)) ?? '', 10);

async function pickOption(page: Page, testId: string, option: string) {
  // force: with pills shown the wrapper of the MultiSelect input takes the click.
  await page.getByTestId(testId).click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('defaults: start = now in the zone − 30 min, end = start + 12 h; rows of that window', async ({
  page,
}) => {
  await openScheduler(page);
  await expect(page.getByTestId('filter-zone')).toHaveValue(/Москва/);
  await expect(page.getByTestId('filter-start-time')).toHaveValue('14:30');
  await expect(page.getByTestId('filter-start-day')).toHaveValue('Среда');
  await expect(page.getByTestId('filter-end-time')).toHaveValue('02:30');
  await expect(page.getByTestId('filter-end-day')).toHaveValue('Четверг');
  // Paged on the server (issue 43): the first 100 rows of the window, «Показать ещё» the next 100.
  expect(await rowsCount(page)).toBe('100+');
  const days = await page.locator('[data-testid=tournament-row] [data-column=day]').allInnerTexts();
  expect(new Set(days.map((d) => d.trim()))).toEqual(new Set(['Ср']));
  // The grid is 800 px high and virtualised: far fewer rows in the DOM than found.
  expect((await page.getByTestId('tournament-grid').boundingBox())?.height).toBe(800);
  expect(await page.getByTestId('tournament-row').count()).toBeLessThan(60);
  // A zone change resets the times to that zone's defaults.
  await page.getByTestId('filter-start-time').fill('10:00');
  const utcWindow = page.waitForResponse(
    (r) =>
      r.url().includes('/api/scheduler/tournaments/search/') &&
      /"startTime":"11:30"/.test(r.request().postData() ?? ''),
  );
  await pickOption(page, 'filter-zone', 'UTC (UTC+0)');
  await expect(page.getByTestId('filter-start-time')).toHaveValue('11:30');
  await expect(page.getByTestId('filter-end-time')).toHaveValue('23:30');
  await expect(page.getByTestId('filter-end-day')).toHaveValue('Среда');
  // «Показать ещё турниры» loads the window's next 100 rows, after the last one loaded. The button
  // is hidden while the Moscow window's rows stand in for the UTC one's, and back with its answer.
  await utcWindow;
  await expect(page.getByTestId('scheduler-more')).toBeVisible();
  await expect.poll(() => rowsCount(page)).toBe('100+');
  await page.getByTestId('scheduler-more').click();
  await expect.poll(() => rowsCount(page)).toBe('200+');
});

test('a filter narrows the grid; an invalid time makes no search', async ({ page }) => {
  await openScheduler(page);
  await pickOption(page, 'filter-networks', 'Winamax');
  // The filter is applied on the server: the page is Winamax's rows only.
  await expect
    .poll(
      async () =>
        new Set(await page.locator('[data-testid=tournament-row] [data-column=network]').allInnerTexts()),
    )
    .toEqual(new Set(['Winamax']));

  const narrowed = await loaded(page);
  const SEARCH = '/api/scheduler/tournaments/search/';
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(SEARCH)) bodies.push(r.postData() ?? '');
  });
  await page.getByTestId('filter-start-time').fill('25:99');
  await expect(page.getByText('Формат времени ЧЧ:ММ')).toBeVisible();
  expect(await loaded(page)).toBe(narrowed);
  // The next search is the corrected one; the invalid time never left the page.
  const corrected = page.waitForRequest((r) => r.url().includes(SEARCH) && /14:00/.test(r.postData() ?? ''));
  await page.getByTestId('filter-start-time').fill('14:00');
  await corrected;
  expect(bodies.filter((b) => b.includes('25:99'))).toEqual([]);
  await page.getByTestId('filter-start-time').fill('14:30');

  // The max-buy-in column filter hides the dearer rows.
  await page.getByTestId('max-buyin-filter').fill('5');
  await expect.poll(() => loaded(page)).toBeLessThan(narrowed);
  const buyins = await page.locator('[data-testid=tournament-row] [data-column=usd_buyin]').allInnerTexts();
  for (const b of buyins) expect(Number(b.replace(/[$,]/g, ''))).toBeLessThanOrEqual(5);
});

test('selection and its summary; a Forbidden row cannot be selected; both survive a reload', async ({
  page,
}) => {
  await openScheduler(page);
  const selectable = page.locator('[data-testid=tournament-row]:not([data-score="-2"])');
  const first = selectable.nth(0);
  const second = selectable.nth(1);
  const keys = [await first.getAttribute('data-key'), await second.getAttribute('data-key')];
  const usd = async (row: typeof first) =>
    Math.round(
      Number(((await row.locator('[data-column=usd_buyin]').textContent()) ?? '').replace(/[$,]/g, '')) * 100,
    );
  const total = (await usd(first)) + (await usd(second));
  await first.getByTestId('row-checkbox').check();
  await second.click();
  await expect(page.getByTestId('summary-count')).toHaveText('2');
  await expect(page.getByTestId('summary-total')).toHaveText(
    `$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByTestId('summary-average')).toHaveText(
    `$${(Math.round(total / 2) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByTestId('summary-per-day')).toContainText('Ср: 2 турн.');

  // Forbidden only: every row is scored −2, its checkbox is disabled and a click selects nothing.
  await pickOption(page, 'filter-ratings', 'Forbidden');
  const forbidden = page.getByTestId('tournament-row').first();
  await expect(forbidden).toHaveAttribute('data-score', '-2');
  await expect(forbidden.getByTestId('rating')).toHaveText('Forbidden');
  await expect(forbidden.getByTestId('row-checkbox')).toBeDisabled();
  await forbidden.click();
  await expect(forbidden).toHaveAttribute('data-selected', 'false');
  await expect(page.getByTestId('summary-count')).toHaveText('0');

  await page.reload();
  // The filter survived the reload: the Forbidden pill is there and only −2 rows are listed.
  await expect(page.getByTestId('scheduler-filters').getByText('Forbidden', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tournament-row').first()).toHaveAttribute('data-score', '-2');
  expect(new Set(await page.getByTestId('rating').allInnerTexts())).toEqual(new Set(['Forbidden']));
  await pickOption(page, 'filter-ratings', 'Forbidden');
  for (const key of keys) {
    await expect(page.locator(`[data-testid=tournament-row][data-key="${key}"]`)).toHaveAttribute(
      'data-selected',
      'true',
    );
  }
  await expect(page.getByTestId('summary-count')).toHaveText('2');
});

test('the watermark is drawn for a player', async ({ page }) => {
  await openScheduler(page);
  await expect(page.getByTestId('scheduler-watermark')).toContainText('player');
  expect(SEARCH).toContain('search');
});

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

// Issue 42: the grid's own phone layout; the name, start and buy-in of a row within the window, the
// rest on a tap; sorting and the max buy-in filter in a toolbar above the rows.
test('on a 390 px phone: a row in the window, its other fields on a tap, sorting by a select', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openScheduler(page);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const row = page.getByTestId('tournament-row').first();
  for (const part of [
    row.getByTestId('row-checkbox'),
    row.locator('[data-column=name]'),
    row.locator('[data-column=start_time]'),
    row.locator('[data-column=buyin]'),
    page.getByTestId('sort-direction'),
    page.getByTestId('max-buyin-filter'),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(await textOf(row.locator('[data-column=buyin]'))).toMatch(/\d/);
  const scroll = page.getByTestId('tournament-grid-scroll');
  expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);

  const name = await textOf(row.locator('[data-column=name]'));
  await row.locator('[data-column=start_time]').click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByText('ROI, %', { exact: true })).toBeVisible();
  await expect(details.getByTestId('rating')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row).toHaveAttribute('data-selected', 'false');

  await page.getByTestId('sort-select').click();
  await page.getByRole('option', { name: 'ROI, %', exact: true }).click();
  const descending = page.getByRole('button', { name: 'По убыванию' });
  await descending.click();
  await expect(descending).toHaveAttribute('aria-pressed', 'true');
  await row.locator('[data-column=name]').click();
  const top = Number(await textOf(page.getByRole('dialog').locator('[data-column=roi]')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('tournament-row').nth(1).locator('[data-column=name]').click();
  expect(Number(await textOf(page.getByRole('dialog').locator('[data-column=roi]')))).toBeLessThanOrEqual(
    top,
  );
});
