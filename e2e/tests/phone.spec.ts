import type { Locator } from '@playwright/test';
import {
  expect,
  newContext,
  openDashboard,
  PASSWORD,
  requestDeposit,
  signIn,
  test,
  watchNetwork,
} from './helpers';

/**
 * Issue 42: the player's money actions completed by tapping on a phone (touch, 390×844 and
 * 360×740). Each checks that the changed row's amount and status lie within the window: no
 * sideways swipe to see what happened.
 */

/** Whether the element lies inside the window's width (its box, not a guess from the layout). */
const withinWidth = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.left >= -0.5 && box.right <= document.documentElement.clientWidth + 0.5;
  });

/** A table's row holding `text`: on a phone, the row's card. */
const cardOf = (table: Locator, text: string) => table.locator('[data-card]', { hasText: text });

test.describe('390×844, touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('hold a transfer, then confirm it with a fee, by tapping', async ({ page }) => {
    await openDashboard(page);
    const transfers = page.getByTestId('transfers');
    const card = cardOf(transfers, 'Перевод в фонд с ACR');
    await card.getByRole('button', { name: 'Зарезервировать' }).tap();
    const hold = page.getByRole('dialog', { name: 'Зарезервировать' });
    // Its buttons stay at the full-screen dialog's bottom edge while the rest scrolls (issue 42).
    await expect(hold.getByTestId('dialog-actions')).toHaveCSS('position', 'sticky');
    await hold.getByRole('button', { name: 'Зарезервировать' }).tap();
    await expect(hold).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Зарезервировать' })).toBeDisabled();
    expect(await withinWidth(card.locator('[data-card-part="primary"]'))).toBe(true);
    expect(await withinWidth(card.getByRole('button', { name: 'Подтвердить' }))).toBe(true);

    await card.getByRole('button', { name: 'Подтвердить' }).tap();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog
      .getByRole('textbox', { name: 'Ссылка на скриншот' })
      .first()
      .fill('https://prnt.sc/e2e-phone-confirm');
    // The phone shows its decimal keypad for amounts and percentages.
    await expect(dialog.getByLabel('Комиссия, %')).toHaveAttribute('inputmode', 'decimal');
    await dialog.getByLabel('Баланс до перевода').fill('1050');
    await dialog.getByLabel('Комиссия, %').fill('1.45');
    await dialog.getByRole('button', { name: 'Добавить комиссию' }).tap();
    await expect(page.getByTestId('amount-to-send')).toContainText('$147.86');
    await dialog.getByRole('button', { name: 'Подтвердить' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(cardOf(transfers, 'Перевод в фонд с ACR')).toHaveCount(0);
  });
});

test.describe('390×844, touch: personal funds and a payout request', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a personal-funds cashout with «Максимум» and a payout request, by tapping', async ({ page }) => {
    const settled = watchNetwork(page);
    await openDashboard(page);
    // The sections above the form grow as their data comes; a select whose field they push out of
    // the window hides its open list (Mantine's hideDetached), so the tap waits for them.
    await settled();
    const funds = page.getByTestId('personal-funds');
    await funds.getByLabel('Счёт').tap();
    await page.getByRole('option', { name: 'PokerStars: ivan_petrov' }).tap();
    await funds.getByRole('button', { name: 'Максимум' }).tap();
    await expect(funds.getByLabel('Сумма')).toHaveValue('2000');
    await funds.getByLabel('Ссылка на скриншот').fill('https://prnt.sc/e2e-phone-cashout');
    await funds.getByRole('button', { name: 'Отправить' }).tap();
    const cashout = funds.locator('[data-card]').first();
    await expect(cashout.locator('[data-card-part="primary"]')).toHaveText('-$2,000.00');
    expect(await withinWidth(cashout.locator('[data-card-part="primary"]'))).toBe(true);
    expect(await withinWidth(cashout.locator('[data-card-part="status"]'))).toBe(true);

    await page.getByRole('button', { name: 'Запросить расчёт' }).tap();
    const payout = page.getByRole('dialog');
    await expect(payout.getByLabel('GGPoker: скриншот истории')).toBeVisible();
    for (const input of await payout.getByRole('textbox').all()) {
      await input.fill('https://prnt.sc/e2e-phone-payout');
    }
    await payout.getByLabel('Пароль для подтверждения').fill(PASSWORD);
    await payout.getByRole('button', { name: 'Отправить' }).tap();
    await expect(payout).toHaveCount(0);
    const request = page.getByTestId('payout-requests').locator('[data-card]').first();
    await expect(request.locator('[data-card-part="status"]')).toBeVisible();
    expect(await withinWidth(request.locator('[data-card-part="status"]'))).toBe(true);
    expect(await withinWidth(request.locator('[data-card-part="date"]'))).toBe(true);
  });
});

test.describe('360×740, touch', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a deposit request by tapping: its amount and status in view', async ({ page }) => {
    await openDashboard(page);
    const rooms = page.getByTestId('rooms-table');
    await cardOf(rooms, 'IPetrovACR').getByRole('button', { name: 'Действия' }).tap();
    await page.getByRole('menuitem', { name: 'Запросить депозит' }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Сумма')).toHaveAttribute('inputmode', 'decimal');
    // The keypad's decimal key of a Russian phone types a comma: the field shows a point.
    await dialog.getByLabel('Сумма').pressSequentially('123,45');
    await expect(dialog.getByLabel('Сумма')).toHaveValue('123.45');
    await dialog.getByLabel('Комментарий').fill('e2e phone deposit');
    await dialog.getByRole('button', { name: 'Отправить' }).tap();
    await expect(dialog).toHaveCount(0);
    const mine = cardOf(page.getByTestId('deposit-requests'), 'e2e phone deposit');
    await expect(mine.locator('[data-card-part="primary"]')).toHaveText('$123.45');
    await expect(mine.locator('[data-card-part="status"]')).toContainText('В обработке');
    expect(await withinWidth(mine.locator('[data-card-part="primary"]'))).toBe(true);
    expect(await withinWidth(mine.locator('[data-card-part="status"]'))).toBe(true);
  });
});

test('the manager processes one deposit request and rejects another by tapping, on a 390 px phone', async ({
  page,
  browser,
}) => {
  await openDashboard(page);
  await requestDeposit(page, '101.01', 'e2e phone process');
  await requestDeposit(page, '202.02', 'e2e phone reject');

  const context = await newContext(browser, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const staff = await context.newPage();
  await signIn(staff, 'manager');
  await staff.getByRole('tab', { name: /^Депозиты/ }).tap();
  const queue = staff.locator('[data-testid^="queue-"]');

  const toProcess = cardOf(queue, 'e2e phone process');
  await expect(toProcess.locator('[data-card-part="primary"]')).toHaveText('$101.01');
  expect(await withinWidth(toProcess.locator('[data-card-part="primary"]'))).toBe(true);
  expect(await withinWidth(toProcess.getByRole('button', { name: 'Провести' }))).toBe(true);
  await toProcess.getByRole('button', { name: 'Провести' }).tap();
  const process = staff.getByRole('dialog', { name: 'Провести запрос депозита' });
  await process.getByRole('button', { name: 'Провести' }).tap();
  await expect(process).toHaveCount(0);
  await expect(toProcess).toHaveCount(0);

  const toReject = cardOf(queue, 'e2e phone reject');
  expect(await withinWidth(toReject.getByRole('button', { name: 'Отклонить' }))).toBe(true);
  await toReject.getByRole('button', { name: 'Отклонить' }).tap();
  const reject = staff.getByRole('dialog', { name: 'Отклонить' });
  await reject.getByLabel(/Причина/).fill('e2e no screenshot');
  await reject.getByRole('button', { name: 'Отклонить' }).tap();
  await expect(reject).toHaveCount(0);
  await expect(toReject).toHaveCount(0);
  await context.close();
});

test('the curator sets a homework and writes in its thread by tapping, on a 360 px phone', async ({
  browser,
}) => {
  const topic = `Phone homework ${Date.now()}`;
  const context = await newContext(browser, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const curator = await context.newPage();
  await signIn(curator, 'curator');
  await curator.goto('/students');
  await curator.getByRole('checkbox', { name: 'player', exact: true }).tap();
  await curator.getByRole('tab', { name: 'Домашние задания' }).tap();
  await curator.getByRole('button', { name: 'Создать задание' }).tap();
  const form = curator.getByTestId('homework-form');
  await form.getByLabel('Тема').fill(topic);
  await expect(form.getByTestId('dialog-actions')).toHaveCSS('position', 'sticky');
  await form.getByRole('button', { name: 'Сохранить' }).tap();
  await expect(form).toHaveCount(0);
  await curator.getByTestId('homework-card').filter({ hasText: topic }).tap();
  const dialog = curator.getByRole('dialog');
  // A dialog takes the whole phone screen.
  expect((await dialog.boundingBox())?.width).toBe(360);
  await dialog.getByTestId('message-input').fill('Phone review, see hand 12');
  const send = dialog.getByRole('button', { name: 'Отправить' });
  expect(await withinWidth(send)).toBe(true);
  await send.tap();
  await expect(dialog.getByTestId('message-text')).toHaveText(['Phone review, see hand 12']);
  expect(await withinWidth(dialog.getByTestId('message-text'))).toBe(true);
  await context.close();
});
