// The local-disk storage: the contract every storage keeps (the test kit's storage/contract.ts), a
// folder deleted while files are still written into it, and that no key, whatever it is, reaches a
// file outside the storage root.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageContract, UNSAFE_KEYS } from '@poolscape/tests/kit/storage/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.ts';
import { InvalidStorageKeyError } from './storage.ts';

describe('local-disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
  const storage = new LocalDiskStorage(join(root, 'storage'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  storageContract(() => storage);

  // A folder removed in place failed (ENOTEMPTY) when a file landed in it meanwhile, and the file's
  // write failed (ENOENT) when its folder went: a design deleted while it renders.
  it('deletes a folder while files are still being written into it, and those writes succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const folder = `designs/busy-${round}/`;
      const first = Array.from({ length: 40 }, (_, n) => `${folder}v1/${n}.webp`);
      await Promise.all(first.map((key) => storage.put(key, Buffer.from('x'), 'image/webp')));
      let writing = true;
      const written: string[] = [];
      const writer = (async () => {
        for (let n = 0; writing; n += 1) {
          await storage.put(`${folder}v2/${n}.webp`, Buffer.from('y'), 'image/webp');
          written.push(`${folder}v2/${n}.webp`);
        }
      })();
      await expect(storage.deletePrefix(folder)).resolves.toBeUndefined();
      writing = false;
      await writer;
      // What was there is gone; what was written after the delete is whole (as a bucket keeps it).
      const left = (await storage.list(folder)).map((object) => object.key);
      expect(left.filter((key) => first.includes(key))).toEqual([]);
      for (const key of left) expect((await storage.get(key))?.body.toString()).toBe('y');
      expect(written.length).toBeGreaterThan(0);
      await storage.deletePrefix(folder);
      expect(await storage.list(folder)).toEqual([]);
    }
  });

  it('never lets a key escape its root', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(
        InvalidStorageKeyError,
      );
    }
    expect(existsSync(join(root, 'outside.png'))).toBe(false);
  });

  it('property: any key either stays inside the root or is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (key) => {
        try {
          const path = storage.pathOf(key);
          expect(path.startsWith(`${storage.root}/`)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidStorageKeyError);
        }
      }),
    );
  });
});
