// Fails when a comment line in product code is wider than the formatter's 110 characters. Biome
// wraps code but never comments, so a long comment is only caught here; it is wrapped at the width
// (or the file is split), never left as one long line to keep a file under its size cap.
// A comment line is one that starts with `//`, `/*`, `*`, `{/*` or `<!--`, or that lies inside a
// block comment opened at the start of a line; a comment after code on the same line is not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productSources, repoRoot } from './source-files.mjs';

const MAX_WIDTH = 110;
const COMMENT_START = /^(\/\/|\/\*|\*|\{\/\*|<!--)/;
const BLOCK_START = /^(\/\*|\{\/\*|<!--)/;
const BLOCK_END = /(\*\/|-->)/;

/** The 1-based numbers and widths of the comment lines of `text` wider than the limit. */
function wideCommentLines(text, maxWidth = MAX_WIDTH) {
  const wide = [];
  let inBlock = false;
  text.split('\n').forEach((line, index) => {
    const code = line.trimStart();
    const isComment = inBlock || COMMENT_START.test(code);
    if (!inBlock && BLOCK_START.test(code)) inBlock = !BLOCK_END.test(code.slice(2));
    else if (inBlock && BLOCK_END.test(code)) inBlock = false;
    // Widths in characters, as Biome counts them (an emoji or a CJK character may count as one).
    const width = [...line].length;
    if (isComment && width > maxWidth) wide.push({ line: index + 1, width });
  });
  return wide;
}

const files = productSources();
const found = files.flatMap((file) =>
  wideCommentLines(readFileSync(join(repoRoot, file), 'utf8')).map((hit) => ({ file, ...hit })),
);
for (const { file, line, width } of found) console.log(`  ${file}:${line}: ${width} characters`);
if (found.length > 0) {
  console.log(
    `comment width: ${found.length} comment lines in product code are over ${MAX_WIDTH} characters`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `comment width: every comment line of the ${files.length} product files is within ${MAX_WIDTH} characters`,
  );
}
