import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './helpers';

const count = async (page: Page) =>
  Number(((await page.getByTestId('history-count').textContent()) ?? '').replace(/\D/g, ''));

test('history: filters change the rows; paged on the server, newest first', async ({ page }) => {
  await signIn(page, 'player');
  await page.getByTestId('drawer').getByRole('link', { name: 'История' }).click();
  const table = page.getByTestId('history-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => count(page)).toBeGreaterThan(10);
  const all = await count(page);
  // 10 a page, the rest on page 2.
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: '2' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(all - 10);
  // Dates in Russian format, amounts formatted.
  await expect(table.locator('tbody tr').first().locator('td').nth(5)).toHaveText(
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );
  await expect(table.locator('tbody tr').first().locator('td').nth(3)).toHaveText(/^-?[$€][\d,]+\.\d{2}$/);

  // Room filter: only GGPoker rows.
  await page.getByRole('combobox', { name: 'Рум' }).click();
  await page.getByRole('option', { name: 'GGPoker' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => count(page)).toBeLessThan(all);
  const roomCells = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(new Set(roomCells)).toEqual(new Set(['GGPoker']));
  const gg = await count(page);

  // Fund types: without personal funds only transfers remain (none for the demo player).
  await page.getByLabel('Личные средства').uncheck();
  await expect(table.getByText('Нет данных')).toBeVisible();
  await page.getByLabel('Личные средства').check();
  await expect.poll(() => count(page)).toBe(gg);

  // Period: the current bundle only (filters start afresh after a reload).
  await page.reload();
  await expect.poll(() => count(page)).toBe(all);
  await page.getByText('Текущий пакет').click();
  await expect.poll(() => count(page)).toBeLessThan(all);

  // Paged on the server, newest first; no column sort (it would sort one page only, issue 43).
  await page.getByText('За всё время').click();
  await expect.poll(() => count(page)).toBe(all);
  await expect(table.getByRole('button', { name: 'Сумма' })).toHaveCount(0);
  const dates = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
  const stamps = dates.map((d) => {
    const [day, month, year, hour, minute] = d.split(/[. :]/);
    return `${year}${month}${day}${hour}${minute}`;
  });
  expect(stamps).toEqual([...stamps].sort().reverse());

  // «Экспорт» → CSV (issue 40): a file of every row the filters give, the header first.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^история_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('Дата,Рум,Аккаунт,Тип,Валюта,Сумма');
  expect(lines).toHaveLength(all + 1);

  // «Выписка за месяц (PDF)» (issue 40): the previous month's statement, a PDF under its name.
  // XLSX of the same rows: the header, then a row each, amounts as numbers.
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  const downloadingXlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт' }).click();
  await page.getByRole('menuitem', { name: 'XLSX', exact: true }).click();
  const xlsx = await downloadingXlsx;
  expect(xlsx.suggestedFilename()).toMatch(/^история_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await xlsx.path());
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(lines[0]!.split(','));
  expect(sheet.actualRowCount).toBe(all + 1);
  expect(typeof sheet.getRow(2).getCell(6).value).toBe('number');

  // The export menu closes first (its items would otherwise be the first ones on the page).
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  const statement = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выписка за месяц (PDF)' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(12);
  await page.getByRole('menuitem').nth(1).click();
  const pdf = await statement;
  expect(pdf.suggestedFilename()).toMatch(/^выписка_\d{4}-\d{2}\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
