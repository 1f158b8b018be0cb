// Compresses a finished site build once, so every request for a page, script or stylesheet is
// answered from a ready `.br` or `.gz` file instead of compressing it again.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and videos are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `file.br` and `file.gz` beside every compressible file of `root`; returns how many. */
export async function precompress(root: string): Promise<number> {
  let count = 0;
  for await (const path of files(root)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const data = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}
