// /sitemap.xml: every page meant for search engines (shared/src/routes.ts leaves out the rest) and
// every published post, at the addresses their canonical links name. Rendered on demand, so a new
// post is listed as soon as it is published.
import { isListedPage } from '@poolscape/shared/routes';
import type { APIRoute } from 'astro';
import { livePosts } from '../lib/cms/live-posts.ts';

export const prerender = false;

const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's address as its canonical link has it: pages are folders, so all but `/` end in `/`. */
const address = (path: string, site: URL): string => new URL(path === '/' ? '/' : `${path}/`, site).href;

export const GET: APIRoute = async ({ locals, site, url }) => {
  const origin = site ?? url;
  const pages = (locals.pagePaths ?? []).filter((path) => isListedPage(path));
  const posts = await livePosts.all();
  const entries = [
    ...pages.map((path) => `<url><loc>${escaped(address(path, origin))}</loc></url>`),
    ...posts.map(
      (post) =>
        `<url><loc>${escaped(address(`/blog/${post.id}`, origin))}</loc><lastmod>${post.data.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
