// The blog's pages, rendered on demand by the build's server entry (here one written to its
// contract): served compressed with a policy that allows exactly their inline code (and the ad
// network where a slot shows), kept under one address whatever the tracking query, a missing post
// as the not-found page, and a page that cannot be rendered as a plain 503.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_ERRORS } from '@poolscape/shared';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onDemandKey } from './site-pages.ts';

const ENTRY = `
let renders = 0;
export async function render(url) {
  renders += 1;
  const { pathname, search } = new URL(url);
  if (pathname === '/blog/broken/') throw new Error('the CMS answered 502 for posts');
  if (pathname === '/blog/missing/') return { status: 404, contentType: 'text/html', body: '', showsAds: false };
  if (pathname === '/sitemap.xml')
    return { status: 200, contentType: 'application/xml', body: '<urlset></urlset>', showsAds: false };
  const ads = pathname === '/blog/with-ads/';
  const body = '<html><style>h1{}</style><script>blog()</script><h1>' + pathname + search + ' render ' + renders + '</h1>' + (ads ? '<ins data-ad-network="adsense"></ins>' : '') + '</html>';
  return { status: 200, contentType: 'text/html', body, showsAds: ads };
}
export async function contentChanged() {}
`;

describe('onDemandKey', () => {
  it('names the on-demand pages as folders, keeps only the blog’s page number, and nothing else', () => {
    expect(onDemandKey('/')).toBe('/');
    expect(onDemandKey('/?utm_source=x')).toBe('/');
    expect(onDemandKey('/tutorials')).toBe('/tutorials/');
    expect(onDemandKey('/about/?page=2')).toBe('/about/');
    expect(onDemandKey('/blog')).toBe('/blog/');
    expect(onDemandKey('/blog/?utm_source=x')).toBe('/blog/');
    expect(onDemandKey('/blog?page=3&utm_source=x')).toBe('/blog/?page=3');
    expect(onDemandKey('/blog?page=abc')).toBe('/blog/?page=0');
    expect(onDemandKey('/blog/pool-lighting')).toBe('/blog/pool-lighting/');
    expect(onDemandKey('/blog/pool-lighting/?page=2')).toBe('/blog/pool-lighting/');
    expect(onDemandKey('/sitemap.xml')).toBe('/sitemap.xml');
    expect(onDemandKey('/sitemap-posts-1.xml')).toBe('/sitemap-posts-1.xml');
    expect(onDemandKey('/sitemap-tags.xml')).toBe('/sitemap-tags.xml');
    expect(onDemandKey('/blog/tag/salt-water')).toBe('/blog/tag/salt-water/');
    expect(onDemandKey('/blog/tag/salt-water/?page=2')).toBe('/blog/tag/salt-water/');
    expect(onDemandKey('/sitemap-posts-12.xml?x=1')).toBe('/sitemap-posts-12.xml');
    for (const url of ['/sitemap-posts-0.xml', '/sitemap-posts-x.xml', `/sitemap-posts-${'9'.repeat(9)}.xml`])
      expect(onDemandKey(url), url).toBeNull();
    expect(onDemandKey('/data/public-content.json')).toBe('/data/public-content.json');
    for (const url of ['/login', '/about/team', '//', '/blog/a/b', '/blogs', `/blog/${'x'.repeat(300)}`])
      expect(onDemandKey(url), url).toBeNull();
  });

  it('gives any address at most one key, of bounded length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/blog', '/blog/', '/', '/sitemap.xml'),
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 40 }),
        (prefix, rest, query) => {
          const key = onDemandKey(`${prefix}${rest}?page=${query}`);
          if (key !== null) expect(key.length).toBeLessThan(330);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('on-demand pages', () => {
  const logged: string[] = [];
  const test = useTestApp({
    serverEntry: ENTRY,
    logLevel: 'warn',
    logDestination: { write: (line) => logged.push(line) },
  });
  const get = (url: string, encoding = 'identity') =>
    test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('serves a page rendered by the build, compressed, with a policy for its own inline code', async () => {
    const plain = await get('/blog/pool-lighting');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toMatch(/<h1>\/blog\/pool-lighting\/ render \d+<\/h1>/);
    const policy = plain.headers['content-security-policy'] as string;
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toContain('sha256-fixture');
    expect(policy).not.toContain('googlesyndication');
    const br = await get('/blog/pool-lighting/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/blog/pool-lighting?utm_source=news', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('lets the ad network into a page that shows an ad slot only', async () => {
    const response = await get('/blog/with-ads');
    expect(response.headers['content-security-policy']).toContain('https://pagead2.googlesyndication.com');
  });

  it('answers a post that is not published with the not-found page, and a failed render with a plain 503', async () => {
    const missing = await get('/blog/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    const broken = await get('/blog/broken');
    expect(broken.statusCode).toBe(503);
    expect(broken.headers['retry-after']).toBe('5');
    expect(broken.body).toBe(API_ERRORS.pageUnavailable);
  });

  it('serves the sitemap as XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toBe('<urlset></urlset>');
  });

  it('answers each request once (never a page and then the not-found page after it)', () => {
    expect(logged.filter((line) => /already sent/i.test(line))).toEqual([]);
  });
});
