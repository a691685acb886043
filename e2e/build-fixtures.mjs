// Builds the e2e fixtures (see serve-fixtures.mjs): remote-video built against other versions
// of @fund/shared than the host provides (1.0.0). The default rule is `^<built version>`.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = [
  // Another major: needs ^2.0.0.
  { dir: 'video-shared-v2', version: '2.0.0', port: 3013 },
  // A newer minor (may use an export 1.0.0 lacks): needs ^1.1.0.
  { dir: 'video-shared-v1.1', version: '1.1.0', port: 3014 },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of FIXTURES) {
    execSync('pnpm exec webpack --mode production', {
      cwd: path.join(here, '..', 'remote-video'),
      stdio: 'inherit',
      env: { ...process.env, SHARED_VERSION: f.version, OUT_DIR: path.join(here, '.fixtures', f.dir) },
    });
  }
}
