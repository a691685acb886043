// Draws the installed app's icons (host/public/icons/*.png, referenced by host/public/manifest.webmanifest)
// from the page's favicon (scripts/webpack/index.html: a blue rounded square with a chip). Run once
// after changing the drawing: `node host/scripts/make-icons.mjs` (sharp comes from the API's
// dependencies). The PNGs are committed; the build only copies them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharp = createRequire(path.join(here, '../../api/package.json'))('sharp');
const out = path.join(here, '../public/icons');

const BLUE = '#1c7ed6';
/** The chip, centred in a 64-unit box; `scale` < 1 shrinks it into a maskable icon's safe zone. */
const chip = (scale) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">` +
  `<circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="8 6"/>` +
  `<circle cx="32" cy="32" r="7" fill="#fff"/></g>`;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

/** The favicon's own drawing (rounded corners, transparent outside). */
const plain = svg(`<rect width="64" height="64" rx="14" fill="${BLUE}"/>${chip(1)}`);
/** Full bleed, the chip within the central 80 % circle that every mask keeps. */
const maskable = svg(`<rect width="64" height="64" fill="${BLUE}"/>${chip(0.8)}`);

for (const [file, source, size] of [
  ['icon-192.png', plain, 192],
  ['icon-512.png', plain, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(file);
}
