import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, test, watchNetwork } from './helpers';

/**
 * Issue 10's budgets (docs/performance.md "Bundles"): the script + stylesheet bodies a page
 * fetches, each gzipped (-6) and summed, against the floor that bench/bundles.mjs builds and
 * records in bench/bundle-budget.json. Bytes are deterministic for a build, so this is exact.
 */
const budget = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../bench/bundle-budget.json'), 'utf8'),
) as {
  floorGzipBytes: number;
  login: number;
  home: number;
};

function collect(page: Page) {
  const sizes: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      sizes.push(r.body().then((body) => ({ url: r.url(), gzip: gzipSync(body, { level: 6 }).length })));
    }
  });
  return async () => {
    const rows = await Promise.all(sizes);
    return { total: rows.reduce((n, r) => n + r.gzip, 0), urls: rows.map((r) => r.url) };
  };
}

test('/login and the first view of / stay within the bundle budget', async ({ page }) => {
  const total = collect(page);
  const settled = watchNetwork(page);
  await page.goto('/login');
  await settled();
  const login = await total();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB gz`;
  expect(kb(login.total), `/login fetched ${login.urls.length} scripts and styles`).toBe(
    kb(Math.min(login.total, budget.floorGzipBytes * budget.login)),
  );

  await page.getByLabel('Логин').fill('player');
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await expect(page.getByTestId('card-bonus')).toContainText('$');
  await expect(page.getByTestId('cash-flow').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('transfers').locator('tbody tr').first()).toBeVisible();
  await settled();
  const home = await total();
  expect(kb(home.total), `/ fetched ${home.urls.length} scripts and styles`).toBe(
    kb(Math.min(home.total, budget.floorGzipBytes * budget.home)),
  );
  // The chart's library (shared @mantine/charts + recharts) waits until the chart scrolls into
  // view; the late curated module (NumberInput and the other inputs only dialogs and other pages
  // render, scripts/webpack/curated.js) until a dialog opens. The host has registered it.
  const late = await shared(page, '@fund/curated/@mantine/core/late');
  expect(late.registered).toBe(true);
  expect(late.loaded).toBe(false);
  expect((await shared(page, '@mantine/charts')).loaded).toBe(false);
});

/** Whether a share key is registered in the page's federation runtime, and loaded. */
function shared(page: Page, key: string) {
  return page.evaluate((key) => {
    type Share = { loaded?: boolean; lib?: unknown };
    type Scopes = Record<string, Record<string, Record<string, Share>>>;
    const fed = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } })
      .__FEDERATION__;
    const versions = Object.values(fed.__SHARE__).flatMap((scopes) =>
      Object.values(scopes.default?.[key] ?? {}),
    );
    return { registered: versions.length > 0, loaded: versions.some((s) => !!(s.loaded || s.lib)) };
  }, key);
}
