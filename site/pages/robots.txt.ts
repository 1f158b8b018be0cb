// robots.txt: every public page may be crawled; the app, the API, the CMS and the unlisted pages
// may not. Points to the sitemap index, whose sitemaps list exactly the public pages.
import { ROBOTS_DISALLOW } from '@poolscape/shared/routes';
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
