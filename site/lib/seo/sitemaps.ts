// The site's sitemaps. `/sitemap.xml` is an index of two kinds: the pages' sitemap, written by
// `@astrojs/sitemap` with every build (every page that takes no parameters, pre-rendered or
// rendered on demand), and the posts' sitemaps, rendered on demand from the published posts, so a
// new post is listed as soon as it is published. A sitemap holds at most 50,000 addresses; the
// posts' are paged at 45,000, with room to spare.
import { isListedPage } from '@poolscape/shared/routes';

/** Addresses in one posts' sitemap. */
export const SITEMAP_PAGE_SIZE = 45_000;

/** What `@astrojs/sitemap` names its files: `sitemap-pages-0.xml` (and an index this site does not list). */
export const PAGES_SITEMAP_BASE = 'sitemap-pages';

/** The pages' sitemap: the site's pages are far fewer than a sitemap holds, so one file. */
export const PAGES_SITEMAP_PATH = `/${PAGES_SITEMAP_BASE}-0.xml`;

/** The address of the posts' sitemap number `page` (from 1). */
export const postsSitemapPath = (page: number): string => `/sitemap-posts-${page}.xml`;

/** The tag pages' sitemap (a tag page is listed while a published post carries the tag). */
export const TAGS_SITEMAP_PATH = '/sitemap-tags.xml';

/** How many posts' sitemaps `posts` published posts take: at least one, empty or not. */
export const postsSitemapCount = (posts: number): number => Math.max(1, Math.ceil(posts / SITEMAP_PAGE_SIZE));

/** A page's address as its canonical link has it: pages are folders, so all but `/` end in `/`. */
export const pageAddress = (path: string, site: URL): string =>
  new URL(path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`, site).href;

/** Whether the pages' sitemap lists the page at `address` (search engines see listed pages only). */
export const listedInSitemap = (address: string): boolean => isListedPage(new URL(address).pathname);

const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const lastmodTag = (lastmod: Date | undefined): string =>
  lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap of addresses. */
export const urlset = (entries: readonly SitemapEntry[]): string =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}">${entries
    .map((entry) => `<url><loc>${escaped(entry.loc)}</loc>${lastmodTag(entry.lastmod)}</url>`)
    .join('')}</urlset>`;

/** A sitemap index: the sitemaps, each with when its newest address changed, where known. */
export const sitemapIndex = (entries: readonly SitemapEntry[]): string =>
  `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">${entries
    .map((entry) => `<sitemap><loc>${escaped(entry.loc)}</loc>${lastmodTag(entry.lastmod)}</sitemap>`)
    .join('')}</sitemapindex>`;

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' } as const;
