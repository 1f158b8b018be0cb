// `npm run storage:copy`: copies every file of the local store (DATA_DIR/storage, and avatars still
// in the old DATA_DIR/uploads/avatars folder) into the configured bucket. A file already there with
// the same size is skipped, so the command can be run again after an interruption, or once more
// just before switching, and only copies what is new.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk.ts';
import { assertValidKey, contentTypeOf, type Storage } from './storage.ts';

export interface CopySummary {
  /** Files found in the local store. */
  files: number;
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: number;
  /** Bytes copied. */
  bytes: number;
}

/** Files copied at a time. */
const PARALLEL = 4;
/** A progress line after every this many files. */
const PROGRESS_EVERY = 100;

interface Folder {
  store: LocalDiskStorage;
  /** A top-level folder of the store, as a prefix (`designs/`). */
  prefix: string;
}

/** The top-level folders of a store whose names are valid keys (a missing store has none). */
async function foldersOf(store: LocalDiskStorage, log: (line: string) => void): Promise<Folder[]> {
  const entries = await readdir(store.root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const folders: Folder[] = [];
  for (const entry of entries) {
    const prefix = `${entry.name}/`;
    const valid = (() => {
      try {
        assertValidKey(prefix, { folder: true });
        return true;
      } catch {
        return false;
      }
    })();
    if (entry.isDirectory() && valid) folders.push({ store, prefix });
    else log(`  left out ${join(store.root, entry.name)}: not a folder of stored files`);
  }
  return folders.sort((a, b) => a.prefix.localeCompare(b.prefix));
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Copies the local store of `dataDir` into `target`, printing progress to `log`. */
export async function copyLocalStore(
  dataDir: string,
  target: Storage,
  log: (line: string) => void,
): Promise<CopySummary> {
  const summary: CopySummary = { files: 0, copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const folders = await foldersOf(new LocalDiskStorage(join(dataDir, 'storage')), log);
  const legacy = new LocalDiskStorage(join(dataDir, 'uploads'));
  if ((await legacy.list('avatars/')).length > 0) folders.push({ store: legacy, prefix: 'avatars/' });
  const listed = [];
  for (const folder of folders) listed.push({ ...folder, files: await folder.store.list(folder.prefix) });
  summary.files = listed.reduce((sum, folder) => sum + folder.files.length, 0);
  const size = listed.reduce(
    (sum, folder) => folder.files.reduce((inner, file) => inner + file.size, sum),
    0,
  );
  log(`${summary.files} files (${megabytes(size)}) in the local store, in ${listed.length} folders`);
  let done = 0;
  for (const { store, prefix, files } of listed) {
    const there = new Map((await target.list(prefix)).map((object) => [object.key, object.size]));
    log(`${prefix}: ${files.length} files, ${there.size} objects already in the bucket`);
    const queue = [...files];
    const copyOne = async (): Promise<void> => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        if (there.get(file.key) === file.size) summary.skipped += 1;
        else {
          try {
            const stored = await store.get(file.key);
            if (stored) {
              await target.put(file.key, stored.body, contentTypeOf(file.key));
              summary.copied += 1;
              summary.bytes += stored.size;
            }
          } catch (error) {
            summary.failed += 1;
            log(`  could not copy ${file.key}: ${(error as Error).message}`);
          }
        }
        done += 1;
        if (done % PROGRESS_EVERY === 0)
          log(
            `  ${done} of ${summary.files} files: ${summary.copied} copied, ${summary.skipped} already there`,
          );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, copyOne));
  }
  log(
    `Done: ${summary.files} files; ${summary.copied} copied (${megabytes(summary.bytes)}), ` +
      `${summary.skipped} already in the bucket, ${summary.failed} failed.`,
  );
  return summary;
}
