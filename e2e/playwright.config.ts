import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
/** PORT_OFFSET moves the whole stack (see scripts/start.mjs) so parallel runs don't collide. */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET || 0);

/**
 * A deployed stack to test instead (a remote's CI, scripts/e2e-remote.mjs): the host's origin,
 * whose /api/ is the e2e API (e2e/api-server.ts: demo data and the reset route). Nothing is started.
 */
const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
/** The version-rule fixtures (shell.spec.ts) unless E2E_FIXTURES=0 (a remote's own specs). */
const FIXTURES = process.env.E2E_FIXTURES !== '0';
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const started = (servers: WebServer[]) =>
  servers.filter((server) => !BASE_URL && (FIXTURES || !server.command.includes('fixtures')));

/**
 * The whole stack as production runs it (built apps), its API on an in-memory PGlite with the demo
 * data that every test resets (e2e/api-server.ts). A stack of its own, unless E2E_BASE_URL names one.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}.json`) }],
  ],
  outputDir: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}`),
  use: {
    baseURL: BASE_URL ?? `http://localhost:${3000 + PORT_OFFSET}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: started([
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://localhost:${3000 + PORT_OFFSET}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        API_ENTRY: '../e2e/api-server.ts',
        ACCESS_TOKEN_TTL_SECONDS: '60',
        API_LOG: '0',
        NODE_ENV: 'development',
        PORT_OFFSET: String(PORT_OFFSET),
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
