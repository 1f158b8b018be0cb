// Fails when a product file is longer than 400 lines: a file that long does more than one thing
// and is split by what it does. Tests, migrations, seed data and generated files may be longer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productSources, repoRoot } from './source-files.mjs';

const MAX_LINES = 400;

/** The number of lines of `text`, not counting the newline that ends the last one. */
function countLines(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const files = productSources();
const tooLong = files
  .map((file) => ({ file, lines: countLines(readFileSync(join(repoRoot, file), 'utf8')) }))
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

for (const { file, lines } of tooLong) console.log(`  ${file}: ${lines} lines`);
if (tooLong.length > 0) {
  console.log(`file sizes: ${tooLong.length} of ${files.length} product files are over ${MAX_LINES} lines`);
  process.exitCode = 1;
} else {
  console.log(`file sizes: all ${files.length} product files are within ${MAX_LINES} lines`);
}
