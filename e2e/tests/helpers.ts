import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Every test starts from the freshly seeded demo data: an automatic fixture resets the e2e API's
 * database before the test (e2e/api-server.ts), so tests pass alone, repeated, sharded or in any
 * order. `accessTokenTtl` (seconds) shortens the access-token lifetime for that test's sign-ins.
 */
export const test = base.extend<{ accessTokenTtl: number | undefined; freshData: undefined }>({
  accessTokenTtl: [undefined, { option: true }],
  freshData: [
    async ({ request, accessTokenTtl }, use) => {
      const res = await request.post('/api/e2e/reset', {
        data: accessTokenTtl ? { access_token_ttl_seconds: accessTokenTtl } : {},
      });
      expect(res.status()).toBe(200);
      await use(undefined);
    },
    { auto: true },
  ],
});

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

/** Signs in as the demo player; closes the hand-upload reminder if it opens (after the 5th it may). */
export async function openDashboard(page: Page, username = 'player'): Promise<void> {
  await signIn(page, username);
  await expect(page.getByTestId('rooms-table')).toBeVisible();
  const upload = page.getByRole('dialog', { name: 'Загрузка истории рук' });
  if (await upload.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await expect(upload).toHaveCount(0);
  }
}
