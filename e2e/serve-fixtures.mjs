// Serves the e2e fixtures of build-fixtures.mjs (remote-video built against the next major of
// the shared package on 3013, its next minor on 3014), to prove the host refuses them with the
// fallback instead of crashing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApp } from '../scripts/static-server.mjs';
import { FIXTURES } from './build-fixtures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const f of FIXTURES) {
  await serveApp({
    dir: path.join(here, '.fixtures', f.dir),
    port: f.port + Number(process.env.PORT_OFFSET || 0),
  });
}
console.log(`fixtures on ${FIXTURES.map((f) => f.port).join(', ')}`);
