import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, settleAnimations } from './axe';
import { expect, menuItems, openDashboard, PASSWORD, signIn, test, watchNetwork } from './helpers';

/** Landmarks (role and name) of the page, each once; one main. Hidden ones do not count. */
async function expectUniqueLandmarks(page: Page): Promise<void> {
  const landmarks = await page.evaluate(() => {
    const sectioning = 'main, nav, aside, article, section, [role=main], [role=navigation], [role=region]';
    const implicit = (el: Element): string | null => {
      switch (el.tagName) {
        case 'MAIN':
          return 'main';
        case 'NAV':
          return 'navigation';
        case 'ASIDE':
          return 'complementary';
        case 'HEADER':
          return el.parentElement?.closest(sectioning) ? null : 'banner';
        case 'FOOTER':
          return el.parentElement?.closest(sectioning) ? null : 'contentinfo';
        case 'SECTION':
          return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
        default:
          return null;
      }
    };
    const kinds = ['main', 'navigation', 'complementary', 'banner', 'contentinfo', 'region', 'search'];
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'main, nav, aside, header, footer, section, [role]',
    )) {
      const role = el.getAttribute('role') ?? implicit(el);
      if (!role || !kinds.includes(role) || !el.checkVisibility() || el.closest('[aria-hidden=true]'))
        continue;
      const labelledby = el.getAttribute('aria-labelledby');
      const name =
        el.getAttribute('aria-label') ??
        (labelledby ? (document.getElementById(labelledby)?.textContent ?? '') : '');
      out.push(`${role}${name ? ` «${name.trim()}»` : ''}`);
    }
    return out;
  });
  expect(landmarks.filter((l) => l === 'main')).toHaveLength(1);
  expect(landmarks.filter((l, i) => landmarks.indexOf(l) !== i)).toEqual([]);
}

/**
 * Nothing hidden is focusable: every element in the tab order (of the open dialog if there is one)
 * is seen — not transparent, not zero-sized, not off the page, not covered by something else when
 * scrolled to. A visually hidden checkbox, switch or radio counts by its visible label.
 */
async function expectTabOrderVisible(page: Page): Promise<void> {
  const hidden = await page.evaluate(() => {
    const dialogs = document.querySelectorAll('[role=dialog][aria-modal=true]');
    const root = dialogs[dialogs.length - 1] ?? document.body;
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, iframe, summary, [tabindex], video[controls], audio[controls], [contenteditable=true]';
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        r.width >= 1 &&
        r.height >= 1 &&
        r.right + window.scrollX > 0 &&
        r.bottom + window.scrollY > 0
      );
    };
    const [x, y] = [window.scrollX, window.scrollY];
    const bad: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) continue;
      // Not rendered, or visibility: hidden: not focusable either.
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // Scrolled to first, as the focus would: inside a scrolled container it may be out of view.
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const box =
        el.matches('input[type=checkbox], input[type=radio]') && !seen(el)
          ? (el as HTMLInputElement).labels?.[0]
          : el;
      const what = `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
      if (!box || !seen(box)) {
        bad.push(`${what}: not visible`);
        continue;
      }
      box.scrollIntoView({ block: 'center', inline: 'center' });
      const r = box.getBoundingClientRect();
      const hit = document.elementFromPoint(
        Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1),
        Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1),
      );
      // Its own label counts, and for a radio (Rating's stars overlap) a label of its group.
      const label = hit?.closest('label')?.control as HTMLInputElement | null | undefined;
      const own = (n: Element) =>
        n.contains(hit) || [...((el as HTMLInputElement).labels ?? [])].some((l) => l.contains(hit));
      const sameGroup = el.matches('input[type=radio]') && label?.name === (el as HTMLInputElement).name;
      if (!hit || !(own(box) || own(el) || hit.contains(box) || sameGroup)) {
        bad.push(`${what}: covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
      }
    }
    window.scrollTo(x, y);
    return bad;
  });
  expect(hidden).toEqual([]);
}

/**
 * The open dialog takes the focus, and Tab and Shift+Tab never leave it. The dialog
 * moves the focus in a timer after it mounts; a key pressed before that timer runs
 * starts from outside, so the focus is awaited first (a busy machine delays timers
 * behind input: CI on 00114f7 failed here once).
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

/** Everything checked on a page with no dialog open. */
async function expectPageChecks(page: Page): Promise<void> {
  await settleAnimations(page);
  await expectUniqueLandmarks(page);
  await expectTabOrderVisible(page);
  await expectAccessible(page);
}

/** Everything checked on the dialog open on a page: visible, focus kept inside, axe. */
async function expectDialogChecks(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await settleAnimations(page);
  await expectTabOrderVisible(page);
  await expectAccessible(page);
}

/** Closes the open dialog with Escape. */
async function closeByEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await expect(page).toHaveTitle('Вход — Личный кабинет');
  await expectPageChecks(page);
});

test('the checker fails on a violation (an image without alt text, text below contrast)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/missing.png';
    const faint = document.createElement('p');
    faint.style.color = '#eeeeee';
    faint.textContent = 'Бледный текст';
    document.querySelector('main')?.append(image, faint);
  });
  await expect(expectAccessible(page)).rejects.toThrow(
    /image-alt ×1[\s\S]*color-contrast ×1|color-contrast ×1[\s\S]*image-alt ×1/,
  );
});

test('404 inside the shell', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/video/abc');
  await expect(page.getByText('Error 404')).toBeVisible();
  await expectPageChecks(page);
});

/** Every section of the user's menu, each with its title and one h1, then all the checks. */
async function everySection(page: Page, user: string): Promise<string[]> {
  const settled = watchNetwork(page);
  await signIn(page, user);
  const sections = await menuItems(page);
  for (const title of sections) {
    await page.getByTestId('drawer').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} — Личный кабинет`);
    await settled();
    await expectPageChecks(page);
  }
  return sections;
}

for (const [user, count] of [
  ['player', 7],
  ['curator', 6],
  ['admin', 9],
  ['manager', 2],
] as const) {
  test(`${user}: every section of the menu, desktop`, async ({ page }) => {
    test.setTimeout(180_000);
    expect(await everySection(page, user)).toHaveLength(count);
  });
}

test('player: every section on a 390 px phone, the drawer closed and open', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const settled = watchNetwork(page);
  await signIn(page, 'player');
  const burger = page.getByRole('button', { name: 'Меню' });
  const drawer = page.getByTestId('drawer');
  for (const title of [
    'Главная',
    'Работа над игрой',
    'История',
    'Расписатор',
    'Видео',
    'Документы',
    'Команда',
  ]) {
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toHaveAttribute('inert', '');
    await settled();
    await expectPageChecks(page);
    await burger.click();
    await expect(drawer).not.toHaveAttribute('inert', '');
    // The drawer slides in (a CSS transition): its links are in view once it ends.
    await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await expectTabOrderVisible(page);
    await burger.click();
  }
  // The open drawer is the same in every section and the page behind it is inert: axe on it once
  // (each run costs seconds on a busy machine; docs/testing.md "Run time").
  await burger.click();
  await expect(drawer).not.toHaveAttribute('inert', '');
  await expectAccessible(page);
});

// Issue 42: axe on every page of the staff's menus at 390 px too (the tables are cards there).
for (const [user, count] of [
  ['curator', 6],
  ['admin', 9],
] as const) {
  test(`${user}: every section of the menu on a 390 px phone`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const settled = watchNetwork(page);
    await signIn(page, user);
    const burger = page.getByRole('button', { name: 'Меню' });
    const sections = await menuItems(page);
    expect(sections).toHaveLength(count);
    for (const title of sections) {
      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await page.getByTestId('drawer').getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await settled();
      await expectPageChecks(page);
    }
  });
}

test('below 1024 px the closed drawer is out of the Tab order; the burger reports it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'player');
  // The tables scroll sideways at 800 px: axe looks at them once their rows (and buttons) are in.
  await expect(page.getByTestId('transfers').locator('[data-testid^="transfer-"]').first()).toBeVisible();
  await expect(page.getByTestId('rooms-table').locator('tbody tr').first()).toBeVisible();
  const burger = page.getByRole('button', { name: 'Меню' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('drawer')).toHaveAttribute('inert', '');
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('drawer').locator(':focus')).toHaveCount(0);
  }
  await expectPageChecks(page);
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('drawer')).not.toHaveAttribute('inert', '');
  // The drawer slides in (a CSS transition); the checks wait for it to end, as a user meets the
  // page (run alone, axe during the slide found no main landmark 3 times in 4).
  await expectPageChecks(page);
});

/** A table's row holding `text`: a <tr>, or on a phone the row's card (issue 42). */
const rowOf = (table: Locator, text: string) => table.locator(':is(tr, [data-card])', { hasText: text });

const actions = (page: Page) =>
  rowOf(page.getByTestId('rooms-table'), 'IPetrovACR').getByRole('button', { name: 'Действия' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`player: every money dialog open, ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await openDashboard(page);
    await expect(page).toHaveTitle('Главная — Личный кабинет');

    for (const item of [
      'Изменить баланс',
      'Движение средств',
      'Запросить депозит',
      'Перевод между счетами',
    ]) {
      await actions(page).click();
      await page.getByRole('menuitem', { name: item }).click();
      // The menu fades out in a transition of its own; what lies over the dialog is checked after.
      await expect(page.getByRole('menu')).toHaveCount(0);
      const dialog = page.getByRole('dialog', { name: new RegExp(item) });
      await expectDialogChecks(page, dialog);
      await closeByEscape(page, dialog);
    }
    for (const button of ['Запросить расчёт', 'Оставить отзыв']) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: button });
      await expectDialogChecks(page, dialog);
      await closeByEscape(page, dialog);
    }
    const row = rowOf(page.getByTestId('transfers'), 'Перевод в фонд с ACR');
    const holdButton = row.getByRole('button', { name: 'Зарезервировать' });
    await holdButton.click();
    const hold = page.getByRole('dialog', { name: 'Зарезервировать' });
    await expectDialogChecks(page, hold);
    await closeByEscape(page, hold);
    await expect(holdButton).toBeFocused();
    await row.getByRole('button', { name: 'Подтвердить' }).click();
    const confirm = page.getByRole('dialog', { name: /Подтвердить/ });
    await expectDialogChecks(page, confirm);
    await closeByEscape(page, confirm);
    await page.getByTestId('deposit-requests').getByRole('button', { name: 'Удалить' }).first().click();
    const question = page.getByRole('dialog', { name: 'Удалить запрос депозита?' });
    await expectDialogChecks(page, question);
    await closeByEscape(page, question);
  });
}

test('player: the hand upload dialog (a student who owes hands)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-03T12:00:00+03:00'));
  await signIn(page, 'anna.kuznetsova');
  const dialog = page.getByRole('dialog', { name: 'Загрузка истории рук' });
  await expectDialogChecks(page, dialog);
});

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
  await expectDialogChecks(page, dialog);
  await closeByEscape(page, dialog);
  await expect(card).toBeFocused();
});

test('player: «Безопасность» from the user menu (sessions, issue 41)', async ({ page }) => {
  const settled = watchNetwork(page);
  await signIn(page, 'player');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Безопасность' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Безопасность' })).toBeVisible();
  await expect(page.getByTestId('session').getByText('Этот сеанс')).toBeVisible();
  await settled();
  await expectPageChecks(page);
});

test('a new manager: sent to enrolment instead of the back office, enrols (codes from the QR page), reaches the back office; signs out, in with a code, trusts the browser, signs in without one, forgets it on «Безопасность» and is asked a code again (issue 41)', async ({
  page,
  request,
}) => {
  const manager = 'manager.new';
  expect((await request.post('/api/e2e/staff', { data: { username: manager } })).status()).toBe(200);
  await signIn(page, manager);
  // Staff work in the back office only with 2FA: sent from the queues to enrol on «Безопасность».
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByText('Сначала включите двухфакторную защиту')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Движения средств/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Включить двухфакторную защиту' }).click();
  await page.getByLabel('Ваш пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  await expectPageChecks(page);
  const secret = Secret.fromBase32((await page.getByTestId('two-factor-secret').textContent()) ?? '');
  // What the authenticator app shows now, and the next step's code (a code is accepted once).
  await page.getByLabel('Код из приложения').fill(TOTP.generate({ secret }));
  await page.getByRole('button', { name: 'Включить защиту' }).click();
  await expect(page.getByTestId('recovery-codes')).toContainText(/^([a-z2-9]{4}-){3}[a-z2-9]{4}/);
  await page.getByRole('link', { name: 'Перейти в бэк-офис' }).click();
  await expect(page.getByRole('tab', { name: /^Движения средств/ })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByLabel('Логин').fill(manager);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByLabel('Код из приложения').fill(TOTP.generate({ secret, timestamp: Date.now() + 30_000 }));
  await page.getByRole('checkbox', { name: 'Доверять этому устройству 30 дней' }).check();
  await expectPageChecks(page);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(manager);
  await expect(page.getByRole('tab', { name: /^Движения средств/ })).toBeVisible();

  // This browser is trusted: the next sign-in asks the password only.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByLabel('Логин').fill(manager);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(manager);

  // «Безопасность» lists this browser as trusted; forgotten, its next sign-in asks for a code.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Безопасность' }).click();
  const devices = page.getByTestId('trusted-device');
  await devices.getByRole('button', { name: /^Забыть устройство/ }).click();
  await expect(devices).toContainText('Нет данных');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByLabel('Логин').fill(manager);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByLabel('Код из приложения')).toBeVisible();
});

test('player: the video player page', async ({ page }) => {
  await signIn(page, 'player');
  await page.goto('/video?title=%D0%A7%D0%B5%D0%BA-%D1%80%D0%B5%D0%B9%D0%B7');
  await page.getByTestId('video-title').click();
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expectPageChecks(page);
});

test('curator: every dialog of the students page open', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'curator');
  await page.goto('/students');
  await page.getByRole('checkbox', { name: 'player', exact: true }).check();

  await page.getByRole('button', { name: 'Добавить заметку' }).click();
  let dialog = page.getByRole('dialog', { name: 'Добавить заметку' });
  await expectDialogChecks(page, dialog);
  await closeByEscape(page, dialog);
  await page.getByTestId('note').first().getByRole('button', { name: 'Изменить' }).click();
  dialog = page.getByRole('dialog', { name: 'Изменить заметку' });
  await expectDialogChecks(page, dialog);
  await closeByEscape(page, dialog);
  await page.getByTestId('note').first().getByRole('button', { name: 'Удалить' }).click();
  dialog = page.getByRole('dialog');
  await expectDialogChecks(page, dialog);
  await closeByEscape(page, dialog);

  await page.getByRole('tab', { name: 'Домашние задания' }).click();
  await page.getByRole('button', { name: 'Создать задание' }).click();
  dialog = page.getByRole('dialog', { name: 'Новое домашнее задание' });
  await expectDialogChecks(page, dialog);
  await closeByEscape(page, dialog);
  await page.getByTestId('homework-card').first().click();
  dialog = page.getByRole('dialog');
  await expectDialogChecks(page, dialog);
  await dialog.getByRole('button', { name: 'Закрыть задание' }).click();
  const closing = page.getByTestId('confirm-dialog');
  await expectDialogChecks(page, page.getByRole('dialog').filter({ has: closing }));

  await closeByEscape(page, page.getByRole('dialog').filter({ has: closing }));
  await closeByEscape(page, page.getByRole('dialog'));
  await page.getByRole('tab', { name: 'Кастомная статистика' }).click();
  await expect(page.getByTestId('stat-table')).toBeVisible();
  await expectPageChecks(page);
  await page.getByRole('tab', { name: 'EV анализ' }).click();
  // Its panel, not 'networkidle': the page's live event stream (issue 39) never lets the network idle.
  await expect(page.getByRole('tabpanel', { name: 'EV анализ' })).toBeVisible();
  await expectPageChecks(page);
});

test('newbie: each step of the onboarding wizard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel('Логин').fill('newbie');
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Анкета нового игрока' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Дальше' });
  // Step 1, then with its errors shown.
  await expectPageChecks(page);
  await next.click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(2);
  await expectPageChecks(page);
  await page.getByLabel('Дата рождения').fill('21.07.1998');
  await page.getByRole('combobox', { name: 'Страна проживания' }).click();
  await page.getByRole('option', { name: 'Казахстан' }).click();
  await next.click();
  // Step 2.
  await expect(page.getByLabel('E-mail Skrill USD')).toBeVisible();
  await expectPageChecks(page);
  await page.getByLabel('E-mail Skrill USD').fill('alexey.smirnov@example.com');
  await page.getByLabel('E-mail Skrill EUR').fill('alexey.smirnov@example.com');
  await page.getByRole('combobox', { name: 'Резидентство Skrill' }).click();
  await page.getByRole('option').first().click();
  await next.click();
  // Step 3.
  await expect(page.getByTestId('room-14')).toBeVisible();
  await expectPageChecks(page);
  await page.getByTestId('room-14').getByLabel('E-mail').fill('alexey.smirnov@example.com');
  for (const room of ['room-14', 'room-23', 'room-42']) {
    await page.getByTestId(room).getByLabel('Баланс').fill('150.25');
    await page.getByTestId(room).getByLabel('Ссылка на скриншот кассы').fill('https://prnt.sc/cashier-1');
  }
  await next.click();
  // Steps 4 and 5.
  await expect(page.getByRole('textbox', { name: /^1\. / })).toBeVisible();
  await expectPageChecks(page);
  for (let i = 1; i <= 5; i++)
    await page.getByRole('textbox', { name: new RegExp(`^${i}\\. `) }).fill(`Ответ ${i}`);
  await next.click();
  await expect(page.getByRole('textbox', { name: /^6\. / })).toBeVisible();
  await expectPageChecks(page);
});
