// Main-thread work of the click on «Вход» → the dashboard (issue 10): signs in as the demo player
// with the Chromium profiler on, until the cards and tables are filled and the network is idle, and
// prints the busy time (samples that are neither idle nor "program") with the 45 functions of most
// self time. Run against a started stack; for readable names serve builds made without minifying
// (`npx webpack --mode production --no-optimization-minimize --output-path <dir>/<app>/dist`, then
// `DIST_ROOT=<dir> node scripts/start.mjs`). The profile is kept in /tmp/click.cpuprofile
// (Chromium's DevTools opens it).
//   PORT_OFFSET=<n of a running stack> node bench/cpu-probe.mjs
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.mjs';

const base = `http://localhost:${3000 + Number(process.env.PORT_OFFSET || 0)}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const ctx = await browser.newContext({ viewport: { width: 1350, height: 940 } });
const page = await ctx.newPage();
await page.goto(`${base}/login`);
await page.waitForLoadState('networkidle');
await page.getByLabel('Логин').fill('player');
await page.getByLabel('Пароль').fill('demo-password');
await page.waitForLoadState('networkidle');
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.getByRole('button', { name: 'Вход' }).click();
await page.getByTestId('cash-flow').locator('tbody tr:not([data-testid="row-loading"])').first().waitFor();
await page.getByTestId('card-bonus').filter({ hasText: '$' }).waitFor();
await page.waitForLoadState('networkidle');
const { profile } = await cdp.send('Profiler.stop');
fs.writeFileSync('/tmp/click.cpuprofile', JSON.stringify(profile));
// Self time per function (name, file, line).
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++)
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
const fn = new Map();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  if (cf.functionName === '(idle)' || cf.functionName === '(program)') continue;
  total += us;
  const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//, '')}:${cf.lineNumber}`;
  fn.set(k, (fn.get(k) ?? 0) + us);
}
console.log('busy ms', Math.round(total / 1000));
for (const [k, us] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 45))
  console.log(String(Math.round(us / 1000)).padStart(5), k);
await browser.close();
