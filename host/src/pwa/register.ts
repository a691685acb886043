import { Workbox } from 'workbox-window';
import { promptOnUpdate } from './update-prompt';

/** The host's service worker (host/src/pwa/sw.ts) and its update prompt; loaded after the page is up. */
export function registerWorker() {
  const wb = new Workbox('/sw.js');
  promptOnUpdate(wb);
  wb.register().catch(() => undefined);
}
