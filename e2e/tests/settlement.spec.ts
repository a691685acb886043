import { expect, openDashboard, test } from './helpers';

// Issue 38: «Если рассчитаться сейчас» on the dashboard, a figure opened to its rows (docs/settlement.md).
test('the player sees the settlement chain and the rows behind the bundle result add up to it', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Если рассчитаться сейчас' }).click();
  const dialog = page.getByRole('dialog', { name: 'Если рассчитаться сейчас' });
  await expect(dialog.getByTestId('figure-payout')).toContainText('К выплате');
  await expect(dialog.getByTestId('min-funds')).toContainText('средний бай-ин за 30 дней');
  await expect(dialog.getByTestId('terms-current')).toContainText('Доля игрока, %');
  const result = dialog.getByTestId('figure-result');
  const figure = ((await result.locator('td').nth(1).textContent()) ?? '').trim();
  await result.getByRole('button', { name: 'Результат пакета' }).click();
  const rows = dialog.getByRole('cell', { name: 'Откуда: Результат пакета' });
  await expect(rows.getByTestId('rows-sum')).toHaveText(`Сумма строк: ${figure}`);
});
