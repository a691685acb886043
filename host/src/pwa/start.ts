/**
 * The installed app's worker (docs/deploy.md "Installed app"): production builds only, and only
 * after the page is up, so nothing of it is in the first view (called from bootstrap.tsx, not the
 * entry: first-view.js merges the entry's own `import()`s into the first view). A browser that cannot
 * register one (none, or a stubbed `register` as Playwright's `serviceWorkers: 'block'` leaves)
 * loads none of it.
 */
export function registerWorkerAfterLoad() {
  if (
    process.env.NODE_ENV !== 'production' ||
    !/\[native code\]/.test(String(globalThis.navigator?.serviceWorker?.register))
  ) {
    return;
  }
  window.addEventListener('load', () => {
    void import('./register').then((m) => m.registerWorker());
  });
}
