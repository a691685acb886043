import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRETS } from '../../api/src/db/seed/users';

export { expect };

/**
 * Every test starts from the freshly seeded demo data: an automatic fixture resets the e2e API's
 * database before the test (e2e/api-server.ts), so tests pass alone, repeated, sharded or in any
 * order. `accessTokenTtl` (seconds) shortens the access-token lifetime for that test's sign-ins.
 */
/**
 * Parallel workers each have a lane of the e2e API of their own (its database, e2e/api-server.ts
 * E2E_LANES): the worker's index, as a cookie on every browser context (cookies are shared by all
 * ports of localhost, so every app and the API get it) and a header on API requests.
 */
const lane = () => String(base.info().parallelIndex);

async function joinLane(context: BrowserContext, baseURL: string | undefined): Promise<BrowserContext> {
  await context.addCookies([{ name: 'e2e_lane', value: lane(), url: baseURL ?? origin(3000) }]);
  // The context's requests share its cookies: the lane they reach is the worker's.
  expect(await (await context.request.get('/api/e2e/lane')).json()).toEqual({ lane: Number(lane()) });
  return context;
}

/** A browser context of its own (a second user's session) in this worker's lane. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const baseURL = options.baseURL ?? base.info().project.use.baseURL;
  return joinLane(
    await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', ...options, baseURL }),
    baseURL,
  );
}

export const test = base.extend<{ accessTokenTtl: number | undefined; freshData: undefined }>({
  accessTokenTtl: [undefined, { option: true }],
  context: async ({ context, baseURL }, use) => {
    await use(await joinLane(context, baseURL));
  },
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-e2e-lane': lane() },
    });
    await use(request);
    await request.dispose();
  },
  freshData: [
    async ({ request, accessTokenTtl }, use) => {
      const res = await request.post('/api/e2e/reset', {
        data: accessTokenTtl ? { access_token_ttl_seconds: accessTokenTtl } : {},
      });
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ lane: Number(lane()) });
      await use(undefined);
    },
    { auto: true },
  ],
});

export const PASSWORD = 'demo-password';

/**
 * «Запросить расчёт» on the open dashboard: every screenshot link filled, confirmed by the password
 * (issue 41 item 2; the demo player has no 2FA). Returns the dialog, still open if refused.
 */
export async function requestPayout(page: Page, screenshot: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Запросить расчёт' }).click();
  const payout = page.getByRole('dialog');
  await expect(payout.getByLabel('GGPoker: скриншот истории')).toBeVisible();
  for (const input of await payout.getByRole('textbox').all()) await input.fill(screenshot);
  await payout.getByLabel('Пароль для подтверждения').fill(PASSWORD);
  await payout.getByRole('button', { name: 'Отправить' }).click();
  return payout;
}

/** This test's own: keys of the current attempt (a retry starts from freshly seeded data again). */
const ofThisTest = (username: string) => `${base.info().testId}:${base.info().retry}:${username}`;
const usedSteps = new Map<string, number>();

/**
 * The next code of a demo staff member's authenticator (the seed enrols them: issue 41, staff
 * work in the back office only with 2FA). A code is accepted once, so a second one in the same
 * test is the next step's (the server accepts ±1 step).
 */
export function staffCode(username: string): string {
  const secret = Secret.fromBase32(DEMO_TOTP_SECRETS[username]!);
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (usedSteps.get(ofThisTest(username)) ?? now - 1) + 1);
  usedSteps.set(ofThisTest(username), step);
  return TOTP.generate({ secret, timestamp: step * 30_000 });
}

/** The device token the test's first sign-in of a staff member got («Доверять этому устройству»). */
const trustedDevices = new Map<string, string>();
const deviceKey = (username: string) => `fund-trusted-device:${username}`;

/**
 * Signs in through the login form and waits for the shell. A demo staff member's first sign-in
 * in a test types the authenticator's code and trusts the browser; later ones (in any browser
 * context of the test) bring that device token along, so no code is used twice.
 */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  const staff = username in DEMO_TOTP_SECRETS;
  const device = trustedDevices.get(ofThisTest(username));
  if (device) {
    await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [deviceKey(username), device]);
  }
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Вход' }).click();
  if (staff && !device) {
    await page.getByLabel('Код из приложения').fill(staffCode(username));
    await page.getByRole('checkbox', { name: 'Доверять этому устройству 30 дней' }).check();
    await page.getByRole('button', { name: 'Вход' }).click();
  }
  await expect(page.getByTestId('user-menu')).toContainText(username);
  if (staff && !device) {
    const token = await page.evaluate((key) => localStorage.getItem(key), deviceKey(username));
    trustedDevices.set(ofThisTest(username), token ?? '');
  }
}

/** Signs in as the demo player and waits for the dashboard (the player owes no hands: no upload dialog). */
export async function openDashboard(page: Page): Promise<void> {
  await signIn(page, 'player');
  await expect(page.getByTestId('rooms-table')).toBeVisible();
}

/** The manager signs in on `page` and opens the back office's «Движения средств» queue. */
export async function openCashFlowQueue(page: Page): Promise<void> {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/backoffice$/);
  const tab = page.getByRole('tab', { name: /^Движения средств/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Where the focus is after a key press: whether it is on the marked target, and the focused element
 * for failure messages (tag, role, name or text) with an id that is the same only for the same
 * element (a WeakMap in the page), so a trap is told from look-alikes.
 */
function focusNow(): { onTarget: boolean; id: number; text: string } {
  const w = window as unknown as {
    __tabTarget?: Element;
    __focusIds?: WeakMap<Element, number>;
    __focusNext?: number;
  };
  w.__focusIds ??= new WeakMap();
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { onTarget: false, id: 0, text: '<body>' };
  if (!w.__focusIds.has(el)) {
    w.__focusNext = (w.__focusNext ?? 0) + 1;
    w.__focusIds.set(el, w.__focusNext);
  }
  const name =
    el.getAttribute('aria-label') ??
    (el as HTMLInputElement).labels?.[0]?.textContent ??
    el.textContent ??
    '';
  const role = el.getAttribute('role');
  return {
    onTarget: el === w.__tabTarget,
    id: w.__focusIds.get(el)!,
    text: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} «${name.trim().slice(0, 40)}»`,
  };
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus (none if it has it already):
 * at most `max` presses. Fails with the focus trail when the target is never reached, and at once
 * on a keyboard trap (focus that stays on one element for three presses; twelve on a `<video>`,
 * whose native controls are stops inside it).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  await target.evaluate(
    (el) => {
      (window as unknown as { __tabTarget?: Element }).__tabTarget = el;
    },
    undefined,
    { timeout: 10_000 },
  );
  if ((await page.evaluate(focusNow)).onTarget) return;
  const trail: { id: number; text: string }[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const now = await page.evaluate(focusNow);
    if (now.onTarget) return;
    trail.push(now);
    // A <video>'s own controls are inside it (a closed shadow root): several stops on one element.
    const stops = now.text.startsWith('video') ? 12 : 3;
    const last = trail.slice(-stops);
    if (last.length === stops && last[0]!.id !== 0 && last.every((d) => d.id === last[0]!.id)) {
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

/**
 * Drops the browser's first answer to a POST matching `url` after the API has acted on it (the
 * answer lost on the way back); returns the Idempotency-Key of every POST that matched, in order.
 */
export async function loseFirstAnswer(page: Page, url: string): Promise<string[]> {
  const keys: string[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('connectionreset');
  });
  return keys;
}

/** The lost request and its resend (loseFirstAnswer's keys) carried one key of 32 hex digits. */
export function expectResentWithItsKey(keys: string[]): void {
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
}

/** Opens the deposit request dialog of the demo player's IPetrovACR account from the rooms table. */
export async function openDepositDialog(page: Page): Promise<Locator> {
  await page
    .getByTestId('rooms-table')
    .locator('tr', { hasText: 'IPetrovACR' })
    .getByRole('button', { name: 'Действия' })
    .click();
  await page.getByRole('menuitem', { name: 'Запросить депозит' }).click();
  return page.getByRole('dialog');
}

/** The demo player asks for a deposit on IPetrovACR through the dialog. */
export async function requestDeposit(page: Page, amount: string, comment: string): Promise<void> {
  const dialog = await openDepositDialog(page);
  await dialog.getByLabel('Сумма').fill(amount);
  await dialog.getByLabel('Комментарий').fill(comment);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Playwright's 'networkidle' never comes while the page holds its live event stream open
 * (`GET /api/events/`, issue 39). This watches every other request from now on; the returned
 * wait resolves once none has been in flight for 500 ms (the same quiet window as 'networkidle').
 */
export function watchNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/events')) return;
    inFlight.add(r);
    changed = Date.now();
  });
  const done = (r: Request) => {
    if (inFlight.delete(r)) changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - changed >= 500, {
        message: "the page's requests (the live stream aside) settle",
        intervals: [100],
        timeout: 30_000,
      })
      .toBe(true);
}
