// The product's life on one machine, as the global setup lived it before these tests: a first
// start from an empty data folder, a hard kill (as a crash or a closed terminal would), and a
// restart on the same data, which every browser test then uses. Ctrl-C at the end of the run is
// checked by the global teardown, which fails the run unless it stopped PostgreSQL and the CMS
// and closed the port.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../helpers/product.ts';
import { productState } from '../helpers/state.ts';

test('a hard kill is recovered from, and the restart reuses the data', async ({ request }) => {
  const { lifecycle, editor } = productState();
  expect(lifecycle.firstOutput).toContain('seeding the CMS with demo content');
  expect(lifecycle.firstOutput).toContain(`CMS editor account: ${editor.email}, password in`);
  // The password is in a file only the product's user can read, never in the start log.
  expect(lifecycle.firstOutput).not.toContain(editor.password);
  const accountFile = statSync(join(E2E_DATA_DIR, 'secrets', 'cms-editor-account.txt'));
  expect(accountFile.mode & 0o777).toBe(0o600);

  // The hard kill leaves PostgreSQL running on the data; the CMS server exits by itself.
  expect(lifecycle.postgresKeptAfterKill).toBe(true);
  expect(lifecycle.cmsExitedAfterKill).toBe(true);

  // The restart took over: nothing is seeded or shown again, and the content is there.
  expect(lifecycle.restartOutput).toContain('ready in');
  expect(lifecycle.restartOutput).not.toContain('seeding');
  expect(lifecycle.restartOutput).not.toContain('CMS editor account');
  // Nor is the site built again: nothing it shows changed since its last build.
  expect(lifecycle.restartOutput).toContain(
    'serving the current site build (made from this code and content)',
  );
  expect(lifecycle.restartOutput).not.toContain('building the site');
  expect((await request.get('/api/health')).status()).toBe(200);
  expect((await request.get('/blog/choosing-a-pool-style-for-your-yard')).status()).toBe(200);
});
