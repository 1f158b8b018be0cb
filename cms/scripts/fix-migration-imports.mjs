// `payload migrate:create` writes type imports as values and extensionless paths; under this
// repository's `verbatimModuleSyntax` and Node's own TypeScript loader both fail. Mend them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = new URL('../src/migrations/', import.meta.url).pathname;
for (const name of await readdir(dir)) {
  if (!name.endsWith('.ts')) continue;
  const path = join(dir, name);
  const source = await readFile(path, 'utf8');
  const fixed = source
    .replace(
      /import \{ MigrateUpArgs, MigrateDownArgs, sql \}/,
      'import { type MigrateDownArgs, type MigrateUpArgs, sql }',
    )
    .replace(/from '\.\/(\d{8}_\d{6}[^']*?)'/g, (match, file) =>
      file.endsWith('.ts') ? match : `from './${file}.ts'`,
    );
  if (fixed !== source) await writeFile(path, fixed);
}
