// The S3-compatible storage against a real S3 server (fauxqs on a loopback port): the contract
// every storage keeps, listing and deleting past one page of 1000 objects, and what happens while
// the server is away (a StorageUnavailableError, never a missing file) and once it is back.
import { createServer, type Socket } from 'node:net';
import { storageContract } from '@poolscape/tests/kit/storage/contract';
import { startS3Server, type TestS3Server } from '@poolscape/tests/kit/storage/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3.ts';
import { StorageUnavailableError } from './storage.ts';

describe('S3 storage', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  beforeAll(async () => {
    server = await startS3Server();
    storage = server.storage();
  });
  afterAll(() => server?.close());

  storageContract(() => storage);

  it('answers null for a key never written, at any depth', async () => {
    expect(await storage.get('never/written.png')).toBeNull();
    expect(await storage.get('a/b/c/d/e.webp')).toBeNull();
  });

  it('lists and deletes a folder of more than 1000 objects (several pages)', async () => {
    const count = 1005;
    const keys = Array.from({ length: count }, (_, index) => `many/${String(index).padStart(4, '0')}.json`);
    const queue = [...keys];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let key = queue.shift(); key; key = queue.shift())
          await storage.put(key, Buffer.from(key), 'application/json');
      }),
    );
    await storage.put('many-beside/keep.json', Buffer.from('keep'), 'application/json');
    const listed = await storage.list('many/');
    expect(listed.map((object) => object.key).sort()).toEqual(keys);
    expect(listed.every((object) => object.size === 14)).toBe(true);
    await storage.deletePrefix('many/');
    expect(await storage.list('many/')).toEqual([]);
    expect((await storage.get('many-beside/keep.json'))?.body.toString()).toBe('keep');
  });

  it('fails with StorageUnavailableError while the server is stopped, and works again once it is back', async () => {
    await storage.put('outage/before.png', Buffer.from('before'), 'image/png');
    await server.stop();
    try {
      const calls: [string, () => Promise<unknown>][] = [
        ['put', () => storage.put('outage/during.png', Buffer.from('x'), 'image/png')],
        ['get', () => storage.get('outage/before.png')],
        ['get of a missing key', () => storage.get('outage/missing.png')],
        ['delete', () => storage.delete('outage/before.png')],
        ['deletePrefix', () => storage.deletePrefix('outage/')],
        ['list', () => storage.list('outage/')],
        ['check', () => storage.check()],
      ];
      for (const [name, call] of calls)
        await expect(call(), name).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await server.start();
    }
    expect((await storage.get('outage/before.png'))?.body.toString()).toBe('before');
    await storage.put('outage/after.png', Buffer.from('after'), 'image/png');
    expect((await storage.list('outage/')).map((object) => object.key).sort()).toEqual([
      'outage/after.png',
      'outage/before.png',
    ]);
  });

  it('names a bucket that does not exist as unavailable, never as a missing file', async () => {
    const elsewhere = server.storage({ bucket: 'no-such-bucket' });
    await expect(elsewhere.get('a/b.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(elsewhere.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(elsewhere.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/NoSuchBucket/);
  });

  it('gives up on a server that takes connections but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const hanging = new S3Storage({
      ...server.config,
      endpoint: `http://127.0.0.1:${port}`,
      maxAttempts: 1,
      idleTimeoutMs: 300,
    });
    try {
      const started = Date.now();
      await expect(hanging.get('a/b.png')).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      hanging.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
