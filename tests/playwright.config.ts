// Browser tests in Debian's Chromium (never a downloaded browser) against the whole product,
// started once by the global setup on its own port and data folder.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PORT } from './e2e/helpers/product.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/helpers/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI or not: a retry that passes hides a real fault (a publish that never went
  // live, say); a test that fails now and then is fixed, not repeated.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace costs about an eighth of every test's time; CI's runs are read from their output.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
