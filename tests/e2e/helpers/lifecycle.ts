// What is left running of a product's data folder: its PostgreSQL server and its CMS servers.
// The global setup hard-kills the first start and the teardown stops the product with Ctrl-C;
// these tell whether each left what it should.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The PostgreSQL server of this data folder, if one is running. */
export function postgresPid(dataDir: string): number | null {
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
export function cmsPids(dataDir: string): number[] {
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

/** Whether `check` holds within `timeoutMs`, looking every 200 ms. */
export async function holdsWithin(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
}
