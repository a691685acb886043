import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './helpers';

const cards = (page: Page) => page.getByTestId('video-card');

async function openGallery(page: Page, query = ''): Promise<void> {
  await page.goto(`/video${query}`);
  await expect(page.getByTestId('video-filters')).toBeVisible();
}

/** Starts the player muted and waits until it has played past half a second. */
async function playsMuted(video: Locator): Promise<void> {
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('video gallery', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'player');
  });

  test('pages through the grid, newest first, 10 per page by default', async ({ page }) => {
    await openGallery(page);
    await expect(cards(page)).toHaveCount(10);
    const countText = (await page.getByTestId('video-count').textContent()) ?? '';
    const total = Number(countText.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    const firstPage = await page.getByTestId('video-title').allInnerTexts();
    await page.getByTestId('video-pagination').getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(10);
    await expect.poll(() => page.getByTestId('video-title').allInnerTexts()).not.toEqual(firstPage);
    const secondPage = await page.getByTestId('video-title').allInnerTexts();
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    // Dates go from newest to oldest across the page.
    const toIso = (d: string) => d.split('.').reverse().join('-');
    const dates = (await page.getByTestId('video-date').allInnerTexts()).map(toIso);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Oldest first reverses the order.
    await page.getByText('Сначала старые').click();
    await expect(page).toHaveURL(/sort=asc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(async () => {
      const asc = (await page.getByTestId('video-date').allInnerTexts()).map(toIso);
      expect(asc).toHaveLength(10);
      expect([...asc].sort()).toEqual(asc);
      expect(asc[0]! < dates[dates.length - 1]!).toBe(true);
    }).toPass();
  });

  test('filters by level, author and title; the state is in the URL and survives a reload', async ({
    page,
  }) => {
    await openGallery(page);
    await pickOption(page, 'Уровни', 'Профессиональный');
    await expect(page).toHaveURL(/levelId=\d+/);
    await expect(async () => {
      const levels = await page.getByTestId('video-level').allTextContents();
      expect(levels.length).toBeGreaterThan(0);
      expect(new Set(levels)).toEqual(new Set(['Профессиональный']));
    }).toPass();
    const levelCount = await cards(page).count();

    await pickOption(page, 'Авторы', 'Павел Рябов');
    await expect(page).toHaveURL(/authorId=\d+/);
    await expect.poll(() => cards(page).count()).toBeLessThan(levelCount);
    for (const authors of await page.getByTestId('video-authors').allInnerTexts()) {
      expect(authors).toContain('Павел Рябов');
    }
    const filtered = await page.getByTestId('video-title').allInnerTexts();

    await page.reload();
    await expect(cards(page)).toHaveCount(filtered.length);
    expect(await page.getByTestId('video-title').allInnerTexts()).toEqual(filtered);

    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('textbox', { name: 'Поиск по названию' }).fill('пуш-фолд');
    await expect(page).toHaveURL(/title=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('video-title')).toHaveText('Пуш-фолд на 10-15 бб');
  });

  test('page size is remembered after a reload', async ({ page }) => {
    await openGallery(page);
    await expect(cards(page)).toHaveCount(10);
    await pickOption(page, 'На странице', '25');
    await expect(cards(page)).toHaveCount(25);
    await page.reload();
    await expect(cards(page)).toHaveCount(25);
    await expect(page.getByRole('combobox', { name: 'На странице' })).toHaveValue('25');
    await pickOption(page, 'На странице', '10');
    await expect(cards(page)).toHaveCount(10);
  });

  test('empty list text', async ({ page }) => {
    await openGallery(page, '?title=%D0%BD%D0%B5%D1%82-%D1%82%D0%B0%D0%BA%D0%BE%D0%B3%D0%BE');
    await expect(page.getByText('Список видеозаписей пуст')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('opens a video, it plays and seeks; marked watched it shows the mark in the list', async ({
    page,
  }) => {
    await openGallery(page, '?title=%D0%A7%D0%B5%D0%BA-%D1%80%D0%B5%D0%B9%D0%B7');
    await expect(cards(page)).toHaveCount(1);
    await page.getByTestId('video-title').click();
    // Fresh data each test: the video starts unwatched.
    await expect(page.getByRole('button', { name: 'Отметить просмотренным' })).toBeVisible();
    await expect(page.getByTestId('watched-mark')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(page).toHaveURL(/title=/);
    await expect(page.getByTestId('video-description')).toContainText('чек-рейза');

    const video = page.getByTestId('video-player');
    await expect(video).toHaveAttribute('src', /\/api\/videogallery\/videos_auth\/\d+\/\?token=/);
    await playsMuted(video);
    // Seeking asks the server for a byte range.
    const seeked = await video.evaluate(
      (el: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
          el.currentTime = 4;
        }),
    );
    expect(seeked).toBeGreaterThanOrEqual(3.9);

    await page.getByRole('button', { name: 'Отметить просмотренным' }).click();
    await expect(page.getByTestId('watched-mark')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Снять отметку о просмотре' })).toBeVisible();

    await page.getByLabel('Ваша оценка').locator('label').nth(3).click();
    await expect(page.getByTestId('avg-rating')).toContainText('Средняя оценка');

    await page.getByTestId('back-to-list').click();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByTestId('watched-mark')).toHaveText('Просмотрено');

    await openGallery(page, '?show=watched');
    await expect(page.getByTestId('video-title')).toContainText(['Чек-рейз на флопе: когда и зачем']);
    await openGallery(page, '?show=new&title=%D0%A7%D0%B5%D0%BA-%D1%80%D0%B5%D0%B9%D0%B7');
    await expect(page.getByText('Список видеозаписей пуст')).toBeVisible();
  });

  test.describe('with 4-second tokens', () => {
    test.use({ accessTokenTtl: 4 });

    test('a stream refused for an expired token gets a new stream token and plays', async ({
      page,
      request,
    }) => {
      const streams: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/videogallery/videos_auth/')) streams.push(r.url());
      });
      const token = (url: string) => new URL(url).searchParams.get('token');
      await openGallery(page, '?title=%D0%A4%D0%BB%D0%BE%D1%82%D1%8B');
      await page.getByTestId('video-title').click();
      const video = page.getByTestId('video-player');
      await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const first = streams[0]!;
      // Real expiry, no clock faked and no answer mocked: wait until the API refuses that token.
      await expect
        .poll(async () => (await request.get(first, { headers: { range: 'bytes=0-0' } })).status(), {
          timeout: 20_000,
        })
        .toBe(401);
      // A new range request with the expired token (the browser's media cache answers a reload of
      // the very same URL, so one unrelated query key makes it go to the API). Refused, so the
      // player mints a new stream token (its access token expired too: the client refreshes it
      // first) and plays on.
      await video.evaluate((el: HTMLVideoElement) => {
        el.src = `${el.currentSrc}&again=1`;
      });
      await expect.poll(() => new Set(streams.map(token)).size, { timeout: 20_000 }).toBeGreaterThan(1);
      await playsMuted(page.getByTestId('video-player'));
      expect(token(streams[streams.length - 1]!)).not.toBe(token(first));
      await expect(page.getByText('Не удалось воспроизвести видео')).toHaveCount(0);
    });
  });

  test('a video that cannot be loaded returns to the list with the error', async ({ page }) => {
    await openGallery(page, '?id=999999');
    await expect(page.getByTestId('video-error')).toContainText('Видеозапись не найдена.');
    await expect(page).not.toHaveURL(/id=/);
    await expect(cards(page)).toHaveCount(10);
  });
});
