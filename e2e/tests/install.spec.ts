import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs';
import { expect, signIn, test } from './helpers';

// Issue 42 item 3: the cabinet installs (Chrome's own check), its worker serves this build's shell
// files and never an API answer. The config blocks workers elsewhere; this spec lets them register.
test.use({ serviceWorkers: 'allow' });

test('installable: manifest linked and served, the worker controls the page after a reload, /api/ never from it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({ name: 'Личный кабинет', display: 'standalone' });

  // Registered once signed in and quiet (host/src/pwa/quiet.ts), never by /login alone; active once
  // this build's files are in its cache.
  await signIn(page, 'player');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  const main = page.waitForResponse((r) => /\/main\.[0-9a-f]{8}\.js$/.test(r.url()));
  await page.reload();
  expect((await main).fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // Only the host's own files are cached: nothing of another origin, no API answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  const origin = new URL(page.url()).origin;
  expect(cached.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/index.html', '/manifest.webmanifest']),
  );
  expect(
    cached.filter((url) => new URL(url).origin !== origin || new URL(url).pathname.startsWith('/api/')),
  ).toEqual([]);

  const api = page.waitForResponse((r) => r.url().includes('/api/e2e/lane'));
  await page.evaluate(() => fetch('/api/e2e/lane'));
  expect((await api).fromServiceWorker()).toBe(false);

  // Chrome's own install check, in a profile on disk: Playwright's usual contexts are off the record,
  // which Chrome never offers to install ("in-incognito").
  const profile = await playwright.chromium.launchPersistentContext(test.info().outputPath('profile'), {
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  const installing = profile.pages()[0] ?? (await profile.newPage());
  await installing.goto('/login');
  const cdp = await profile.newCDPSession(installing);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await profile.close();
  expect(installabilityErrors).toEqual([]);
});
