// The one Chromium launch of the project: the e2e suite (e2e/playwright.config.ts, and the
// scheduler bench through it) and the bundle bench (bench/bundles.mjs) start the same browser
// with the same flags, so the bench measures what the tests run.

/** The system Chromium (Playwright's own download is skipped); CHROMIUM_PATH points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** No sandbox (containers), no GPU, no background traffic that would blur timings or the network log. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
