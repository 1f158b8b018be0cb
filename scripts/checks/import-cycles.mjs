// Fails on any import cycle in the product's code or the tests. Type-only imports and re-exports
// count too: a cycle of types still ties two modules together, and changing either one means
// reading both. dpdm reads each file with the TypeScript parser and resolves its imports as the
// compiler does, so `.ts` extensions, path aliases and workspace packages are followed.
import { parseCircular, parseDependencyTree } from 'dpdm';
import { listFiles, repoRoot } from './source-files.mjs';

/** Each package's files, read with that package's tsconfig.json (the CMS has its own aliases). */
const PACKAGES = [
  { folder: 'api/src', tsconfig: 'api/tsconfig.json' },
  { folder: 'shared/src', tsconfig: 'shared/tsconfig.json' },
  { folder: 'cms/src', tsconfig: 'cms/tsconfig.json' },
  { folder: 'site', tsconfig: 'tsconfig.json' },
  { folder: 'tests', tsconfig: 'tests/tsconfig.json' },
];

/** dpdm takes globs; Next.js and Astro route names such as `(payload)` and `[slug]` are literal. */
const literal = (file) => file.replace(/[[\]()*?{}!+@]/g, (character) => `[${character}]`);

const tree = {};
let fileCount = 0;
for (const { folder, tsconfig } of PACKAGES) {
  const files = listFiles([`${folder}/**/*.{ts,tsx,mts,mjs}`]);
  fileCount += files.length;
  const packageTree = await parseDependencyTree(files.map(literal), {
    cwd: repoRoot,
    context: repoRoot,
    tsconfig,
    // false: type-only imports are kept instead of being compiled away.
    transform: false,
    skipDynamicImports: false,
  });
  // A file's imports as its own package resolves them win over another package's reading.
  for (const [file, imports] of Object.entries(packageTree)) {
    if (!(file in tree) || file.startsWith(`${folder}/`)) tree[file] = imports;
  }
}
const cycles = parseCircular(tree);

for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`);
if (cycles.length > 0) {
  console.log(`import cycles: ${cycles.length} found among ${fileCount} files`);
  process.exitCode = 1;
} else {
  console.log(`import cycles: none among ${fileCount} files`);
}
