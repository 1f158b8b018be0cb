// Unit and integration tests (the browser tests are Playwright's, in tests/e2e).
import { availableParallelism } from 'node:os';
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
    // At least three workers, even on the two cores CI has: much of a route test is waiting on
    // PostgreSQL, and a third worker fills those waits (on 2 cores the run went from 351 s to 218 s).
    maxWorkers: Math.max(3, availableParallelism()),
    // Test files share a worker and its loaded modules instead of one fresh worker each: the run
    // went from 313 s to 209 s on 2 cores. A file that stubs globals or variables undoes it.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
