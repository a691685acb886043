/**
 * The installed app's worker (docs/deploy.md "Installed app"): production builds only, and only
 * once the signed-in page is quiet (`whenSignedInAndQuiet`, quiet.ts), so nothing of it is in the
 * first view but this function (called from bootstrap.tsx, not the entry: first-view.js merges the
 * entry's own `import()`s into the first view). A browser that cannot register one (none, or a
 * stubbed `register` as Playwright's `serviceWorkers: 'block'` leaves) loads none of it.
 */
export function registerWorkerWhenQuiet() {
  if (
    process.env.NODE_ENV !== 'production' ||
    !/\[native code\]/.test(String(globalThis.navigator?.serviceWorker?.register))
  ) {
    return;
  }
  void import('./quiet')
    .then((m) => m.whenSignedInAndQuiet())
    .then(() => import('./register'))
    .then((m) => m.registerWorker());
}
