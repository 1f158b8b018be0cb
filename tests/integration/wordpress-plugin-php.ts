// The PHP CLI for the tests of the WordPress plugin (wordpress-plugin/poolscape): runs it, runs the
// PHP scripts of this folder with JSON in and out, and lists the plugin's PHP files.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

export const repoRoot = join(import.meta.dirname, '..', '..');
/** The folder of the plugin's source and its phpcs.xml; the plugin itself is its `poolscape/`. */
export const pluginDir = join(repoRoot, 'wordpress-plugin');

/**
 * Runs `command` (PHP's CLI by default); fails (never skips) when it is not installed, saying which
 * Debian package has it, so a machine without PHP cannot pass these tests by not running them.
 */
export function php(args: string[], input?: string, command = 'php', debianPackage = 'php-cli') {
  const run = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${command} is not installed, and these tests need it: install Debian's ${debianPackage} (\`apt-get install ${debianPackage}\`; .ci/run does).`,
    );
  }
  if (run.error) throw run.error;
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs a PHP script of this folder with JSON on stdin and reads the JSON it prints. */
export function phpJson<T>(script: string, input: unknown): T {
  const run = php([join(import.meta.dirname, script)], JSON.stringify(input));
  expect(run.stderr, `${script} wrote to stderr`).toBe('');
  expect(run.code, `${script} exited with ${run.code}: ${run.stdout}`).toBe(0);
  return JSON.parse(run.stdout) as T;
}

/** Every .php file under `dir`. */
export function phpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return phpFiles(path);
    return entry.name.endsWith('.php') ? [path] : [];
  });
}
