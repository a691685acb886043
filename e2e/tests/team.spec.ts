import { expect, signIn, test } from './helpers';

test('team table: search, sort, copy a cell, row colours', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'player');
  await page.goto('/team');
  const table = page.getByTestId('team-table');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(table.getByRole('columnheader', { name: 'Игрок' })).toBeVisible();

  // A row keeps its colour.
  await expect(rows.filter({ hasText: 'IvanPetrovGG' })).toHaveCSS('background-color', 'rgb(211, 249, 216)');

  await page.getByLabel('Поиск').fill('pokerstars');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Поиск').fill('нет такого игрока');
  await expect(table.getByText('Нет данных')).toBeVisible();
  await page.getByLabel('Поиск').fill('');
  await expect(rows).toHaveCount(12);

  const firstNick = async () => (await rows.first().locator('td').first().textContent()) ?? '';
  await table.getByRole('button', { name: 'ABI, $' }).click();
  await expect.poll(firstNick).toBe('Vlad_3bet');
  await expect(table.getByRole('columnheader', { name: /ABI, \$ ▲/ })).toBeVisible();
  await table.getByRole('button', { name: /ABI, \$/ }).click();
  await expect.poll(firstNick).toBe('Kirill_Lebedev');

  await rows.first().locator('td').nth(7).click();
  await expect(page.getByText('Скопировано: @k_lebedev')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('@k_lebedev');
});
