// Local-disk storage (the default): files under one root folder (`<DATA_DIR>/storage`), written to
// a temporary name and renamed into place so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertValidKey,
  contentTypeOf,
  InvalidStorageKeyError,
  type ListedObject,
  type Storage,
  type StoredObject,
} from './storage.ts';

export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file's path; refuses any key that would resolve outside the root. */
  #path(key: string, folder = false): string {
    assertValidKey(key, { folder });
    const path = resolve(this.root, key);
    // Belt and braces: even a key that passed the check must land inside the root.
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(`invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    await this.#writeAtomically(key, (temporary) => writeFile(temporary, bytes));
  }

  async putFile(key: string, source: string, _contentType: string): Promise<void> {
    await this.#writeAtomically(key, (temporary) => copyFile(source, temporary));
  }

  /**
   * Writes beside the file's place, then renames: a reader sees the old file or the whole new one.
   * A folder deleted meanwhile takes the half-written file with it: the file is written again, into
   * a new folder of that name, as a bucket would keep an object put after a delete.
   */
  async #writeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = this.#path(key);
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await write(temporary);
        await rename(temporary, path);
        return;
      } catch (error) {
        await rm(temporary, { force: true });
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
      }
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.#path(key);
    try {
      const body = await readFile(path);
      return { body, contentType: contentTypeOf(key), size: body.length };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  /**
   * Moves the folder out of the keys' reach in one rename, then removes it. Removing it in place
   * failed (ENOTEMPTY) when a file was written into it meanwhile: a design deleted while it renders.
   */
  async deletePrefix(prefix: string): Promise<void> {
    const folder = this.#path(prefix, true);
    // No key starts with a dot, so nothing lists or reaches this folder.
    const trash = join(this.root, '.deleting');
    await mkdir(trash, { recursive: true });
    const doomed = join(trash, randomBytes(8).toString('hex'));
    try {
      await rename(folder, doomed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await rm(doomed, { recursive: true, force: true });
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const folder = this.#path(prefix, true);
    let names: string[];
    try {
      names = (await readdir(folder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => join(entry.parentPath, entry.name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const listed: ListedObject[] = [];
    for (const path of names) {
      const info = await stat(path).catch(() => null);
      if (info)
        listed.push({
          key: path
            .slice(this.root.length + 1)
            .split(sep)
            .join('/'),
          size: info.size,
          modifiedAt: info.mtime,
        });
    }
    return listed;
  }

  /** Where a key lives on disk (for tests and diagnostics). */
  pathOf(key: string): string {
    return join(this.#path(key));
  }
}
