import { describe, expect, it } from 'vitest';
import {
  listedInSitemap,
  pageAddress,
  postsSitemapCount,
  SITEMAP_PAGE_SIZE,
  sitemapIndex,
  urlset,
} from './sitemaps.ts';

describe('the sitemaps', () => {
  it('page the posts at 45,000 to a sitemap, with one sitemap even for no posts', () => {
    expect(postsSitemapCount(0)).toBe(1);
    expect(postsSitemapCount(SITEMAP_PAGE_SIZE)).toBe(1);
    expect(postsSitemapCount(SITEMAP_PAGE_SIZE + 1)).toBe(2);
    expect(postsSitemapCount(120_000)).toBe(3);
  });

  it('write addresses as canonical links name them, escaped, with when they changed', () => {
    const site = new URL('https://pools.example');
    expect(pageAddress('/', site)).toBe('https://pools.example/');
    expect(pageAddress('/blog/a&b', site)).toBe('https://pools.example/blog/a&b/');
    expect(urlset([{ loc: pageAddress('/blog/a&b', site), lastmod: new Date('2026-01-02T03:04:05Z') }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://pools.example/blog/a&amp;b/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url></urlset>',
    );
    expect(sitemapIndex([{ loc: 'https://pools.example/sitemap-pages-0.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://pools.example/sitemap-pages-0.xml</loc></sitemap></sitemapindex>',
    );
  });

  it('leave out the pages search engines are not meant to see', () => {
    expect(listedInSitemap('https://pools.example/about/')).toBe(true);
    expect(listedInSitemap('https://pools.example/test-login/')).toBe(false);
  });
});
