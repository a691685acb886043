// Builds the e2e fixtures (see serve-fixtures.mjs) unless they are up to date.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
execSync('pnpm exec webpack --mode production', {
  cwd: path.join(here, '..', 'remote-video'),
  stdio: 'inherit',
  env: {
    ...process.env,
    SHARED_VERSION: '2.0.0',
    SHARED_REQUIRED_VERSION: '^2.0.0',
    OUT_DIR: path.join(here, '.fixtures', 'video-shared-v2'),
  },
});
