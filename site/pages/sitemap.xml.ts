// /sitemap.xml: the index of the site's sitemaps (see site/lib/seo/sitemaps.ts): the pages' one,
// written with the build, the posts' ones, each with the time its newest post changed, and the
// tag pages' one.
// Rendered on demand, so a new post's sitemap is listed as soon as it is needed.
import type { APIRoute } from 'astro';
import { livePosts } from '../lib/cms/live-posts.ts';
import {
  PAGES_SITEMAP_PATH,
  postsSitemapCount,
  postsSitemapPath,
  SITEMAP_PAGE_SIZE,
  sitemapIndex,
  TAGS_SITEMAP_PATH,
  XML_HEADERS,
} from '../lib/seo/sitemaps.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const posts = await livePosts.all();
  const postSitemaps = Array.from({ length: postsSitemapCount(posts.length) }, (_, index) => {
    const page = posts.slice(index * SITEMAP_PAGE_SIZE, (index + 1) * SITEMAP_PAGE_SIZE);
    const newest = Math.max(...page.map((post) => post.data.updatedAt.getTime()));
    return {
      loc: new URL(postsSitemapPath(index + 1), origin).href,
      lastmod: Number.isFinite(newest) ? new Date(newest) : undefined,
    };
  });
  const newestPost = posts[0]?.data.updatedAt;
  const xml = sitemapIndex([
    { loc: new URL(PAGES_SITEMAP_PATH, origin).href },
    ...postSitemaps,
    { loc: new URL(TAGS_SITEMAP_PATH, origin).href, lastmod: newestPost },
  ]);
  return new Response(xml, { headers: XML_HEADERS });
};
