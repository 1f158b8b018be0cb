// /sitemap-tags.xml: every tag page (`/blog/tag/{slug}`), each with the time its newest post
// changed. Rendered on demand from the published posts, so a tag is listed once a post carries it.
import type { APIRoute } from 'astro';
import { livePosts } from '../lib/cms/live-posts.ts';
import { pageAddress, urlset, XML_HEADERS } from '../lib/seo/sitemaps.ts';
import { tagPages } from '../lib/seo/tags.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const entries = tagPages(await livePosts.all()).map((page) => ({
    loc: pageAddress(page.path, origin),
    lastmod: page.lastmod,
  }));
  return new Response(urlset(entries), { headers: XML_HEADERS });
};
