// Bundle bench: gzipped JS each app costs on its first view, and the totals for the first view
// of /login and of / (signed in as the demo player), measured in a real Chromium against the
// production build served as `pnpm start` serves it. Run after `pnpm build`:
//   node bench/bundles.mjs            → a Markdown table (paste into docs/performance.md)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStack } from '../scripts/start.mjs';

const OFFSET = Number(process.env.PORT_OFFSET || 900);
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-'));
const APPS = {
  [3000 + OFFSET]: 'host',
  [3001 + OFFSET]: 'player',
  [3002 + OFFSET]: 'scheduler',
  [3003 + OFFSET]: 'video',
  [3004 + OFFSET]: 'curator',
  [3005 + OFFSET]: 'backoffice',
};
const base = `http://localhost:${3000 + OFFSET}`;

const { stop } = await startStack({ offset: OFFSET });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

async function measure(page, action) {
  const seen = [];
  const pending = [];
  const onResponse = (r) => {
    if (r.request().resourceType() !== 'script') return;
    pending.push(
      r.body().then(
        (body) =>
          seen.push({
            url: r.url(),
            app: APPS[new URL(r.url()).port] ?? 'other',
            raw: body.length,
            gzip: gzipSync(body).length,
          }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  await Promise.all(pending);
  if (process.env.BENCH_VERBOSE) for (const r of seen) console.log(`${kb(r.gzip)} KB gz  ${r.url}`);
  return seen;
}

const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);
const kb = (n) => (n / 1024).toFixed(1);
try {
  const page = await browser.newPage();
  const login = await measure(page, () => page.goto(`${base}/login`));
  await page.getByLabel('Логин').fill('player');
  await page.getByLabel('Пароль').fill('demo-password');
  const home = await measure(page, async () => {
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByTestId('section-title').waitFor();
  });
  const fresh = await browser.newPage();
  await fresh.goto(`${base}/login`);
  await fresh.getByLabel('Логин').fill('admin');
  await fresh.getByLabel('Пароль').fill('demo-password');
  await fresh.getByRole('button', { name: 'Вход' }).click();
  await fresh.getByTestId('section-title').waitFor();
  const perApp = {};
  for (const [app, route] of [
    ['scheduler', '/tournaments'],
    ['video', '/video'],
    ['curator', '/students'],
    ['backoffice', '/backoffice'],
  ]) {
    const rows = await measure(fresh, async () => {
      await fresh
        .getByTestId('drawer')
        .getByRole('link', {
          name: {
            '/tournaments': 'Расписатор',
            '/video': 'Видео',
            '/students': 'Студенты',
            '/backoffice': 'Бэк-офис',
          }[route],
        })
        .click();
      await fresh.getByTestId('section-title').waitFor();
    });
    perApp[app] = rows.filter((r) => r.app === app);
  }
  const firstView = [...login, ...home];
  perApp.host = firstView.filter((r) => r.app === 'host');
  perApp.player = home.filter((r) => r.app === 'player');

  const lines = ['| app | JS requests | raw KB | gzip KB |', '| --- | --- | --- | --- |'];
  for (const app of ['host', 'player', 'scheduler', 'video', 'curator', 'backoffice']) {
    const rows = perApp[app];
    lines.push(
      `| ${app} (first view) | ${rows.length} | ${kb(sum(rows, 'raw'))} | ${kb(sum(rows, 'gzip'))} |`,
    );
  }
  lines.push(
    `| **/login first view** | ${login.length} | ${kb(sum(login, 'raw'))} | ${kb(sum(login, 'gzip'))} |`,
  );
  lines.push(
    `| **/ first view (login + home)** | ${firstView.length} | ${kb(sum(firstView, 'raw'))} | ${kb(sum(firstView, 'gzip'))} |`,
  );
  console.log(lines.join('\n'));
  fs.mkdirSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(path.dirname(new URL(import.meta.url).pathname), 'results', 'bundles.md'),
    `${lines.join('\n')}\n`,
  );
} finally {
  await browser.close();
  stop();
  setTimeout(() => process.exit(0), 500);
}
