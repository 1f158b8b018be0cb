// Checks the types of every package with the native TypeScript compiler (TypeScript 7, the
// `typescript-native` alias), one project after another: each already uses both cores. Then the site's
// `.astro` files with `astro check`, which tsc cannot read. Prints each step's time and fails when any
// step finds a problem, after running them all.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** The site (the root's tsconfig) and the four workspace packages. */
const PROJECTS = ['.', 'shared', 'api', 'cms', 'tests'];

/** Runs node with `args`; prints the step's time, and its output if it failed. Resolves to success. */
function run(name, args, options) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, options);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code !== 0) process.stdout.write(output);
      console.log(`[${code === 0 ? 'ok' : 'FAIL'}] ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

function checkProject(project) {
  return run(
    `types of ${project === '.' ? 'the site' : project}`,
    [tsc, '-p', join(root, project, 'tsconfig.json')],
    {
      cwd: join(root, project),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

/**
 * `astro check` on the `.astro` files alone (tsconfig.astro.json; tsc has checked the rest): about 8 s
 * instead of 25 s for the whole site again. `--noSync`: syncing would run the content loaders, which
 * need a running CMS; the code reads the content collections without Astro's generated types.
 * Hints fail too: they are the unused imports and variables that Biome, seeing only the frontmatter,
 * leaves alone in `.astro` files (biome.json's override). Its output is printed only when it fails.
 */
function checkAstroFiles() {
  const args = [astro, 'check', '--noSync', '--tsconfig', 'tsconfig.astro.json'];
  return run('astro files of the site', [...args, '--minimumFailingSeverity', 'hint'], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const failed = [];
for (const project of PROJECTS) if (!(await checkProject(project))) failed.push(project);
if (!(await checkAstroFiles())) failed.push('the .astro files');
if (failed.length > 0) {
  console.log(`typecheck: errors in ${failed.join(', ')}`);
  process.exitCode = 1;
}
