import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const root = path.resolve(__dirname, '..');
/** PORT_OFFSET moves the whole stack (see scripts/start.mjs) so parallel runs don't collide. */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET || 0);

/**
 * `E2E_ORDER=reverse` runs the spec files last to first in one invocation (one stack, one
 * worker): Playwright sorts the files of a project by name, so each file becomes a project of
 * its own, listed last to first; with one worker the projects run in the order listed. The
 * tests inside a file keep their order. Proves that no spec relies on data another one left.
 */
function reversedSpecs(): Project[] {
  return readdirSync(path.join(__dirname, 'tests'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort()
    .reverse()
    .map((file) => ({ name: file, testMatch: `**/${file}` }));
}

/**
 * A deployed stack to test instead (a remote's CI, scripts/e2e-remote.mjs): the host's origin,
 * whose /api/ is the e2e API (e2e/api-server.ts: demo data and the reset route). Nothing is started.
 */
const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
/**
 * Where scripts/deploy.mjs publishes releases for this stack (shell.spec.ts deploys the player
 * under an open page): ignored by git and biome, apart from a developer's own .data/releases.
 */
export const DEPLOY_ROOT = path.join(root, 'test-results', `releases${PORT_OFFSET || ''}`);
/** The version-rule fixtures (shell.spec.ts) unless E2E_FIXTURES=0 (a remote's own specs). */
const FIXTURES = process.env.E2E_FIXTURES !== '0';
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const started = (servers: WebServer[]) =>
  servers.filter((server) => !BASE_URL && (FIXTURES || !server.command.includes('fixtures')));

/**
 * The whole stack as production runs it (built apps), its API on an in-memory PGlite with the demo
 * data that every test resets (e2e/api-server.ts). A stack of its own, unless E2E_BASE_URL names one.
 */
/**
 * Workers (E2E_WORKERS, 1 by default), each on its own lane of the e2e API (e2e/api-server.ts
 * E2E_LANES), the tests shared out one by one (each owns its data; the a11y spec alone is a third
 * of the suite). Not 2 by default yet: with two browsers on two cores, keyboard-focus tests failed
 * (docs/testing.md). One worker against a deployed stack (one database) and in E2E_ORDER=reverse.
 */
const WORKERS = BASE_URL || process.env.E2E_ORDER === 'reverse' ? 1 : Number(process.env.E2E_WORKERS || 1);

export default defineConfig({
  testDir: './tests',
  // Two API replicas over one PostgreSQL (issue 39): only where a server is given (.ci/run starts
  // one for the API suite and passes it on), like the API suite's PostgreSQL run.
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ['**/replicas.spec.ts'],
  fullyParallel: WORKERS > 1,
  workers: WORKERS,
  retries: 0,
  // Bounds for a shared 2-core machine under load (a reload of the whole stack of apps took
  // over 10 s at load 26); a passing test takes no longer for them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  ...(process.env.E2E_ORDER === 'reverse' ? { projects: reversedSpecs() } : {}),
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}.json`) }],
  ],
  outputDir: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}`),
  use: {
    baseURL: BASE_URL ?? `http://localhost:${3000 + PORT_OFFSET}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace costs about a third of the run even when it is thrown away (the a11y spec:
    // 6.2 min with, 4.3 min without; docs/testing.md): off unless E2E_TRACE=1 asks for one. A failure
    // still prints its error and leaves the page's ARIA snapshot (error-context) in test-results.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_FLAGS },
    // The host's service worker (docs/deploy.md "Installed app") only where a spec asks for it
    // (install.spec.ts): elsewhere no page is served from its cache and none loads its code.
    serviceWorkers: 'block',
  },
  webServer: started([
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://localhost:${3000 + PORT_OFFSET}/login`,
      // Above scripts/start.mjs's own wait for the API (240 s), so its error is the one shown.
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        API_ENTRY: '../e2e/api-server.ts',
        E2E_LANES: String(WORKERS),
        ACCESS_TOKEN_TTL_SECONDS: '60',
        API_LOG: '0',
        // The e2e API's own request log, searched for secrets after the run (scripts/test.mjs).
        E2E_API_LOG: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}-api.log`),
        NODE_ENV: 'development',
        PORT_OFFSET: String(PORT_OFFSET),
        DEPLOY_ROOT,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/serve-fixtures.mjs',
      cwd: root,
      // The last fixture served (e2e/build-fixtures.mjs FIXTURES).
      url: `http://localhost:${3014 + PORT_OFFSET}/mf-manifest.json`,
      env: { PORT_OFFSET: String(PORT_OFFSET) },
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ]),
});
