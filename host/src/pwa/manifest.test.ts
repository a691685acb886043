// Issue 42 item 3: the web app manifest (host/public/manifest.webmanifest, copied into the build by
// host/webpack.config.js) and its icons (host/scripts/make-icons.mjs) as Chrome's install check needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.join(__dirname, '../../public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** A PNG's width and height from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the cabinet installs by the page title, standalone, from / in Russian, in the favicon blue', () => {
  const html = readFileSync(path.join(__dirname, '../../../scripts/webpack/index.html'), 'utf8');
  expect(html).toContain(`<title>${manifest.name}</title>`);
  expect(manifest).toMatchObject({
    short_name: expect.any(String),
    lang: 'ru',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c7ed6',
  });
  expect(html).toContain(`fill='%23${manifest.theme_color.slice(1)}'`);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
});

test('icons 192 and 512 px and a maskable 512 px, each a PNG of its stated size on disk', () => {
  expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  for (const icon of manifest.icons) {
    expect(icon.type).toBe('image/png');
    expect(icon.src).toMatch(/^\/icons\//);
    expect([icon.src, pngSize(path.join(publicDir, icon.src))]).toEqual([icon.src, icon.sizes]);
  }
});
