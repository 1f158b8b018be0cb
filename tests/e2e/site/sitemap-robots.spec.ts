// /sitemap.xml is a sitemap index: the pages' sitemap (written by @astrojs/sitemap with the build)
// the posts' (paged, with lastmod) and the tag pages'. Together they list exactly the pages meant for
// search engines (every public page but those shared/src/routes.ts leaves unlisted, plus each
// published post and each tag a published post carries), each once, all answering 200; /robots.txt
// lets robots crawl the site but not the app, the API or the CMS, and points to the sitemap.
import { expect, test } from '@playwright/test';
import { isListedPage, ROBOTS_DISALLOW, UNLISTED_PAGE_PATHS } from '@poolscape/shared/routes';
import { PUBLIC_PAGE_PATHS } from '../helpers/public-pages.ts';
import { publishedPostSlugs, publishedTagPaths } from '../helpers/site-content.ts';
import { sitemapsOfIndex, sitemapUrls } from '../helpers/sitemaps.ts';

const pathOf = (url: string): string => new URL(url).pathname.replace(/(.)\/$/, '$1');

test('/sitemap.xml indexes sitemaps that list exactly the listed public pages, the published posts and their tags', async ({
  request,
}) => {
  expect((await sitemapsOfIndex(request)).map((url) => new URL(url).pathname)).toEqual([
    '/sitemap-pages-0.xml',
    '/sitemap-posts-1.xml',
    '/sitemap-tags.xml',
  ]);
  const postsSitemap = await request.get('/sitemap-posts-1.xml');
  expect(await postsSitemap.text()).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  expect((await request.get('/sitemap-posts-2.xml')).status()).toBe(404);
  const urls = await sitemapUrls(request);
  const posts = await publishedPostSlugs(request);
  const tags = await publishedTagPaths(request);
  expect(tags.length, 'the seeded posts have tags').toBeGreaterThan(0);
  const expected = [
    ...PUBLIC_PAGE_PATHS.filter((path) => isListedPage(path)),
    ...posts.map((slug) => `/blog/${slug}`),
    ...tags,
  ];
  const listed = urls.map(pathOf);
  expect(new Set(listed).size, 'no URL twice').toBe(listed.length);
  expect([...listed].sort()).toEqual([...expected].sort());
  for (const unlisted of UNLISTED_PAGE_PATHS) expect(listed).not.toContain(unlisted);
  const origin = new URL(urls[0] ?? '').origin;
  for (const url of urls) expect(new URL(url).origin, 'one origin').toBe(origin);
});

test('every URL in the sitemap answers 200 with an indexable page', async ({ request }) => {
  test.setTimeout(120_000);
  for (const url of await sitemapUrls(request)) {
    const response = await request.get(new URL(url).pathname);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/text\/html/);
    const html = await response.text();
    expect(html, `${url} is noindex`).not.toContain('name="robots" content="noindex"');
    expect(html, `${url} canonical`).toContain(`<link rel="canonical" href="${url}">`);
  }
});

test('/robots.txt allows the site, disallows the app, the API, the CMS and the unlisted pages, and points to the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice(9).trim());
  for (const path of [
    '/api/',
    '/cms/',
    '/dashboard',
    '/design/create',
    '/library',
    '/admin',
    ...ROBOTS_DISALLOW,
  ]) {
    expect(disallowed).toContain(path);
  }
  expect(disallowed).not.toContain('/');
  const sitemap =
    lines
      .find((line) => line.startsWith('Sitemap:'))
      ?.slice(8)
      .trim() ?? '';
  expect(sitemap).toBe(new URL('/sitemap.xml', baseURL).href);

  // Robots match rules as path prefixes: no page of the sitemap is blocked, every unlisted page is.
  const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));
  for (const url of await sitemapUrls(request)) expect(blocked(pathOf(url)), url).toBe(false);
  for (const path of PUBLIC_PAGE_PATHS.filter((page) => !isListedPage(page)))
    expect(blocked(path), path).toBe(true);
});
