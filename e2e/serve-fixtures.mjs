// Serves e2e fixtures: remote-video built against another major of @fund/shared (port 3013),
// to prove the host refuses it with the fallback instead of crashing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from '../scripts/static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
await serveApp({
  dir: path.join(here, '.fixtures', 'video-shared-v2'),
  port: 3013 + Number(process.env.PORT_OFFSET || 0),
});
console.log('fixtures on 3013');
