// Runs the structure checks named on the command line (`node scripts/checks/run.mjs import-cycles
// file-sizes` runs import-cycles.mjs and file-sizes.mjs beside this file), all of them even when
// one fails, so a single run shows every finding. Each check prints what it found and sets a
// non-zero exit code on a finding; this script fails when any of them did.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Runs one check script and collects everything it printed. */
function runCheck(name) {
  const script = join(import.meta.dirname, `${name}.mjs`);
  if (!existsSync(script)) return Promise.resolve({ name, code: 1, output: `no check script ${script}\n` });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/checks/run.mjs <check> [<check> ...]');
  process.exit(2);
}
const results = await Promise.all(names.map(runCheck));
for (const { name, code, output } of results) {
  console.log(`[${code === 0 ? 'ok' : 'FAIL'}] ${name}`);
  process.stdout.write(output);
}
const failed = results.filter(({ code }) => code !== 0).map(({ name }) => name);
if (failed.length > 0) {
  console.log(`structure: failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
