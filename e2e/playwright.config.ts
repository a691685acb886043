import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
/** PORT_OFFSET moves the whole stack (see scripts/start.mjs) so parallel runs don't collide. */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET || 0);
const dataDir = path.join(os.tmpdir(), `fund-e2e-${process.pid}`);

/** The whole stack as production runs it (built apps, API on a fresh PGlite with demo data). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}.json`) }],
  ],
  outputDir: path.join(root, 'test-results', `e2e${PORT_OFFSET || ''}`),
  use: {
    baseURL: `http://localhost:${3000 + PORT_OFFSET}`,
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
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://localhost:${3000 + PORT_OFFSET}/login`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      env: { DATA_DIR: dataDir, NODE_ENV: 'development', PORT_OFFSET: String(PORT_OFFSET) },
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
      reuseExistingServer: !process.env.CI,
    },
  ],
});
