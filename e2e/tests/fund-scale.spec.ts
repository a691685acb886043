import type { Locator, Page } from '@playwright/test';
import { expect, newContext, signIn, test, watchNetwork } from './helpers';

/**
 * Issue 43 in a browser: fund-sized data (bench/fund-data/generate.ts through the e2e API, scale
 * 0.0005: three generated players with two years of money each, 50 more deposit requests) on top
 * of the demo. The generated player's /history pages back to the oldest movement two years ago;
 * the manager's deposit queue reaches its last page. Both lists are paged on the server (keyset
 * or a bounded offset): the last page holds exactly what is left after the full pages before it.
 */

/** The number in a pager's count text («Всего: 1 234»). */
const countOf = async (text: Locator) => Number(((await text.textContent()) ?? '').replace(/\D/g, ''));

/** Goes to the last page of a pager and checks the rows left there. */
async function lastPage(page: Page, pager: Locator, rows: Locator, total: number, pageSize: number) {
  const pages = Math.ceil(total / pageSize);
  expect(pages, `${total} rows make more than two pages`).toBeGreaterThan(2);
  await pager.getByRole('button', { name: String(pages), exact: true }).click();
  await expect(pager.getByRole('button', { name: String(pages), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rows).toHaveCount(total - pageSize * (pages - 1));
  return page;
}

test('fund-sized data: a generated player pages through two years of history; the manager reaches the last page of the deposit queue', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const added = await request.post('/api/e2e/fund-data', { data: { scale: 0.0005 } });
  expect(added.status()).toBe(200);

  await signIn(page, 'fund00000');
  const settled = watchNetwork(page);
  await page.goto('/history');
  const table = page.getByTestId('history-table');
  await page.getByText('За всё время').click();
  const count = page.getByTestId('history-count');
  await expect.poll(() => countOf(count)).toBeGreaterThan(30);
  // The count of the whole period, not of the one before the click.
  await settled();
  await lastPage(
    page,
    page.getByRole('button', { name: 'Следующая страница' }).locator('..'),
    table.locator('tbody tr'),
    await countOf(count),
    10,
  );
  // Newest first: the last row is the account's oldest movement, about two years ago.
  const oldest = (await table.locator('tbody tr td:nth-child(6)').last().textContent()) ?? '';
  const [day, month, year] = oldest.split(/[. :]/);
  const age = Date.now() - Date.UTC(Number(year), Number(month) - 1, Number(day));
  expect(age / 86_400_000).toBeGreaterThan(600);

  const staff = await (await newContext(browser, { baseURL })).newPage();
  await signIn(staff, 'manager');
  await expect(staff).toHaveURL(/\/backoffice$/);
  const tab = staff.getByRole('tab', { name: /^Депозиты/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const queue = staff.getByTestId('queue-deposits');
  const total = queue.getByText(/^Всего/);
  await expect.poll(() => countOf(total)).toBeGreaterThan(50);
  await lastPage(
    staff,
    queue.getByLabel('Страницы списка'),
    queue.locator('tbody tr'),
    await countOf(total),
    20,
  );
  await staff.context().close();
});
