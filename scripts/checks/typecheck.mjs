// Checks the types of every package with the native TypeScript compiler (TypeScript 7, the
// `typescript-native` alias), one project after another: each already uses both cores. Prints each
// project's time and fails when any project has an error, after checking them all.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
/** The site (the root's tsconfig) and the four workspace packages. */
const PROJECTS = ['.', 'shared', 'api', 'cms', 'tests'];

function check(project) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', join(root, project, 'tsconfig.json')], {
      cwd: join(root, project),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[${code === 0 ? 'ok' : 'FAIL'}] types of ${project === '.' ? 'the site' : project} (${seconds} s)`,
      );
      resolve(code === 0);
    });
  });
}

const failed = [];
for (const project of PROJECTS) if (!(await check(project))) failed.push(project);
if (failed.length > 0) {
  console.log(`typecheck: errors in ${failed.join(', ')}`);
  process.exitCode = 1;
}
