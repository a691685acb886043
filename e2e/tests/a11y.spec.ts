import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, signIn, test } from './helpers';

/**
 * Issue 15: axe on every page, signed in as the user who sees it; any critical or serious
 * violation fails (expectAccessible in ./axe lists each rule with its count and first targets).
 */

/** The player's dashboard; the demo player owes no hands (api/src/db/seed/uploads.ts), so no upload dialog. */
async function openDashboard(page: Page): Promise<void> {
  await signIn(page, 'player');
  await expect(page.getByTestId('rooms-table')).toBeVisible();
  const upload = page.getByRole('dialog', { name: 'Загрузка истории рук' });
  await expect(upload).toHaveCount(0);
}

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page).toHaveTitle('Вход — Личный кабинет');
  await expectAccessible(page);
});

test('404 inside the shell', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/video/abc');
  await expect(page.getByText('Error 404')).toBeVisible();
  await expectAccessible(page);
});

test('player dashboard, then with the hold and confirm dialogs open', async ({ page }) => {
  await openDashboard(page);
  await expect(page).toHaveTitle('Главная — Личный кабинет');
  await expectAccessible(page);

  const row = page.getByTestId('transfers').locator('tr', { hasText: 'Перевод в фонд с ACR' });
  const holdButton = row.getByRole('button', { name: 'Зарезервировать' });
  await holdButton.focus();
  await page.keyboard.press('Enter');
  const hold = page.getByRole('dialog', { name: 'Зарезервировать' });
  await expect(hold).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(hold).toHaveCount(0);
  await expect(holdButton).toBeFocused();

  await row.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await expectAccessible(page);
});

for (const [path, ready] of [
  ['/history', 'История'],
  ['/tournaments', 'Расписатор'],
  ['/video', 'Видео'],
  ['/player', 'Работа над игрой'],
  ['/documents', 'Документы'],
  ['/team', 'Команда'],
] as const) {
  test(`player: ${path}`, async ({ page }) => {
    await signIn(page, 'player');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await expect(page).toHaveTitle(`${ready} — Личный кабинет`);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}

test('player: a homework dialog opened from the keyboard passes axe and gives focus back', async ({
  page,
}) => {
  await signIn(page, 'player');
  await page.goto('/player');
  const card = page
    .getByTestId('homework-section')
    .getByRole('button')
    .filter({ has: page.getByTestId('homework-card') })
    .first();
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('below 1024 px the closed drawer is out of the Tab order; the burger reports it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'player');
  const burger = page.getByRole('button', { name: 'Меню' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('drawer')).toHaveAttribute('inert', '');
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('drawer').locator(':focus')).toHaveCount(0);
  }
  await expectAccessible(page);
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('drawer')).not.toHaveAttribute('inert', '');
  await expectAccessible(page);
});

test('curator: /students', async ({ page }) => {
  await signIn(page, 'curator');
  await page.goto('/students');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
});

test('newbie: onboarding wizard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Логин').fill('newbie');
  await page.getByLabel('Пароль').fill('demo-password');
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Анкета нового игрока' })).toBeVisible();
  await expectAccessible(page);
});
