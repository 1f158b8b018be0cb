// Browser tests in Debian's Chromium (never a downloaded browser) against the whole product,
// started once by the global setup on its own port and data folder.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './e2e/helpers/product.ts';

/**
 * The spec files that change what other files see, or must not share the product while they run:
 * they publish or change the CMS's content and settings (and so rebuild the public site), switch
 * site-wide options, approve designs into the public gallery, sign in as the one seeded editor or
 * the one social user, watch every sign-in (login alerts), or time the product. They run alone, one
 * file at a time, once every other file has passed. A new spec belongs here when it does any of
 * that; the others run two files at a time, each test with its own accounts and client address.
 */
const ALONE = [
  'admin/ad-slots',
  'admin/admin',
  'admin/assistant-config',
  'admin/content',
  'admin/design-options',
  'auth/reset-and-social',
  'auth/social-return',
  'cms/admin',
  'cms/changes-on-site',
  'cms/concurrent-publish',
  'cms/preview',
  'cms/public-surface',
  'cms/publish',
  'cms/redirects',
  'cms/schedule',
  'gallery/community',
  'login-alerts/login-alerts',
  'site/landing',
  'wordpress/wordpress',
].map((name) => `**/e2e/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/helpers/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'side by side', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['side by side'] },
  ],
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
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
