import type { Page } from '@playwright/test';
import { expect, PASSWORD, test } from './helpers';

/** The access token the tabs share (local storage, `fund-auth`). */
const storedAccess = (page: Page): Promise<string | null> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('fund-auth') ?? '{}').state?.access ?? null);

/** Resolves with the first API answer of `page` (not a token call) that is a success. */
const nextApiSuccess = (page: Page) =>
  page.waitForResponse((r) => {
    const { pathname } = new URL(r.url());
    return pathname.startsWith('/api/') && !pathname.startsWith('/api/token/') && r.status() === 200;
  });

// Issue 35: each tab rotated its own copy of the refresh token, the second tab's stale copy was read
// as theft, the family revoked and every tab signed out within two access lifetimes.
test.describe('with 8-second tokens', () => {
  test.use({ accessTokenTtl: 8 });

  test('three tabs of one browser stay signed in over several access lifetimes', async ({
    page,
    context,
    request,
  }) => {
    // Signed in once for the browser (the pair in local storage), then three tabs on a light page.
    const answer = await request.post('/api/token/', { data: { username: 'player', password: PASSWORD } });
    const pair = await answer.json();
    await page.goto('/login');
    await page.evaluate(({ access, refresh }) => {
      const state = { access, refresh, profile: { username: 'player' } };
      localStorage.setItem('fund-auth', JSON.stringify({ state, version: 0 }));
    }, pair);
    const refreshes: number[] = [];
    context.on('response', (r) => {
      if (r.url().includes('/api/token/refresh/')) refreshes.push(r.status());
    });
    const tabs = [page, await context.newPage(), await context.newPage()];
    await Promise.all(
      tabs.map(async (tab) => {
        await tab.goto('/documents');
        await expect(tab.getByTestId('user-menu')).toContainText('player');
      }),
    );

    // Each round: the shared access token has expired (the API itself refuses it), then all three
    // tabs open a section they have not loaded yet at the same time, so each is refused and needs
    // the refresh at once.
    for (const section of ['История', 'Команда', 'Видео']) {
      const expired = await storedAccess(page);
      await expect
        .poll(
          async () =>
            (
              await request.get('/api/users/current/', { headers: { authorization: `Bearer ${expired}` } })
            ).status(),
          {
            timeout: 20_000,
          },
        )
        .toBe(401);
      const loaded = tabs.map(nextApiSuccess);
      await Promise.all(
        tabs.map((tab) => tab.getByTestId('drawer').getByRole('link', { name: section }).click()),
      );
      await Promise.all(loaded);
      for (const tab of tabs) await expect(tab.getByTestId('section-title')).toHaveText(section);
    }

    // No refresh was refused (a reuse would be a 401 and end the family), and every tab is still in.
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
    for (const tab of tabs) {
      await expect(tab).not.toHaveURL(/\/login/);
      await expect(tab.getByTestId('user-menu')).toContainText('player');
    }
  });
});
