// The on-demand pages' worker, with a server entry written here to the contract of the build's
// (site/lib/server/entry.ts): pages rendered in a worker thread and kept until content changes, a
// failed page never kept, a worker that dies replaced, and nothing answered once closed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from './page-renderer.ts';

const ENTRY = `
let titles = new Map([['1', 'First post']]);
let read = false;
let renders = 0;
export async function render(url) {
  renders += 1;
  const { pathname } = new URL(url);
  if (pathname === '/crash/') process.exit(3);
  if (pathname === '/fail/') throw new Error('the CMS answered 502 for posts');
  if (pathname === '/long/') {
    const rows = Array.from({ length: 2000 }, (_, i) => '<li class="mt-' + (i % 7) + ' text-slate-' + (i % 9) + '00">Pool ' + i * 7919 + '</li>');
    return { status: 200, contentType: 'text/html', body: '<ul>' + rows.join('') + '</ul>', showsAds: false };
  }
  read = true;
  const title = titles.get(pathname.split('/')[2]);
  if (!title) return { status: 404, contentType: 'text/html', body: '', showsAds: false };
  const body = '<html><style>p{}</style><script>go()</script><p>' + title + ' #' + renders + ' from ' + process.env.CMS_URL + '</p></html>';
  return { status: 200, contentType: 'text/html', body, showsAds: title.includes('ad') };
}
export async function contentChanged(change) {
  titles.set(change.id, 'Post ' + change.id + ' edited');
}
export async function posts() {
  return read ? [...titles] : null;
}
export async function refreshPosts() {
  const differed = !titles.has('1') || titles.get('1') !== 'First post';
  titles.set('1', 'First post');
  return differed;
}
export function adoptPosts(posts) {
  if (read || !Array.isArray(posts)) return false;
  titles = new Map(posts);
  read = true;
  return true;
}
`;

describe('PageRenderer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
  writeFileSync(join(dir, 'entry.mjs'), ENTRY);
  const renderer = new PageRenderer(join(dir, 'entry.mjs'), 'https://pools.example', {
    CMS_URL: 'http://cms.internal',
  });
  afterAll(async () => {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders a page in its worker, compressed and with the hashes of its inline code, and keeps it', async () => {
    const page = await renderer.page('/blog/1/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(
      '<html><style>p{}</style><script>go()</script><p>First post #1 from http://cms.internal</p></html>',
    );
    expect(gunzipSync(page.gzip).toString()).toBe(page.body);
    expect(page.hashes.scripts).toHaveLength(1);
    expect(page.hashes.styles).toHaveLength(1);
    expect((await renderer.page('/blog/1/')).body).toContain('#1 ');
    expect((await renderer.page('/blog/404/')).status).toBe(404);
  });

  it("answers at once with a quick brotli, then keeps the best brotli's smaller copy", async () => {
    const page = await renderer.page('/long/');
    const quick = page.br;
    expect(brotliDecompressSync(quick).toString()).toBe(page.body);
    await vi.waitFor(() => expect(page.br.byteLength).toBeLessThan(quick.byteLength * 0.95), {
      timeout: 10_000,
    });
    expect(brotliDecompressSync(page.br).toString()).toBe(page.body);
    expect((await renderer.page('/long/')).br).toBe(page.br);
  });

  it('drops every kept page once a changed post has been read again', async () => {
    const version = renderer.version;
    await renderer.contentChanged({ collection: 'posts', id: '1' });
    expect(renderer.version).toBeGreaterThan(version);
    expect((await renderer.page('/blog/1/')).body).toContain('Post 1 edited #');
    await renderer.contentChanged({ collection: 'posts', id: '2' });
    expect((await renderer.page('/blog/2/')).status).toBe(200);
  });

  it('never keeps a page that failed, and replaces a worker that died', async () => {
    await expect(renderer.page('/fail/')).rejects.toThrow('the CMS answered 502 for posts');
    await expect(renderer.page('/fail/')).rejects.toThrow('the CMS answered 502 for posts');
    await expect(renderer.page('/crash/')).rejects.toThrow('the page worker stopped (exit code 3)');
    // A new worker starts with the entry's posts as the CMS has them.
    expect((await renderer.page('/blog/1/')).body).toContain('First post #1 ');
  });

  it('hands the posts its worker has read to a newer build, and starts no worker to ask', async () => {
    const newer = new PageRenderer(join(dir, 'entry.mjs'), 'https://pools.example', {});
    const unused = new PageRenderer(join(dir, 'entry.mjs'), 'https://pools.example', {});
    try {
      await renderer.contentChanged({ collection: 'posts', id: '7' });
      const handed = await renderer.posts();
      expect(handed).toEqual([
        ['1', 'First post'],
        ['7', 'Post 7 edited'],
      ]);
      expect(await newer.adoptPosts(handed ?? [])).toBe(true);
      expect((await newer.page('/blog/7/')).body).toContain('Post 7 edited #1 ');
      // Once its pages have read posts of their own, a build takes none over.
      expect(await newer.adoptPosts([['1', 'Older']])).toBe(false);
      // Reading every post again drops the kept pages, and says whether a post had changed.
      await newer.contentChanged({ collection: 'posts', id: '1' });
      expect((await newer.page('/blog/1/')).body).toContain('Post 1 edited #2 ');
      expect(await newer.refreshPosts()).toBe(true);
      expect((await newer.page('/blog/1/')).body).toContain('First post #3 ');
      expect(await newer.refreshPosts()).toBe(false);
      expect((await newer.page('/blog/1/')).body).toContain('First post #4 ');
      expect(await unused.posts()).toBeNull();
    } finally {
      await newer.close();
      await unused.close();
    }
  });

  it('answers nothing once closed', async () => {
    await renderer.close();
    await expect(renderer.page('/blog/1/')).rejects.toThrow('this build is no longer served');
  });
});
