import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.ts';
import { InvalidStorageKeyError } from './storage.ts';

describe('local-disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
  const storage = new LocalDiskStorage(join(root, 'storage'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes a file, with the content type its key implies', async () => {
    await storage.put('designs/abc/photo.png', Buffer.from('png bytes'), 'image/png');
    const file = await storage.get('designs/abc/photo.png');
    expect(file?.body.toString()).toBe('png bytes');
    expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
    await storage.put('designs/abc/photo.png', Buffer.from('replaced'), 'image/png');
    expect((await storage.get('designs/abc/photo.png'))?.body.toString()).toBe('replaced');
    await storage.delete('designs/abc/photo.png');
    expect(await storage.get('designs/abc/photo.png')).toBeNull();
    await storage.delete('designs/abc/photo.png');
  });

  it('answers null for a missing file or a folder', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await storage.put('folder/inside/file.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('folder/inside')).toBeNull();
  });

  it('deletes everything under a folder prefix, and nothing beside it', async () => {
    await storage.put('designs/one/photo.png', Buffer.from('1'), 'image/png');
    await storage.put('designs/one/v1-1.png', Buffer.from('2'), 'image/png');
    await storage.put('designs/one-more/photo.png', Buffer.from('3'), 'image/png');
    await storage.deletePrefix('designs/one/');
    expect(await storage.get('designs/one/photo.png')).toBeNull();
    expect(await storage.get('designs/one/v1-1.png')).toBeNull();
    expect(await storage.get('designs/one-more/photo.png')).not.toBeNull();
    await expect(storage.deletePrefix('designs/one')).rejects.toThrow(InvalidStorageKeyError);
  });

  it('never lets a key escape its root', async () => {
    for (const key of [
      '../outside.png',
      'a/../../b.png',
      '/etc/passwd',
      'a//b.png',
      '.hidden',
      'a/./b',
      '',
      'a\\..\\b',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key), key).rejects.toThrow(InvalidStorageKeyError);
    }
    await expect(storage.deletePrefix('../')).rejects.toThrow(InvalidStorageKeyError);
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
