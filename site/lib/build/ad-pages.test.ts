import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findAdPages, showsAdSlot } from './ad-pages.ts';

const slot = '<aside data-ad-network="adsense" data-ad-client="ca-pub-1234567890123456" hidden>';

describe('the list of built pages that show an ad slot', () => {
  const root = mkdtempSync(join(tmpdir(), 'ad-pages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = (file: string, html: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), html);
  };

  it('knows a page with a rendered slot from one that only mentions it in its text', () => {
    expect(showsAdSlot(`<main><p>Post</p>${slot}</aside></main>`)).toBe(true);
    expect(showsAdSlot('<p>Write data-ad-network="adsense" on the element.</p>')).toBe(false);
    expect(showsAdSlot('<p>&lt;aside data-ad-network=&quot;adsense&quot;&gt;</p>')).toBe(false);
    expect(showsAdSlot('<main><h1>Blog</h1></main>')).toBe(false);
  });

  it('lists exactly the pages whose HTML has a slot, as files of the build', async () => {
    page('index.html', '<h1>Home</h1>');
    page('blog/index.html', `<h1>Blog</h1>${slot}</aside>`);
    page('blog/first-post/index.html', `<h1>First</h1>${slot}</aside>`);
    page('blog/second-post/index.html', '<h1>Second</h1>');
    page('_astro/chunk.js', 'const html = `<aside data-ad-network="adsense">`;');
    expect(await findAdPages(root)).toEqual({
      network: 'adsense',
      pages: ['blog/first-post/index.html', 'blog/index.html'],
    });
  });
});
