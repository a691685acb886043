import { selectIsSignedIn, useAuthStore } from '@fund/shared/auth';
import { queryClient } from '@fund/shared/query';

/** How long the signed-in page must fetch nothing before the worker is registered. */
export const QUIET_MS = 2000;

/**
 * Resolves once the page is signed in and has been quiet for `QUIET_MS` (no query of the one query
 * client in flight, no resource finished loading), in the browser's next idle period. The worker's
 * install downloads and caches this build's files: started while /login waits for its click or the
 * dashboard fills, it competed with both (docs/performance.md: click → cards 2,722 ms with it,
 * 1,950 ms without). /login alone never registers it: the installed app opens signed in.
 */
export function whenSignedInAndQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stops: Array<() => void> = [];
    const done = () => {
      for (const stop of stops) stop();
      const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
      idle(() => resolve(), { timeout: QUIET_MS });
    };
    const check = () => {
      clearTimeout(timer);
      if (selectIsSignedIn(useAuthStore.getState()) && queryClient.isFetching() === 0) {
        timer = setTimeout(done, QUIET_MS);
      }
    };
    stops.push(queryClient.getQueryCache().subscribe(check), useAuthStore.subscribe(check), () =>
      clearTimeout(timer),
    );
    if (typeof PerformanceObserver === 'function') {
      const resources = new PerformanceObserver(check);
      resources.observe({ type: 'resource' });
      stops.push(() => resources.disconnect());
    }
    check();
  });
}
