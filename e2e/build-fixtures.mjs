// Builds the e2e fixtures (see serve-fixtures.mjs): remote-video built against other versions
// of @fund/shared than the host provides (shared/package.json's). The default rule is
// `^<built version>`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(fs.readFileSync(path.join(here, '../shared/package.json'), 'utf8'));
const [major, minor] = version.split('.').map(Number);
export const FIXTURES = [
  // Another major: needs ^<major + 1>.0.0.
  { dir: 'video-shared-next-major', version: `${major + 1}.0.0`, port: 3013 },
  // A newer minor (may use an export the host's lacks): needs ^<major>.<minor + 1>.0.
  { dir: 'video-shared-next-minor', version: `${major}.${minor + 1}.0`, port: 3014 },
];

/** The host and the player remote behind the machine's nginx (e2e/nginx-host.ts, shell.spec.ts). */
export const NGINX_PORTS = [3023, 3024];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of FIXTURES) {
    execSync('pnpm exec webpack --mode production', {
      cwd: path.join(here, '..', 'remote-video'),
      stdio: 'inherit',
      env: { ...process.env, SHARED_VERSION: f.version, OUT_DIR: path.join(here, '.fixtures', f.dir) },
    });
  }
}
