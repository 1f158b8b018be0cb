// Payload's generated types (src/payload-types.ts) are committed, so the seed's Local API calls
// are checked against the collections as they are. Without arguments this regenerates the file;
// with `--check` (the test command's) it generates into a temporary file and fails when the
// committed one differs. Generating loads the Payload config but never connects to a database:
// the placeholder database address and secret below only satisfy src/env.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = fileURLToPath(new URL('..', import.meta.url));
const committed = join(cmsDir, 'src', 'payload-types.ts');
const check = process.argv.includes('--check');
const tempDir = mkdtempSync(join(tmpdir(), 'poolscape-payload-types-'));
const output = check ? join(tempDir, 'payload-types.ts') : committed;
const readOrEmpty = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

try {
  const result = spawnSync(
    process.execPath,
    [join(cmsDir, 'node_modules', 'payload', 'bin.js'), 'generate:types'],
    {
      cwd: cmsDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PAYLOAD_TS_OUTPUT_PATH: output,
        DATABASE_URL: 'postgres://types:unused@127.0.0.1:9/never-connected',
        PAYLOAD_SECRET: 'only-for-generating-types-never-signs-anything',
      },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    console.error('cms: generating the Payload types failed (output above).');
    process.exitCode = 1;
  } else if (check && readOrEmpty(output) !== readOrEmpty(committed)) {
    console.error(
      'cms/src/payload-types.ts is out of date with the Payload config: run `pnpm --filter ./cms run generate:types` and commit it.',
    );
    process.exitCode = 1;
  } else if (!check) {
    console.log('cms/src/payload-types.ts is up to date with the Payload config.');
  }
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
