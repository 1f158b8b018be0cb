// The local-disk storage: the contract every storage keeps (the test kit's storage/contract.ts), and
// that no key, whatever it is, reaches a file outside the storage root.
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
