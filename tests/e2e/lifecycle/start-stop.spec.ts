import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, repoRoot, startProduct } from '../support/product.ts';

const dataDir = join(repoRoot, '.data', 'e2e-lifecycle');
const port = E2E_PORT + 1;

/** The PostgreSQL server of this data folder, if one is running. */
function postgresPid(): number | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** The CMS servers started for this data folder that are still running. */
function cmsPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return environment.includes(`DATA_DIR=${dataDir}`) && /next/.test(command);
      } catch {
        return false;
      }
    })
    .map(Number);
}

test.describe.configure({ timeout: 360_000 });

test('a hard kill is recovered from, the restart reuses the data, and Ctrl-C stops everything', async ({
  request,
}) => {
  rmSync(dataDir, { recursive: true, force: true });
  const first = await startProduct({ port, dataDir });
  expect(first.output()).toContain('seeding the CMS with demo content');
  expect((await request.get(`${first.url}/blog`)).status()).toBe(200);

  // A hard kill leaves PostgreSQL running on the data; the next start must take over cleanly.
  await first.stop('SIGKILL');
  expect(postgresPid()).not.toBeNull();
  // The CMS server notices its API process is gone and exits by itself.
  await expect.poll(cmsPids, { timeout: 15_000 }).toEqual([]);

  // The restart reuses the data: nothing is seeded or shown again, and the content is there.
  const second = await startProduct({ port, dataDir });
  expect(second.output()).not.toContain('seeding');
  expect(second.output()).not.toContain('CMS editor account');
  expect((await request.get(`${second.url}/api/health`)).status()).toBe(200);
  expect((await request.get(`${second.url}/blog/choosing-a-pool-style-for-your-yard`)).status()).toBe(200);

  // Ctrl-C stops everything: the process exits cleanly, PostgreSQL and the CMS with it.
  expect(await second.stop('SIGINT')).toBe(0);
  expect(postgresPid()).toBeNull();
  expect(cmsPids()).toEqual([]);
  await expect
    .poll(async () => (await request.get(`${second.url}/api/health`).catch(() => null))?.status() ?? 'closed')
    .toBe('closed');
  rmSync(dataDir, { recursive: true, force: true });
});
