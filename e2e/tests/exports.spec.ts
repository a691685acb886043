import ExcelJS from 'exceljs';
import { expect, newContext, openDashboard, requestPayout, signIn, test } from './helpers';

/**
 * Issue 40: a manager exports the payout queue as XLSX and the file is opened: its requests are
 * the queue's (as many as «Всего: N» says, for the same filters), the player's new one among them,
 * waiting, with its amounts as numbers.
 */
test('a manager exports the payout queue: the XLSX holds the queue’s requests, the player’s new one among them', async ({
  page,
  browser,
  baseURL,
}) => {
  await openDashboard(page);
  await requestPayout(page, 'https://prnt.sc/e2e-export');
  await expect(page.getByText('Запрос на расчёт отправлен')).toBeVisible();

  const context = await newContext(browser, { baseURL });
  const staff = await context.newPage();
  await signIn(staff, 'manager');
  await staff.getByRole('tab', { name: /^Расчёты/ }).click();
  const queue = staff.getByTestId('queue-payouts');
  await expect(queue.locator('tbody tr').first()).toBeVisible();
  const total = Number(/\d+/.exec((await staff.getByText(/^Всего: \d+$/).textContent()) ?? '')?.[0]);

  const downloading = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Экспорт' }).click();
  await staff.getByRole('menuitem', { name: 'XLSX' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Заявка', 'Игрок', 'Статус']);
  const amountColumn = header.indexOf('Сумма') + 1;
  const lines: { id: number; player: string; status: string; amount: unknown }[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1)
      lines.push({
        id: Number(row.getCell(1).value),
        player: String(row.getCell(2).value),
        status: String(row.getCell(3).value),
        amount: row.getCell(amountColumn).value,
      });
  });
  // One line per room account of a request: the requests are the queue's.
  expect(new Set(lines.map((l) => l.id)).size).toBe(total);
  const newest = Math.max(...lines.filter((l) => l.player === 'player').map((l) => l.id));
  const own = lines.filter((l) => l.id === newest);
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((l) => l.status === 'Ожидает')).toBe(true);
  expect(own.every((l) => l.amount === null || typeof l.amount === 'number')).toBe(true);
  await context.close();
});
