import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/** Signs in as the demo player and waits for the dashboard (the player owes no hands: no upload dialog). */
export async function openDashboard(page: Page): Promise<void> {
  await signIn(page, 'player');
  await expect(page.getByTestId('rooms-table')).toBeVisible();
}

/**
 * The focused element for failure messages (tag, role, name or text), with an id that is the
 * same only for the same element (a WeakMap in the page), so a trap is told from look-alikes.
 */
const describeFocus = (page: Page): Promise<{ id: number; text: string }> =>
  page.evaluate(() => {
    const w = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
    w.__focusIds ??= new WeakMap();
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: 0, text: '<body>' };
    if (!w.__focusIds.has(el)) w.__focusIds.set(el, (w.__focusNext = (w.__focusNext ?? 0) + 1));
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const role = el.getAttribute('role');
    const text = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} «${name.trim().slice(0, 40)}»`;
    return { id: w.__focusIds.get(el)!, text };
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus (none if it has it already): at most `max` presses. Fails
 * with the focus trail when the target is never reached, and at once on a keyboard trap (focus
 * that stays on one element for three presses).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  const trail: { id: number; text: string }[] = [];
  if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    trail.push(await describeFocus(page));
    const last = trail.slice(-3);
    if (last.length === 3 && last[0]!.id !== 0 && last.every((d) => d.id === last[0]!.id)) {
      throw new Error(`Keyboard trap at ${last[0]!.text} while pressing ${key} to reach ${target}`);
    }
  }
  const went = trail.map((d) => d.text).join(' → ');
  throw new Error(`${target} not reached in ${max} presses of ${key}; the focus went: ${went}`);
}

/** Tabs to `target` and presses `key` (Enter by default) on it. */
export async function activate(page: Page, target: Locator, key = 'Enter', max?: number): Promise<void> {
  await tabTo(page, target, { max });
  await page.keyboard.press(key);
}

export async function menuItems(page: Page): Promise<string[]> {
  const texts = await page.getByTestId('drawer').locator('a').allInnerTexts();
  return texts.map((t) => t.split('\n')[0]!.trim());
}

/** Origin of an app of the stack under test (see PORT_OFFSET in playwright.config.ts). */
export const origin = (port: number): string =>
  `http://localhost:${port + Number(process.env.PORT_OFFSET || 0)}`;
