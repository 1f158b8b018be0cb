// The CMS's media in the bucket (a real S3 server on loopback): what one process's CMS writes
// another's reads, a name of any shape has one key, only the CMS with the token is let in, and the
// files the seed left on a disk are copied once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Server, type TestS3Server } from '@poolscape/tests/kit/storage/s3-server';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CMS_MEDIA_PREFIX, cmsMediaKey, copyCmsMediaToStorage } from './cms-media.ts';

const TOKEN = 'test-internal-token-0123456789';

describe('the CMS media routes', () => {
  let server: TestS3Server;
  const test = useTestApp(async () => {
    server = await startS3Server();
    return { storage: server.storage(), internalToken: TOKEN };
  });
  afterAll(() => server?.close());

  const call = (method: 'PUT' | 'GET' | 'DELETE', filename: string, body?: Buffer, token = TOKEN) =>
    test.app.inject({
      method,
      url: `/api/internal/cms-media/${encodeURIComponent(filename)}`,
      headers: { 'x-internal-token': token, ...(body ? { 'content-type': 'image/webp' } : {}) },
      payload: body,
      remoteAddress: '127.0.0.1',
    });

  it('keeps a file in the bucket under its own name, gives it back, and removes it', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 a pool at dusk');
    expect((await call('PUT', 'pool-at-dusk-400x300.webp', bytes)).statusCode).toBe(201);
    expect((await test.storage.list(CMS_MEDIA_PREFIX)).map((object) => object.key)).toContain(
      'cms-media/pool-at-dusk-400x300.webp',
    );
    const read = await call('GET', 'pool-at-dusk-400x300.webp');
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.rawPayload.equals(bytes)).toBe(true);
    expect((await call('DELETE', 'pool-at-dusk-400x300.webp')).statusCode).toBe(200);
    expect((await call('GET', 'pool-at-dusk-400x300.webp')).statusCode).toBe(404);
  });

  it('refuses an empty file, and shows nothing to a caller without the token', async () => {
    expect((await call('PUT', 'empty.webp', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await call('PUT', 'sneaky.webp', Buffer.from('x'), 'wrong')).statusCode).toBe(404);
    const outside = await test.app.inject({
      method: 'GET',
      url: '/api/internal/cms-media/sneaky.webp',
      headers: { 'x-internal-token': TOKEN },
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(404);
    const keys = (await test.storage.list(CMS_MEDIA_PREFIX)).map((object) => object.key);
    expect(keys).not.toContain('cms-media/empty.webp');
    expect(keys).not.toContain('cms-media/sneaky.webp');
  });

  it('stores and returns a file under any name the CMS gives, never answering 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        async (name, data) => {
          const bytes = Buffer.from(data);
          const stored = await call('PUT', name, bytes);
          expect(stored.statusCode, name).toBeLessThan(500);
          if (stored.statusCode !== 201) return;
          const read = await call('GET', name);
          expect(read.statusCode, name).toBe(200);
          expect(read.rawPayload.equals(bytes)).toBe(true);
          expect(cmsMediaKey(name).startsWith(CMS_MEDIA_PREFIX)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    // Names that are no safe key have a key of their own, with their extension.
    expect(cmsMediaKey('my pool (1).webp')).toMatch(/^cms-media\/[0-9a-f]{40}\.webp$/);
    expect(cmsMediaKey('../../etc/passwd')).toMatch(/^cms-media\/[0-9a-f]{40}$/);
  });

  it('copies the files a disk has and the bucket lacks, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cms-media-'));
    try {
      writeFileSync(join(dir, 'seeded-hero.webp'), 'hero');
      writeFileSync(join(dir, 'seeded-hero-400x300.webp'), 'thumb');
      expect((await call('PUT', 'seeded-hero.webp', Buffer.from('hero'))).statusCode).toBe(201);
      expect(await copyCmsMediaToStorage(dir, test.storage)).toBe(1);
      expect((await call('GET', 'seeded-hero-400x300.webp')).body).toBe('thumb');
      expect(await copyCmsMediaToStorage(dir, test.storage)).toBe(0);
      expect(await copyCmsMediaToStorage(join(dir, 'missing'), test.storage)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
