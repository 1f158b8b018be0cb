// Fails on any block of 15 or more lines that appears twice in the product's code (jscpd, which
// compares tokens, so renamed whitespace or comments do not hide a copy). A second copy is a sign
// to extract the code into one module both places use.
import { createRequire } from 'node:module';
import { productModules, repoRoot } from './source-files.mjs';

// jscpd's ES module build imports 'colors/safe' without an extension, which Node refuses; its
// CommonJS build loads.
const { detectClones } = createRequire(import.meta.url)('jscpd');

const MIN_LINES = 15;

process.chdir(repoRoot);
const files = productModules();
const clones = await detectClones({
  path: files,
  minLines: MIN_LINES,
  // jscpd skips files over 1000 lines or 100 kB unless told otherwise; a copy in a long file counts.
  maxLines: 100_000,
  maxSize: '10mb',
  gitignore: false,
  silent: true,
  reporters: [],
  noTips: true,
});

for (const { duplicationA: a, duplicationB: b, format } of clones) {
  const lines = a.end.line - a.start.line + 1;
  console.log(
    `  ${a.sourceId}:${a.start.line}-${a.end.line} = ${b.sourceId}:${b.start.line}-${b.end.line} (${lines} lines, ${format})`,
  );
}
if (clones.length > 0) {
  console.log(`copy-paste: ${clones.length} repeated blocks of ${MIN_LINES}+ lines in ${files.length} files`);
  process.exitCode = 1;
} else {
  console.log(`copy-paste: no repeated block of ${MIN_LINES}+ lines in ${files.length} product files`);
}
