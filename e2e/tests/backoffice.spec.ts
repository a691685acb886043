import type { Browser, Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  expect,
  expectResentWithItsKey,
  loseFirstAnswer,
  newContext,
  openDashboard,
  requestDeposit,
  signIn,
  test,
} from './helpers';

/**
 * Issue 16: the fund's staff act in the back office (remote-backoffice) on what players ask,
 * through the real e2e API; the player sees the outcome. The manager works in a browser context
 * of their own, so both sessions are live at once.
 */
async function managerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await newContext(browser, { baseURL });
  const page = await context.newPage();
  await signIn(page, 'manager');
  // Without the dashboard, '/' leads the manager to the back office.
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByTestId('section-title')).toHaveText('Бэк-офис');
  return page;
}

/**
 * Each flow is two live sessions (player and manager), two sign-ins and several reloads: 30-45 s on
 * the shared 2-core machine, over the default 45 s under load (as curator.spec.ts, a longer budget).
 */
const FLOW_TIMEOUT = 90_000;

/** Reloads the player's dashboard; the player remote is fetched anew, slow on a loaded machine. */
async function reloadDashboard(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('rooms-table')).toBeVisible({ timeout: 30_000 });
}

/** "$1,234.56" → 123456 (cents, exact). */
const cents = (money: string): number => Number(money.replace(/[^\d-]/g, ''));

async function endBalance(page: Page, account: string): Promise<number> {
  const row = page.getByTestId('rooms-table').locator('tbody tr', { hasText: account });
  return cents((await row.locator('td').nth(4).textContent()) ?? '');
}

/** What the payout dialog says the player would be paid ("к выплате $…"). */
async function payoutShown(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Запросить расчёт' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('к выплате');
  const text = (await dialog.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return /к выплате\s*(-?\$[\d,.]+)/.exec(text)?.[1] ?? '';
}

async function openQueue(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return page.locator('[data-testid^="queue-"]');
}

test('a deposit request: the player asks, the manager processes it, the player sees it and the balance moved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(FLOW_TIMEOUT);
  await openDashboard(page);
  const before = await endBalance(page, 'IPetrovACR');
  await requestDeposit(page, '123.45', 'e2e депозит для бэк-офиса');
  const mine = page.getByTestId('deposit-requests').locator('tr', { hasText: 'e2e депозит для бэк-офиса' });
  await expect(mine).toContainText('В обработке');

  const staff = await managerPage(browser, baseURL);
  await expect(staff.getByTestId('drawer').getByTestId('badge-backoffice')).toBeVisible();
  const queue = await openQueue(staff, 'Депозиты');
  const request = queue.locator('tr', { hasText: 'e2e депозит для бэк-офиса' });
  await expect(request).toContainText('player');
  await expect(request).toContainText('$123.45');
  const opener = request.getByRole('button', { name: 'Провести' });
  await opener.click();
  const dialog = staff.getByRole('dialog', { name: 'Провести запрос депозита' });
  await expect(dialog.getByLabel(/Сумма депозита/)).toHaveValue('123.45');
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(request).toHaveCount(0);

  // The audit log has the action, by the manager.
  await staff.getByRole('link', { name: 'Журнал действий' }).click();
  await expect(staff.getByTestId('section-title')).toHaveText('Журнал действий');
  await expect(staff.getByTestId('audit').locator('tbody tr').first()).toContainText('Депозит проведён');
  await expect(staff.getByTestId('audit').locator('tbody tr').first()).toContainText('manager');
  await staff.context().close();

  await reloadDashboard(page);
  await expect(mine).toContainText('Обработан');
  await expect.poll(() => endBalance(page, 'IPetrovACR')).toBe(before + 12345);
});

test('a deposit processed by the manager whose answer was lost: the second click is replayed, the balance moves once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(FLOW_TIMEOUT);
  await openDashboard(page);
  const before = await endBalance(page, 'IPetrovACR');
  await requestDeposit(page, '50.00', 'e2e ответ менеджеру потерян');

  const staff = await managerPage(browser, baseURL);
  // The first answer to «Провести» is lost on the way back; the API did process the request.
  const keys = await loseFirstAnswer(staff, '**/process/');
  const queue = await openQueue(staff, 'Депозиты');
  const request = queue.locator('tr', { hasText: 'e2e ответ менеджеру потерян' });
  await request.getByRole('button', { name: 'Провести' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Провести запрос депозита' });
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(dialog).toContainText('Нет связи с сервером');
  // The outcome is unknown, so the queue refreshes: the processed request has left it.
  await expect(request).toHaveCount(0);
  // Sent again with the same key: the first answer is replayed (not «another staff member»).
  await dialog.getByRole('button', { name: 'Провести' }).click();
  await expect(dialog).toHaveCount(0);
  expectResentWithItsKey(keys);
  await expect(request).toHaveCount(0);
  await staff.context().close();

  await reloadDashboard(page);
  await expect(
    page.getByTestId('deposit-requests').locator('tr', { hasText: 'e2e ответ менеджеру потерян' }),
  ).toContainText('Обработан');
  await expect.poll(() => endBalance(page, 'IPetrovACR')).toBe(before + 5000);
});

/** The personal-funds form's «Доступно к выводу» for the player's PokerStars account. */
async function expectWithdrawable(page: Page, amount: string): Promise<void> {
  const funds = page.getByTestId('personal-funds');
  await funds.getByLabel('Счёт').click();
  await page.getByRole('option', { name: 'PokerStars: ivan_petrov' }).click();
  await expect(funds.getByText(/Доступно к выводу/)).toContainText(amount);
}

test('a declared cashback is pending and counts nowhere until the manager approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(FLOW_TIMEOUT);
  await openDashboard(page);
  const payoutBefore = await payoutShown(page);
  await expect(page.getByTestId('card-funds')).toContainText('$5,200.00');
  await expectWithdrawable(page, '$2,000.00');
  const funds = page.getByTestId('personal-funds');
  await funds.getByLabel('Тип').click();
  await page.getByRole('option', { name: 'Кэшбэк' }).click();
  await funds.getByLabel('Сумма').fill('5000');
  await funds.getByLabel('Ссылка на скриншот').fill('https://prnt.sc/e2e-cashback');
  const sent = page.waitForResponse(
    (r) => r.url().includes('/api/accounting/') && r.request().method() === 'POST' && r.status() < 300,
  );
  await funds.getByRole('button', { name: 'Отправить' }).click();
  await sent;
  // Pending: neither the payout, nor the personal funds, nor what can be withdrawn moved.
  await reloadDashboard(page);
  expect(await payoutShown(page)).toBe(payoutBefore);
  await expect(page.getByTestId('card-funds')).toContainText('$5,200.00');
  await expectWithdrawable(page, '$2,000.00');

  const staff = await managerPage(browser, baseURL);
  const queue = await openQueue(staff, 'Личные средства');
  const declared = queue.locator('tr', { hasText: 'Кэшбэк' }).filter({ hasText: 'player' });
  await expect(declared).toHaveCount(1);
  await expect(declared).toContainText('Ожидает');
  await expect(declared).toContainText('$5,000.00');
  await declared.getByRole('button', { name: 'Одобрить' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Одобрить движение личных средств' });
  await dialog.getByRole('button', { name: 'Одобрить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(declared).toHaveCount(0);
  await staff.context().close();

  // Approved: the cashback counts in the personal funds and in what the player can withdraw (it
  // is no result of the bundle, so the bundle payout is not its measure: docs/backoffice-ui.md).
  await reloadDashboard(page);
  await expect(page.getByTestId('card-funds')).toContainText('$10,200.00');
  await expectWithdrawable(page, '$7,000.00');
});

test('a transfer the manager creates: the player holds and confirms it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(FLOW_TIMEOUT);
  const staff = await managerPage(browser, baseURL);
  await openQueue(staff, 'Переводы');
  await staff.getByRole('button', { name: 'Создать перевод' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Новый перевод между игроками' });
  await dialog.getByRole('combobox', { name: 'Отправитель', exact: true }).fill('player');
  await staff.getByRole('option', { name: 'player', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Счёт отправителя' }).click();
  await staff.getByRole('option', { name: /^PokerStars: ivan_petrov/ }).click();
  await dialog.getByRole('combobox', { name: 'Получатель', exact: true }).fill('sergey');
  await staff.getByRole('option', { name: 'sergey.volkov' }).click();
  await dialog.getByRole('combobox', { name: /Счёт получателя/ }).click();
  await staff.getByRole('option', { name: /^PokerStars: sergey_volkov_ps/ }).click();
  await dialog.getByLabel(/Сумма перевода/).fill('150');
  await dialog.getByLabel(/Комментарий/).fill('e2e перевод от фонда');
  await dialog.getByRole('button', { name: 'Создать перевод' }).click();
  await expect(dialog).toHaveCount(0);
  const created = staff.getByTestId('queue-transfers').locator('tr', { hasText: 'e2e перевод от фонда' });
  await expect(created).toContainText('Новый');

  await openDashboard(page);
  const row = page.getByTestId('transfers').locator('tr', { hasText: 'e2e перевод от фонда' });
  await expect(row).toContainText('$150.00');
  await row.getByRole('button', { name: 'Зарезервировать' }).click();
  const hold = page.getByRole('dialog', { name: 'Зарезервировать' });
  await hold.getByRole('button', { name: 'Зарезервировать' }).click();
  await expect(hold).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Зарезервировать' })).toBeDisabled();
  await staff.reload();
  await expect(created).toContainText('Зарезервирован');

  await row.getByRole('button', { name: 'Подтвердить' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.getByRole('textbox', { name: 'Ссылка на скриншот' }).first().fill('https://prnt.sc/e2e-p2p');
  await confirm.getByLabel('Баланс до перевода').fill('2000');
  await confirm.getByLabel('Перевод внутри рума').check();
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(row).toHaveCount(0);
  await staff.reload();
  await expect(created).not.toContainText('Зарезервирован');
  await expect(created).not.toContainText('Новый');
  await staff.context().close();
});

test.describe('back-office pages pass axe (0 critical/serious)', () => {
  for (const [path, title] of [
    ['/backoffice', 'Бэк-офис'],
    ['/backoffice/messages', 'Системные сообщения'],
    ['/backoffice/people', 'Пользователи'],
    ['/backoffice/audit', 'Журнал действий'],
  ] as const) {
    test(`${path}`, async ({ page }) => {
      await signIn(page, 'manager');
      await page.goto(path);
      await expect(page.getByTestId('section-title')).toHaveText(title);
      await expect(page).toHaveTitle(`${title} — Личный кабинет`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the transfer dialog, and focus back on its opener after Escape', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/backoffice?queue=transfers');
    const opener = page.getByRole('button', { name: 'Создать перевод' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Новый перевод между игроками' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
