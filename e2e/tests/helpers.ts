import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password';

/** Signs in through the login form and waits for the shell. */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(username);
}

export async function menuItems(page: Page): Promise<string[]> {
  const texts = await page.getByTestId('drawer').locator('a').allInnerTexts();
  return texts.map((t) => t.split('\n')[0]!.trim());
}

/** Origin of an app of the stack under test (see PORT_OFFSET in playwright.config.ts). */
export const origin = (port: number): string =>
  `http://localhost:${port + Number(process.env.PORT_OFFSET || 0)}`;
