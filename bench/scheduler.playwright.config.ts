import { defineConfig } from '@playwright/test';
import base from '../e2e/playwright.config';

/** The scheduler render bench on the e2e stack: `PORT_OFFSET=300 pnpm exec playwright test -c bench/scheduler.playwright.config.ts`. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /scheduler-render\.bench\.ts$/,
  timeout: 120_000,
  reporter: [['list']],
});
