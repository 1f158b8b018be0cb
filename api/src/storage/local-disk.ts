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

  /** Writes beside the file's place, then renames: a reader sees the old file or the whole new one. */
  async #writeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
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

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.#path(prefix, true), { recursive: true, force: true });
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
