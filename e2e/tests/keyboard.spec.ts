import type { Locator, Page } from '@playwright/test';
import { expect, openDashboard, PASSWORD, tabTo, test } from './helpers';

/**
 * Issue 15, keyboard only: every step here is Tab, Shift+Tab, Enter, Space, arrows or Escape
 * (no clicks, no `fill`); focus is asserted after each, and after every dialog it is back on
 * the control that opened it.
 */

const rooms = (page: Page) => page.getByTestId('rooms-table');
const actions = (page: Page, account: string) =>
  rooms(page).locator('tr', { hasText: account }).getByRole('button', { name: 'Действия' });

/** Moves through a menu or listbox with ArrowDown until `item` is focused or highlighted. */
async function arrowTo(page: Page, item: Locator, max = 10): Promise<void> {
  const reached = () =>
    item.evaluate(
      (el) =>
        el === document.activeElement ||
        el.hasAttribute('data-combobox-selected') ||
        el.getAttribute('aria-selected') === 'true',
    );
  for (let i = 0; i < max && !(await reached()); i += 1) await page.keyboard.press('ArrowDown');
  expect(await reached()).toBe(true);
}

/** Opens a room's «Действия» menu with the keyboard and runs `item`; returns the menu button. */
async function roomAction(page: Page, account: string, item: string): Promise<Locator> {
  const opener = actions(page, account);
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('menuitem', { name: item });
  await arrowTo(page, menuItem);
  await page.keyboard.press('Enter');
  return opener;
}

/** Tabs to a field of the open dialog and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field, { max: 30 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to the dialog's `button` and presses Enter; the dialog closes and the focus is on `opener`. */
async function submit(page: Page, dialog: Locator, button: string, opener: Locator): Promise<void> {
  await tabTo(page, dialog.getByRole('button', { name: button, exact: true }), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('sign in with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Логин'));
  await page.keyboard.type('player');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Пароль')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-menu')).toContainText('player');
  await expect(rooms(page)).toBeVisible();
});

test('room dialogs: change balance and cash flow, cancelled and submitted; focus back on «Действия»', async ({
  page,
}) => {
  await openDashboard(page);
  const acr = rooms(page).locator('tr', { hasText: 'IPetrovACR' });

  let opener = await roomAction(page, 'IPetrovACR', 'Изменить баланс');
  let dialog = page.getByRole('dialog', { name: /Изменить баланс/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  opener = await roomAction(page, 'IPetrovACR', 'Изменить баланс');
  await typeInto(page, dialog.getByLabel('Баланс'), '1111.11');
  await typeInto(page, dialog.getByLabel('Количество турниров'), '12');
  await submit(page, dialog, 'Сохранить', opener);
  await expect(acr).toContainText('$1,111.11');

  opener = await roomAction(page, 'IPetrovACR', 'Движение средств');
  dialog = page.getByRole('dialog', { name: /Движение средств/ });
  await submit(page, dialog, 'Отмена', opener);
  opener = await roomAction(page, 'IPetrovACR', 'Движение средств');
  await typeInto(page, dialog.getByLabel('Сумма'), '77.70');
  await tabTo(page, dialog.getByRole('switch', { name: 'Вывод' }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: 'Вывод' })).toBeChecked();
  await typeInto(page, dialog.getByLabel('Ссылка на скриншот'), 'https://prnt.sc/e2e-cash');
  await submit(page, dialog, 'Отправить', opener);
  await expect(page.getByTestId('cash-flow').locator('tbody tr').first()).toContainText('77.70');
});
