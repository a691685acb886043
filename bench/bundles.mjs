// Bundle bench (issue 10): builds the floor (bench/floor/floor.jsx: the shell's libraries at the
// workspace's pinned versions with a login form and an AppShell, esbuild --bundle --minify, Mantine's
// styles.css beside it) and measures it and the project's production build in the same run, in
// headless Chromium, served as `pnpm start` serves them (precompressed .br/.gz):
//   - per page (/login; / signed in as the demo player with every dashboard card filled): script +
//     stylesheet responses, raw / gzip -6 / brotli of their bodies, bytes on the wire, requests;
//   - click on «Вход» → every card filled (ms, median of BENCH_RUNS cold-cache runs);
//   - Lighthouse (performance), desktop preset and its default mobile preset (slow 4G, 4× CPU
//     slowdown, issue 42): score, LCP, TBT, CLS, median of BENCH_RUNS runs.
// Writes the table into docs/performance.md between the bundle-bench markers and the figures to
// bench/results/bundles.json. Run after `pnpm build`:
//   PORT_OFFSET=200 node bench/bundles.mjs       (DIST_ROOT=<dir> measures another build's dist/)
// `--bytes-only`: the floor, /login and / bytes only (no Lighthouse, no click timings, docs untouched),
// printed with the ratios and written to bench/results/bundles-bytes.json; BENCH_VERBOSE=1 lists
// every response. `--clicks-only`: the bytes, then only the click timings, printed (for A B A B with
// DIST_ROOT).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.mjs';
import { startStack } from '../scripts/start.mjs';
import { serveApp } from '../scripts/static-server.mjs';

const require = createRequire(import.meta.url);
const { compressFile } = require('../scripts/webpack/compress-plugin.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'bench/results');
const OFFSET = Number(process.env.PORT_OFFSET ?? 900);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const base = `http://localhost:${3000 + OFFSET}`;
const floorBase = `http://localhost:${3009 + OFFSET}`;
const CDP_PORT = 9300 + OFFSET;
const BYTES_ONLY = process.argv.includes('--bytes-only');

/** esbuild --bundle --minify of the floor, hashed names, precompressed like the project's assets. */
async function buildFloor() {
  const out = path.join(results, 'floor');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const r = await build({
    entryPoints: [path.join(root, 'bench/floor/floor.jsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(root, 'host/node_modules'), path.join(root, 'shared/node_modules')],
    write: false,
    logLevel: 'error',
  });
  const css = fs.readFileSync(
    require.resolve('@mantine/core/styles.css', { paths: [path.join(root, 'host')] }),
  );
  const names = {};
  for (const [ext, data] of [
    ['js', r.outputFiles[0].contents],
    ['css', css],
  ]) {
    const name = `floor.${createHash('sha256').update(data).digest('hex').slice(0, 8)}.${ext}`;
    fs.writeFileSync(path.join(out, name), data);
    await compressFile(path.join(out, name));
    names[ext] = name;
  }
  fs.writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>Личный кабинет</title><link rel="stylesheet" href="/${names.css}"/><script type="module" src="/${names.js}"></script></head><body><div id="root"></div></body></html>`,
  );
  return out;
}

/** Script and stylesheet responses during `action`, with their sizes. */
async function measure(page, action) {
  const rows = [];
  const pending = [];
  let requests = 0;
  const onRequest = () => {
    requests += 1;
  };
  const onResponse = (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([r.body(), r.request().sizes()]).then(
        ([body, sizes]) =>
          rows.push({
            url: r.url(),
            type,
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
            brotli: brotliCompressSync(body).length,
            wire: sizes.responseBodySize,
            encoding: r.headers()['content-encoding'] ?? 'identity',
          }),
        () => undefined,
      ),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('response', onResponse);
  await Promise.all(pending);
  if (process.env.BENCH_VERBOSE) {
    for (const r of rows) console.log(`${kb(r.gzip)} KB gz  ${r.encoding}  ${r.url}`);
  }
  return { rows, requests };
}

/**
 * Every card and table of the dashboard shows API data (the figures e2e/tests/dashboard.spec.ts
 * checks); a table's placeholder rows do not count. Runs in the page: the one definition of "every
 * card filled" for the bytes of / and for the click's timing.
 */
function dashboardFilled() {
  const text = (id, re) => re.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '');
  const row = (id) =>
    !!document.querySelector(`[data-testid="${id}"] tbody tr:not([data-testid="row-loading"])`);
  return (
    text('card-funds', /\$/) &&
    text('card-contract', /За всё время/) &&
    text('card-bundle', /EUR/) &&
    row('rooms-table') &&
    text('card-shark', /\d/) &&
    text('card-bonus', /\$/) &&
    text('card-debts', /\d/) &&
    row('transfers') &&
    row('cash-flow')
  );
}

async function cardsFilled(page) {
  // --bytes-only times nothing: a loaded machine may take longer than 30 s to fill the cards.
  await page.waitForFunction(dashboardFilled, null, {
    timeout: BYTES_ONLY ? 120_000 : 30_000,
    polling: 'raf',
  });
}

/**
 * Timed in the page (runs there, given dashboardFilled's source): from the click on «Вход» (capture
 * phase) to the first frame in which dashboardFilled holds, checked on every animation frame, so
 * neither Playwright's actions nor its polling intervals (up to 500 ms) are in the figure.
 */
function timeClickToCards(filledSource) {
  const filled = new Function(`return (${filledSource})();`);
  window.__clickToCards = new Promise((resolve) => {
    const onClick = (event) => {
      if (!event.target.closest?.('button[type="submit"]')) return;
      document.removeEventListener('click', onClick, true);
      const clicked = performance.now();
      const frame = () => (filled() ? resolve(performance.now() - clicked) : requestAnimationFrame(frame));
      frame();
    };
    document.addEventListener('click', onClick, true);
  });
}

async function fillLogin(page) {
  await page.getByLabel('Логин').fill('player');
  await page.getByLabel('Пароль').fill('demo-password');
}

const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);
const kb = (n) => (n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function page(rows, requests) {
  const js = rows.filter((r) => r.type === 'script');
  const css = rows.filter((r) => r.type === 'stylesheet');
  return {
    requests,
    scripts: js.length,
    styles: css.length,
    raw: sum(rows, 'raw'),
    gzip: sum(rows, 'gzip'),
    brotli: sum(rows, 'brotli'),
    wire: sum(rows, 'wire'),
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
    uncompressed: rows.filter((r) => r.encoding === 'identity' && r.raw > 1024).map((r) => r.url),
  };
}

async function lighthouseRuns(url, { signedIn = false, mobile = false } = {}) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-lh-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${CDP_PORT}`],
    });
    try {
      const p = context.pages()[0] ?? (await context.newPage());
      if (signedIn) {
        await p.goto(`${base}/login`);
        await fillLogin(p);
        await p.getByRole('button', { name: 'Вход' }).click();
        await cardsFilled(p).catch(async (e) => {
          await p.screenshot({ path: path.join(results, 'lighthouse-sign-in.png') });
          throw e;
        });
        await p.goto('about:blank');
        const cdp = await context.newCDPSession(p);
        await cdp.send('Network.clearBrowserCache');
      }
      const r = await lighthouse(
        url,
        {
          port: CDP_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
        },
        // Without a config Lighthouse runs its default: the mobile preset.
        mobile ? undefined : desktopConfig,
      );
      const a = r.lhr.audits;
      // The whole report of the last run, to read the audits behind a score.
      fs.writeFileSync(
        path.join(
          results,
          `lighthouse-${new URL(url).port}${signedIn ? '-signed-in' : ''}${mobile ? '-mobile' : ''}.json`,
        ),
        r.report,
      );
      runs.push({
        score: r.lhr.categories.performance.score,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        finalUrl: r.lhr.finalDisplayedUrl,
      });
    } finally {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    fcp: median(runs.map((r) => r.fcp)),
    cls: median(runs.map((r) => r.cls)),
    scores: runs.map((r) => r.score),
    finalUrl: runs[0]?.finalUrl,
  };
}

function table(f) {
  const { floor, login, home } = f;
  const ratio = (n) => `${(n / floor.login.gzip).toFixed(2)}×`;
  const bytes = (p) =>
    `${p.scripts} + ${p.styles} (${p.requests} requests) | ${kb(p.raw)} | **${kb(p.gzip)}** (JS ${kb(p.jsGzip)}, CSS ${kb(p.cssGzip)}) | ${kb(p.brotli)} | ${kb(p.wire)}`;
  const lh = (l) =>
    `${l.score.toFixed(2)} (${l.scores.map((s) => s.toFixed(2)).join(', ')}) | ${(l.lcp / 1000).toFixed(2)} s | ${Math.round(l.tbt)} ms | ${l.cls.toFixed(3)}`;
  return [
    `Measured ${f.date} by \`PORT_OFFSET=200 node bench/bundles.mjs\` (${RUNS} runs each for Lighthouse and`,
    'timings, medians). KB = 1024 bytes of script + stylesheet bodies; gzip -6 and brotli of each body,',
    'summed; "wire" = bytes actually transferred (the precompressed copies).',
    '',
    '| page | scripts + styles | raw KB | gzip KB | brotli KB | wire KB | gzip vs floor | budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| floor /login (esbuild, one bundle) | ${bytes(floor.login)} | 1.00× | — |`,
    `| /login | ${bytes(login)} | ${ratio(login.gzip)} | ≤ 1.15× |`,
    `| / first view (login + dashboard, every card filled) | ${bytes(home)} | ${ratio(home.gzip)} | ≤ 1.60× |`,
    '',
    '| page | Lighthouse desktop (runs) | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- |',
    `| floor /login | ${lh(floor.lighthouse)} |`,
    `| /login | ${lh(f.lighthouse.login)} |`,
    `| / signed in (demo player) | ${lh(f.lighthouse.home)} |`,
    '',
    '| page | Lighthouse mobile preset (runs) | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- |',
    `| floor /login | ${lh(floor.lighthouseMobile)} |`,
    `| /login | ${lh(f.lighthouseMobile.login)} |`,
    `| / signed in (demo player) | ${lh(f.lighthouseMobile.home)} |`,
    '',
    `Click on «Вход» → every dashboard card filled: **${Math.round(f.clickToCards.median)} ms** median (${f.clickToCards.runs.map(Math.round).join(', ')} ms; cold cache, localhost; timed in the page from the click to the first frame with every card filled).`,
  ].join('\n');
}

function writeDocs(text) {
  const file = path.join(root, 'docs/performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = '<!-- bundle-bench:start -->';
  const end = '<!-- bundle-bench:end -->';
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  fs.writeFileSync(file, `${doc.slice(0, i + start.length)}\n${text}\n${doc.slice(j)}`);
  // The tables as the repo's formatter lays them out (lint checks docs/ too).
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', file], { cwd: root, stdio: 'inherit' });
}

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-'));
process.env.API_LOG ??= '0';
fs.mkdirSync(results, { recursive: true });
const floorDir = await buildFloor();
const floorServer = await serveApp({ dir: floorDir, port: 3009 + OFFSET, host: true, remotes: {} });
const { stop } = await startStack({ offset: OFFSET });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const fresh = async () => (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
try {
  const floorPage = await fresh();
  const floorLogin = await measure(floorPage, () => floorPage.goto(`${floorBase}/login`));
  await floorPage.context().close();

  const p = await fresh();
  const login = await measure(p, () => p.goto(`${base}/login`));
  const after = await measure(p, async () => {
    // Typing starts the signed-in chunk's download: part of the first view of /.
    await fillLogin(p);
    await p.getByRole('button', { name: 'Вход' }).click();
    await cardsFilled(p);
  });
  await p.context().close();

  if (BYTES_ONLY) {
    const floor = page(floorLogin.rows, floorLogin.requests);
    const figures = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      floor: { login: floor },
      login: page(login.rows, login.requests),
      home: page([...login.rows, ...after.rows], login.requests + after.requests),
      responses: { login: login.rows, afterLogin: after.rows },
    };
    fs.writeFileSync(path.join(results, 'bundles-bytes.json'), `${JSON.stringify(figures, null, 2)}\n`);
    for (const [name, f] of [
      ['floor /login', floor],
      ['/login', figures.login],
      ['/ first view', figures.home],
    ]) {
      console.log(
        `${name}: ${f.scripts} JS + ${f.styles} CSS, ${kb(f.raw)} KB raw, ${kb(f.gzip)} KB gz (${f.gzip} B; JS ${kb(f.jsGzip)}, CSS ${kb(f.cssGzip)}), ${(f.gzip / floor.gzip).toFixed(3)}× floor`,
      );
    }
  } else if (process.argv.includes('--clicks-only')) {
    const clicks = await clickRuns();
    console.log(
      `click «Вход» → cards filled: median ${Math.round(median(clicks))} ms (${clicks.map(Math.round).join(', ')})`,
    );
  } else {
    await fullRun(floorLogin, login, after);
  }
} finally {
  await browser.close();
  floorServer.close();
  stop();
  setTimeout(() => process.exit(0), 500);
}

/** Click on «Вход» → every card filled, BENCH_RUNS times, each in a fresh context (cold cache). */
async function clickRuns() {
  const clicks = [];
  for (let i = 0; i < RUNS; i += 1) {
    const q = await fresh();
    await q.goto(`${base}/login`);
    await q.waitForLoadState('networkidle');
    await fillLogin(q);
    await q.evaluate(timeClickToCards, dashboardFilled.toString());
    await q.getByRole('button', { name: 'Вход' }).click();
    clicks.push(await q.evaluate(() => window.__clickToCards));
    await cardsFilled(q);
    await q.context().close();
  }
  return clicks;
}

/** Click timings and Lighthouse runs, then the figures and the docs table. */
async function fullRun(floorLogin, login, after) {
  const clicks = await clickRuns();

  const figures = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    floor: {
      login: page(floorLogin.rows, floorLogin.requests),
      lighthouse: await lighthouseRuns(`${floorBase}/login`),
      lighthouseMobile: await lighthouseRuns(`${floorBase}/login`, { mobile: true }),
    },
    login: page(login.rows, login.requests),
    home: page([...login.rows, ...after.rows], login.requests + after.requests),
    clickToCards: { median: median(clicks), runs: clicks },
    lighthouse: {
      login: await lighthouseRuns(`${base}/login`),
      home: await lighthouseRuns(`${base}/`, { signedIn: true }),
    },
    lighthouseMobile: {
      login: await lighthouseRuns(`${base}/login`, { mobile: true }),
      home: await lighthouseRuns(`${base}/`, { signedIn: true, mobile: true }),
    },
    responses: { login: login.rows, afterLogin: after.rows },
  };
  fs.writeFileSync(path.join(results, 'bundles.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const text = table(figures);
  console.log(text);
  if (!process.env.DIST_ROOT && !process.env.BENCH_NO_DOCS) writeDocs(text);
}
