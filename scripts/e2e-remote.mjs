// The e2e specs of ONE app, for its own CI: `pnpm --filter ./remote-video test:e2e`
// (= node ../scripts/e2e-remote.mjs tests/video.spec.ts, run in the app's folder).
//  - E2E_BASE_URL=https://staging.example: against that deployed host; its /api/ must be the e2e
//    API (e2e/api-server.ts: the demo data and the reset route every test calls). Builds nothing,
//    starts nothing.
//  - otherwise: builds this app (its current sources), builds any other app whose dist/ is
//    missing, and lets Playwright start a stack of its own (scripts/start.mjs on PORT_OFFSET).
// Extra arguments go to Playwright (e.g. -g 'a title'). docs/deploy.md "Per-remote CI".
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'remote-player', 'remote-scheduler', 'remote-video', 'remote-curator'];

/** Which apps to build before a local run: this one always, the others only when not built. */
export function appsToBuild(app, built = (name) => existsSync(path.join(root, name, 'dist', 'index.html'))) {
  return APPS.filter((name) => name === app || !built(name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = path.basename(process.cwd());
  const args = process.argv.slice(2);
  if (!APPS.includes(app) || args.length === 0) {
    console.error('usage (in an app folder): node ../scripts/e2e-remote.mjs tests/<spec>.spec.ts …');
    process.exit(2);
  }
  const run = (cmd, argv, env = {}) =>
    execFileSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  try {
    if (!process.env.E2E_BASE_URL && process.env.E2E_SKIP_BUILD !== '1') {
      for (const name of appsToBuild(app)) run('pnpm', ['--filter', `./${name}`, 'build']);
    }
    run('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
      E2E_FIXTURES: '0',
    });
  } catch (error) {
    process.exit(typeof error.status === 'number' ? error.status : 1);
  }
}
