import type { RemotesConfig } from '@fund/shared/contracts';
import { bucket, chooseUrl, parsePreview } from './releases';

const main = 'https://video.example.com/releases/a/mf-manifest.json';
const canaryUrl = 'https://video.example.com/releases/b/mf-manifest.json';
const users = Array.from({ length: 200 }, (_, i) => `u:player${i + 1}`);

test('the bucket is 0..99 and the same for the same user and remote', () => {
  for (const u of users) {
    const b = bucket('video', u);
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(100);
    expect(bucket('video', u)).toBe(b);
  }
});

test.each([
  [10, 10, 30],
  [50, 80, 120],
])(
  'a canary of %i %% gets about that share of 200 generated users, each the same every time',
  (percent, min, max) => {
    const entry = { url: main, canary: { url: canaryUrl, percent } };
    const first = users.map((u) => chooseUrl('video', entry, u));
    const onCanary = first.filter((url) => url === canaryUrl).length;
    expect(onCanary).toBeGreaterThanOrEqual(min);
    expect(onCanary).toBeLessThanOrEqual(max);
    expect(users.map((u) => chooseUrl('video', entry, u))).toEqual(first);
  },
);

test('a plain entry, 0 % and 100 %', () => {
  expect(chooseUrl('video', main, 'u:x')).toBe(main);
  expect(
    users.every((u) => chooseUrl('video', { url: main, canary: { url: canaryUrl, percent: 0 } }, u) === main),
  ).toBe(true);
  expect(
    users.every(
      (u) => chooseUrl('video', { url: main, canary: { url: canaryUrl, percent: 100 } }, u) === canaryUrl,
    ),
  ).toBe(true);
  expect(chooseUrl('video', { url: main }, 'u:x')).toBe(main);
});

test('a canary of 10 % of one remote is not the same 10 % of users as another', () => {
  const inVideo = users.filter((u) => bucket('video', u) < 10);
  const inPlayer = users.filter((u) => bucket('player', u) < 10);
  expect(inVideo).not.toEqual(inPlayer);
});

test('a preview only of a listed remote, only from a listed origin, only http(s)', () => {
  const config: RemotesConfig = { video: main, previewOrigins: ['https://preview.example.com'] };
  const ok = 'https://preview.example.com/branch-x/mf-manifest.json';
  expect(parsePreview(`video@${ok}`, config)).toEqual({ name: 'video', url: ok });
  expect(parsePreview('video@https://preview.example.com:8443/mf-manifest.json', config)).toBeNull();
  expect(parsePreview('video@https://evil.example.com/mf-manifest.json', config)).toBeNull();
  expect(parsePreview('video@https://preview.example.com.evil.com/mf-manifest.json', config)).toBeNull();
  expect(parsePreview(`player@${ok}`, config)).toBeNull();
  expect(parsePreview(`previewOrigins@${ok}`, config)).toBeNull();
  expect(parsePreview(`toString@${ok}`, config)).toBeNull();
  expect(parsePreview(ok, config)).toBeNull();
  expect(parsePreview('video@not a url', config)).toBeNull();
  expect(parsePreview(`video@${ok}`, { video: main })).toBeNull();
});
