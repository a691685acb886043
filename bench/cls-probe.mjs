// Layout shifts of the signed-in first view (issue 10): signs in as the demo player at Lighthouse's
// desktop size, waits for every card, and prints each shift with the elements that moved.
//   PORT_OFFSET=<n of a running stack> node bench/cls-probe.mjs
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.mjs';

const base = `http://localhost:${3000 + Number(process.env.PORT_OFFSET || 0)}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        moved: e.sources.map((s) => {
          const n = s.node;
          const label =
            n && n.nodeType === 1
              ? `${n.tagName.toLowerCase()}[${n.getAttribute('data-testid') ?? n.className}]`
              : String(n?.nodeName);
          return `${label} ${s.previousRect.y}→${s.currentRect.y} h ${s.previousRect.height}→${s.currentRect.height}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(`${base}/login`);
await page.getByLabel('Логин').fill('player');
await page.getByLabel('Пароль').fill('demo-password');
await page.getByRole('button', { name: 'Вход' }).click();
await page.getByTestId('transfers').locator('tbody tr').first().waitFor();
await page.getByTestId('rooms-table').locator('tbody tr').first().waitFor();
await page.waitForLoadState('networkidle');
const shifts = await page.evaluate(() => window.__shifts);
console.log(JSON.stringify(shifts, null, 1));
console.log('CLS (sum):', shifts.reduce((n, s) => n + s.value, 0).toFixed(3));
await browser.close();
