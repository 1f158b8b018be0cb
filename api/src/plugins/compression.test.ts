// JSON above 1 KB goes out compressed as the client accepts (brotli first, then gzip), smaller
// answers and clients that accept neither get it plain, and the body is the same either way.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

describe('compressed answers', () => {
  const test = useTestApp();
  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large JSON answer with brotli or gzip, as accepted, and the same JSON', async () => {
    const plain = await get('/api/billing/offer');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get('/api/billing/offer', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/billing/offer', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers, and clients that accept no compression, plain', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: expect.any(String) });

    const identity = await get('/api/billing/offer', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});
