// Compresses a finished site build once, so every request for a page, script or stylesheet is
// answered from a ready `.br` or `.gz` file instead of compressing it again. A rebuild after a
// publish changes a few pages: every file whose bytes are the same as in the build before takes
// that build's compressed copies, and only the rest are compressed (brotli at its best, which is
// slow: about 60 ms a page).
import { copyFile, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and videos are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 512;
/** Files compressed at once: zlib works on libuv's threads, so two keep both cores busy. */
const AT_ONCE = 2;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const readOrNull = (path: string) => readFile(path).catch(() => null);

/** Takes the earlier build's copies of `path` when that build had the very same file; false otherwise. */
async function reuse(path: string, data: Buffer, root: string, previous: string): Promise<boolean> {
  const before = join(previous, relative(root, path));
  const old = await readOrNull(before);
  if (!old?.equals(data)) return false;
  try {
    await Promise.all([copyFile(`${before}.br`, `${path}.br`), copyFile(`${before}.gz`, `${path}.gz`)]);
    return true;
  } catch {
    return false;
  }
}

async function compress(path: string, data: Buffer): Promise<void> {
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
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `root`, reusing those of
 * `previous` (the build it replaces) for unchanged files; returns how many files have them and
 * how many of those were compressed anew.
 */
export async function precompress(
  root: string,
  previous: string | null = null,
): Promise<{ files: number; compressed: number }> {
  const counts = { files: 0, compressed: 0 };
  const running = new Set<Promise<void>>();
  for await (const path of files(root)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    counts.files += 1;
    const task = (async () => {
      const data = await readFile(path);
      if (previous && (await reuse(path, data, root, previous))) return;
      await compress(path, data);
      counts.compressed += 1;
    })();
    running.add(task);
    void task.finally(() => running.delete(task));
    if (running.size >= AT_ONCE) await Promise.race(running);
  }
  await Promise.all(running);
  return counts;
}
