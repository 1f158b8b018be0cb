// Unit and integration tests (the browser tests are Playwright's, in tests/e2e).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'site/**/*.test.ts',
      'api/**/*.test.ts',
      'shared/**/*.test.ts',
      'cms/src/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    // One real PostgreSQL for the run (embedded unless DATABASE_URL is set); each file gets a database.
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
