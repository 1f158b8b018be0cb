// Fails when docs/architecture.md does not name a feature folder: every folder of `api/src/`,
// `site/islands/`, `cms/src/collections/` and `cms/src/globals/` by its path from the repository's
// root (`api/src/designs/`), every route folder as `routes/<feature>/`, and the shared layers and
// top-level folders a newcomer looks for. The page is the map of the code; a folder it does not
// name is a feature nobody can find from it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './source-files.mjs';

const DOC = 'docs/architecture.md';

/** The folders directly inside `parent` (a path from the root), as `parent/name/`. */
function foldersOf(parent) {
  return readdirSync(join(repoRoot, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}/`)
    .sort();
}

const doc = readFileSync(join(repoRoot, DOC), 'utf8');
const required = [
  ...['api/src', 'site/islands', 'cms/src/collections', 'cms/src/globals'].flatMap(foldersOf),
  ...foldersOf('api/src/routes').map((folder) => folder.replace(/^api\/src\//, '')),
  'site/ui/',
  'site/lib/',
  'tests/kit/',
  'deploy/',
  'wordpress-plugin/',
];
const missing = required.filter((folder) => !doc.includes(`\`${folder}`));

for (const folder of missing) console.log(`  not named in ${DOC}: ${folder}`);
if (missing.length > 0) {
  console.log(`architecture doc: ${missing.length} of ${required.length} folders are not named in ${DOC}`);
  process.exitCode = 1;
} else {
  console.log(`architecture doc: ${DOC} names all ${required.length} feature folders`);
}
