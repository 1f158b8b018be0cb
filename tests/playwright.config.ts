// Browser tests in Debian's Chromium (never a downloaded browser) against the whole product,
// started once by the global setup on its own port and data folder.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PORT } from './e2e/support/product.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A few tests check timings (redirect delays, typing indicators); on a busy CI machine one
  // retry tells a slow moment from a real failure, and a retried pass is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
