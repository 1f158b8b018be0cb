// /sitemap-posts-{n}.xml: the published posts, 45,000 to a sitemap, newest first, each with the
// time it last changed. A number past the last sitemap (or not a number) is not found.
import type { APIRoute } from 'astro';
import { livePosts } from '../lib/cms/live-posts.ts';
import {
  pageAddress,
  postsSitemapCount,
  SITEMAP_PAGE_SIZE,
  urlset,
  XML_HEADERS,
} from '../lib/seo/sitemaps.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, site, url }) => {
  const origin = site ?? url;
  const posts = await livePosts.all();
  const page = /^[1-9][0-9]{0,5}$/.test(params.page ?? '') ? Number(params.page) : 0;
  if (page < 1 || page > postsSitemapCount(posts.length)) return new Response(null, { status: 404 });
  const entries = posts
    .slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE)
    .map((post) => ({ loc: pageAddress(`/blog/${post.id}`, origin), lastmod: post.data.updatedAt }));
  return new Response(urlset(entries), { headers: XML_HEADERS });
};
