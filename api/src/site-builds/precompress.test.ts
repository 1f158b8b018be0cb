import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  const root = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes .br and .gz beside text files that decompress to the same bytes, and skips the rest', async () => {
    const page = `<!doctype html><title>Pools</title>${'<p>Pool design</p>'.repeat(200)}`;
    mkdirSync(join(root, '_astro'));
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, '_astro', 'app.js'), 'console.log(1);'.repeat(100));
    writeFileSync(join(root, 'tiny.css'), 'a{}');
    writeFileSync(join(root, 'photo.jpg'), Buffer.alloc(4096, 1));
    expect(await precompress(root)).toEqual({ files: 2, compressed: 2 });
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(page);
    expect(readFileSync(join(root, 'index.html.br')).byteLength).toBeLessThan(page.length / 10);
    expect(existsSync(join(root, '_astro', 'app.js.br'))).toBe(true);
    expect(existsSync(join(root, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(root, 'photo.jpg.br'))).toBe(false);
  });

  it("takes the build before's copies of unchanged files and compresses only what changed", async () => {
    const next = mkdtempSync(join(tmpdir(), 'precompress-next-'));
    mkdirSync(join(next, '_astro'));
    writeFileSync(join(next, '_astro', 'app.js'), readFileSync(join(root, '_astro', 'app.js')));
    const page = `<!doctype html><title>Pools</title>${'<p>A new post</p>'.repeat(200)}`;
    writeFileSync(join(next, 'index.html'), page);
    expect(await precompress(next, root)).toEqual({ files: 2, compressed: 1 });
    expect(readFileSync(join(next, '_astro', 'app.js.br'))).toEqual(
      readFileSync(join(root, '_astro', 'app.js.br')),
    );
    expect(brotliDecompressSync(readFileSync(join(next, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(next, 'index.html.gz'))).toString()).toBe(page);
    rmSync(next, { recursive: true, force: true });
  });
});

describe('serving a precompressed build', () => {
  const page = `<!doctype html><title>Big</title>${'<p>Backyard</p>'.repeat(300)}`;
  const test = useTestApp({ files: { 'big/index.html': page } });

  it('answers with the encoding the browser accepts, and plain bytes to one that accepts none', async () => {
    await precompress(test.builds.current?.root ?? '');
    const br = await test.app.inject({ url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await test.app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await test.app.inject({ url: '/big', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
