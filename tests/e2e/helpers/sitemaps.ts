// What a search engine finds from /sitemap.xml: the index, then every sitemap it names.
import { type APIRequestContext, expect } from '@playwright/test';

const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

async function xmlAt(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/xml/);
  return response.text();
}

/** The sitemaps the index at /sitemap.xml names, as addresses. */
export async function sitemapsOfIndex(request: APIRequestContext): Promise<string[]> {
  const index = await xmlAt(request, '/sitemap.xml');
  expect(index).toContain('<sitemapindex ');
  return locs(index);
}

/** Every address the sitemaps of the index list, in their order. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const urls: string[] = [];
  for (const sitemap of await sitemapsOfIndex(request))
    urls.push(...locs(await xmlAt(request, new URL(sitemap).pathname)));
  return urls;
}
