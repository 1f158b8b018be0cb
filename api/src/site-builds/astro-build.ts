// Running `astro build` for SiteBuilds: in a process of its own, with the workspace's packages
// linked where a build's server code looks for them.
import { spawn } from 'node:child_process';
import { readlinkSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../env.ts';

/**
 * A build's server code imports the site's packages (React, zod, ...) by name, and Node looks for
 * them in `node_modules` beside the importing file and up: the builds' folder links to the
 * workspace's, wherever `DATA_DIR` is.
 */
export function linkPackages(buildsDir: string): void {
  const link = join(buildsDir, 'node_modules');
  const target = join(repoRoot, 'node_modules');
  const current = (() => {
    try {
      return readlinkSync(link);
    } catch {
      return null;
    }
  })();
  if (current === target) return;
  if (current !== null) unlinkSync(link);
  try {
    symlinkSync(target, link);
  } catch (error) {
    // Another process on the same data made it first.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Runs `astro build` in its own process, so a build's memory is returned when it ends. */
export function runAstroBuild(
  outDir: string,
  buildEnv: Record<string, string>,
  dataDir: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...buildEnv,
          SITE_OUT_DIR: outDir,
          ASTRO_CACHE_DIR: join(dataDir, 'site', 'cache'),
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}\n${output.slice(-4000)}`)),
    );
  });
}
