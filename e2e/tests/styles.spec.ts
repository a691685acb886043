import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newContext, PASSWORD, signIn, test, watchNetwork } from './helpers';

/**
 * Issue 10: /login loads only its share of Mantine's styles (host/src/styles/login.ts) and the
 * signed-in chunk brings the rest (signed-in.ts). Both lists keep the order of
 * `@mantine/core/styles.css`, so the cascade must come out as with that one file. Each test renders
 * a screen, reads the computed style of every element (and its ::before / ::after), then swaps the
 * host's stylesheets for the whole styles.css (+ notifications) at the same place and reads again:
 * any property that differs is reported.
 */
const styles = (pkg: string) =>
  fs.readFileSync(
    require.resolve(`${pkg}/styles.css`, { paths: [path.join(__dirname, '../../host')] }),
    'utf8',
  );
const WHOLE = `${styles('@mantine/core')}\n${styles('@mantine/notifications')}`;

/** Differences (at most 20) between the page's computed styles with its stylesheets and with WHOLE. */
async function styleDifferences(page: Page): Promise<string[]> {
  return page.evaluate((whole) => {
    const host = window.location.origin;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) =>
      l.href.startsWith(host),
    );
    const first = links[0];
    if (!first) return ['no stylesheet of the host on the page'];
    const elements = [...document.querySelectorAll('body *')];
    const pseudos = ['', '::before', '::after'];
    const targets = elements.flatMap((el) => pseudos.map((p) => ({ el, p })));
    const read = () =>
      targets.map(({ el, p }) => {
        // An animated element (a loader) changes between the two reads by itself.
        if (el.getAnimations().length > 0) return '';
        const cs = getComputedStyle(el, p || null);
        if (p && (cs.content === 'none' || cs.content === 'normal')) return '';
        return Array.from(cs, (name) => `${name}: ${cs.getPropertyValue(name)}`).join('\n');
      });
    const split = read();
    const style = document.createElement('style');
    style.textContent = whole;
    first.before(style);
    for (const l of links) l.disabled = true;
    const one = read();
    style.remove();
    for (const l of links) l.disabled = false;

    const out: string[] = [];
    for (const [i, { el, p }] of targets.entries()) {
      if (out.length === 20) break;
      const [mine, theirs] = [split[i] ?? '', one[i] ?? ''];
      if (mine === theirs) continue;
      const before = new Set(theirs.split('\n'));
      const changed = mine.split('\n').filter((v) => !before.has(v));
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).join('.') : '';
      out.push(`${el.tagName.toLowerCase()}.${classes}${p}: ${changed.slice(0, 3).join('; ')}`);
    }
    return out;
  }, WHOLE);
}

test('/login with a refused sign-in: its share of the styles computes as the whole styles.css', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Логин').fill('player');
  await page.getByLabel('Пароль').fill(`${PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await styleDifferences(page)).toEqual([]);
});

test('the player dashboard and a dialog compute as with the whole styles.css', async ({ page }) => {
  const settled = watchNetwork(page);
  await signIn(page, 'player');
  await expect(page.getByTestId('transfers').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('rooms-table').locator('tbody tr').first()).toBeVisible();
  expect(await styleDifferences(page)).toEqual([]);

  await page.getByTestId('transfers').getByRole('button', { name: 'Зарезервировать' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await styleDifferences(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The confirmation's NumberInput: its styles come with the late curated module, after the rest.
  await page.getByTestId('transfers').getByRole('button', { name: 'Подтвердить' }).first().click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await settled();
  expect(await styleDifferences(page)).toEqual([]);
});

test('the scheduler, the curator area and the back office compute as with the whole styles.css', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const open = async (username: string, url: string, ready: string) => {
    const page = await (await newContext(browser, { baseURL })).newPage();
    const settled = watchNetwork(page);
    await signIn(page, username);
    await page.goto(url);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await settled();
    return page;
  };
  const scheduler = await open('player', '/tournaments', 'tournament-row');
  expect(await styleDifferences(scheduler)).toEqual([]);
  const curator = await open('curator', '/students', 'section-page');
  await curator.getByRole('checkbox', { name: 'player', exact: true }).check();
  await expect(curator.getByRole('tab', { name: 'Домашние задания' })).toBeVisible();
  expect(await styleDifferences(curator)).toEqual([]);
  const manager = await open('manager', '/backoffice', 'section-title');
  expect(await styleDifferences(manager)).toEqual([]);
});
