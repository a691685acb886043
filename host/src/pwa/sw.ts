// The host's service worker (docs/deploy.md "Installed app"), built by workbox-webpack-plugin's
// InjectManifest (host/webpack.config.js) into /sw.js with the list of this build's own files.
// It keeps the shell's static files of one build and nothing else: no API answer (/api/ is never
// routed here, so every call and every money action goes to the network or fails), nothing from a
// remote's origin (only exact URLs of the list are served from the cache). A page (navigation) comes
// from the network first, so a deploy's page and its CSP win; the cached index.html only offline.
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The worker's global scope, as much of it as this file uses (the project's lib is the DOM's). */
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
};

/** Never a route for the API (its answers are not cached, its actions never replayed). */
const NOT_SHELL = [/^\/api\//];

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const page = await matchPrecache('/index.html');
        if (page) return page;
        throw error;
      }
    },
    { denylist: NOT_SHELL },
  ),
);
precache(self.__WB_MANIFEST);
addRoute();
cleanupOutdatedCaches();

// «Обновить» in the page (update-prompt.tsx): the waiting worker of a new deploy takes over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
