// What every Storage must do, as tests each implementation's test file runs on its own store:
// put, get, replace and delete a file; null for what is not there; delete a folder and nothing
// beside it; list a folder with sizes and dates; refuse every key that is not a plain safe path.
import { InvalidStorageKeyError, type Storage } from '@poolscape/api/storage/storage';
import { expect, it } from 'vitest';

/** Keys no storage may take: they climb out, start at the root, or hide a segment. */
export const UNSAFE_KEYS = [
  '../outside.png',
  'a/../../b.png',
  '/etc/passwd',
  'a//b.png',
  '.hidden',
  'a/./b',
  '',
  'a\\..\\b',
];

/** Registers the contract's tests; `storage()` is read inside each test (it may be made in beforeAll). */
export function storageContract(storage: () => Storage): void {
  it('puts, gets and deletes a file, with the content type its key implies', async () => {
    const store = storage();
    await store.put('designs/abc/photo.png', Buffer.from('png bytes'), 'image/png');
    const file = await store.get('designs/abc/photo.png');
    expect(file?.body.toString()).toBe('png bytes');
    expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
    await store.put('designs/abc/photo.png', Buffer.from('replaced'), 'image/png');
    expect((await store.get('designs/abc/photo.png'))?.body.toString()).toBe('replaced');
    await store.delete('designs/abc/photo.png');
    expect(await store.get('designs/abc/photo.png')).toBeNull();
    await store.delete('designs/abc/photo.png');
  });

  it('keeps bytes exactly, an empty file included', async () => {
    const store = storage();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256));
    await store.put('bytes/all.mp4', bytes, 'video/mp4');
    const file = await store.get('bytes/all.mp4');
    expect(file?.body.equals(bytes)).toBe(true);
    expect(file).toMatchObject({ contentType: 'video/mp4', size: bytes.length });
    await store.put('bytes/empty.json', Buffer.alloc(0), 'application/json');
    expect(await store.get('bytes/empty.json')).toMatchObject({ size: 0, contentType: 'application/json' });
  });

  it('answers null for a missing file or a folder', async () => {
    const store = storage();
    expect(await store.get('nothing/here.png')).toBeNull();
    await store.put('folder/inside/file.webp', Buffer.from('x'), 'image/webp');
    expect(await store.get('folder/inside')).toBeNull();
  });

  it('deletes everything under a folder prefix, and nothing beside it', async () => {
    const store = storage();
    await store.put('designs/one/photo.png', Buffer.from('1'), 'image/png');
    await store.put('designs/one/v1-1.png', Buffer.from('2'), 'image/png');
    await store.put('designs/one/deeper/thumb.webp', Buffer.from('3'), 'image/webp');
    await store.put('designs/one-more/photo.png', Buffer.from('4'), 'image/png');
    await store.deletePrefix('designs/one/');
    expect(await store.get('designs/one/photo.png')).toBeNull();
    expect(await store.get('designs/one/v1-1.png')).toBeNull();
    expect(await store.get('designs/one/deeper/thumb.webp')).toBeNull();
    expect(await store.get('designs/one-more/photo.png')).not.toBeNull();
    await store.deletePrefix('designs/never-was/');
    await expect(store.deletePrefix('designs/one')).rejects.toThrow(InvalidStorageKeyError);
  });

  it('lists a folder, its subfolders included, with each file’s size and time', async () => {
    const store = storage();
    const before = Date.now() - 60_000;
    await store.put('listing/a.png', Buffer.from('12'), 'image/png');
    await store.put('listing/sub/b.webp', Buffer.from('12345'), 'image/webp');
    await store.put('listing-beside/c.png', Buffer.from('1'), 'image/png');
    const listed = (await store.list('listing/')).sort((a, b) => a.key.localeCompare(b.key));
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'listing/a.png', size: 2 },
      { key: 'listing/sub/b.webp', size: 5 },
    ]);
    for (const object of listed) {
      expect(object.modifiedAt).toBeInstanceOf(Date);
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
    }
    expect(await store.list('no-such-folder/')).toEqual([]);
    await expect(store.list('listing')).rejects.toThrow(InvalidStorageKeyError);
  });

  it('refuses every key that is not a plain safe path', async () => {
    const store = storage();
    for (const key of UNSAFE_KEYS) {
      await expect(store.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(store.get(key), key).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.delete(key), key).rejects.toThrow(InvalidStorageKeyError);
    }
    await expect(store.deletePrefix('../')).rejects.toThrow(InvalidStorageKeyError);
    await expect(store.list('../')).rejects.toThrow(InvalidStorageKeyError);
  });
}
