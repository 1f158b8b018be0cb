// What the public pages should show, read from the CMS's REST API the way the site's build reads
// it (published documents only), and helpers to read a page's head tags and wait for a rebuild.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tagPath } from '@poolscape/shared/content';

/** The hostname the e2e product treats as a gallery hostname (GALLERY_HOSTNAMES in global-setup). */
export const GALLERY_HOST = 'gallery.poolscape.test';

export interface CmsPage {
  id: number | string;
  slug: string;
  title: string;
  intro: string;
  contentHtml?: string | null;
  highlights?: { title: string; text: string }[] | null;
  faqs?: { question: string; answer: string }[] | null;
  updatedAt: string;
  meta?: { title?: string | null; description?: string | null; keywords?: string | null } | null;
}

export interface CmsTutorial {
  id: number | string;
  slug: string;
  title: string;
  summary: string;
  videoUrl: string;
  durationSeconds: number;
  level: 'beginner' | 'intermediate' | 'advanced';
  steps?: { title: string; detail: string }[] | null;
}

export interface CmsGalleryItem {
  id: number | string;
  title: string;
  style: string;
  description: string;
  featured?: boolean | null;
  image?: { id: number | string } | number | null;
  beforeImage?: { id: number | string } | number | null;
}

async function publishedDocs<T>(request: APIRequestContext, collection: string, sort: string): Promise<T[]> {
  const query = new URLSearchParams({
    'where[_status][equals]': 'published',
    sort,
    limit: '500',
    depth: '1',
  });
  const response = await request.get(`/cms/api/${collection}?${query}`);
  expect(response.status(), `${collection} from the CMS`).toBe(200);
  return ((await response.json()) as { docs: T[] }).docs;
}

export async function publishedPage(request: APIRequestContext, slug: string): Promise<CmsPage> {
  const page = (await publishedDocs<CmsPage>(request, 'pages', 'slug')).find((doc) => doc.slug === slug);
  if (!page) throw new Error(`the CMS has no published page "${slug}"`);
  return page;
}

export const publishedTutorials = (request: APIRequestContext): Promise<CmsTutorial[]> =>
  publishedDocs<CmsTutorial>(request, 'tutorials', 'order');

export const publishedGallery = (request: APIRequestContext): Promise<CmsGalleryItem[]> =>
  publishedDocs<CmsGalleryItem>(request, 'gallery-items', 'order');

/** Slugs of the published posts, newest first. */
export async function publishedPostSlugs(request: APIRequestContext): Promise<string[]> {
  return (await publishedDocs<{ slug: string }>(request, 'posts', '-publishedAt')).map((post) => post.slug);
}

/** The addresses of the tag pages: one per tag a published post carries. */
export async function publishedTagPaths(request: APIRequestContext): Promise<string[]> {
  const posts = await publishedDocs<{ tags?: ({ name: string } | number)[] | null }>(
    request,
    'posts',
    '-publishedAt',
  );
  const names = posts.flatMap((post) =>
    (post.tags ?? []).flatMap((tag) => (typeof tag === 'object' ? [tag.name] : [])),
  );
  return [...new Set(names.map(tagPath))];
}

/** The site settings as the CMS gives them to `request` (a visitor: the published ones). */
export async function siteSettings(
  request: APIRequestContext,
  query = '?depth=0',
): Promise<{ contactEmail?: string | null; tagline?: string | null }> {
  const response = await request.get(`/cms/api/globals/site-settings${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { contactEmail?: string | null; tagline?: string | null };
}

/** The section headings of a CMS rich text, as plain text. */
export function headingsOf(html: string | null | undefined): string[] {
  return [...(html ?? '').matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim(),
  );
}

/** A video's length as the tutorials page shows it (m:ss). */
export function minutesAndSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The search and share tags of the page open in `page`. */
export async function readHead(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string): string | null =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      keywords: content('meta[name="keywords"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      canonicalCount: document.head.querySelectorAll('link[rel="canonical"]').length,
      robots: [...document.head.querySelectorAll('meta[name="robots"]')].map(
        (meta) => meta.getAttribute('content') ?? '',
      ),
      og: {
        title: content('meta[property="og:title"]'),
        description: content('meta[property="og:description"]'),
        image: content('meta[property="og:image"]'),
        url: content('meta[property="og:url"]'),
        type: content('meta[property="og:type"]'),
      },
      twitter: {
        card: content('meta[name="twitter:card"]'),
        title: content('meta[name="twitter:title"]'),
        description: content('meta[name="twitter:description"]'),
        image: content('meta[name="twitter:image"]'),
      },
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

/** Parsed JSON-LD blocks of the page at `path` (fails on any that is not valid JSON). */
export async function jsonLdOf(page: Page, path: string): Promise<Record<string, unknown>[]> {
  await page.goto(path);
  const blocks = (await readHead(page)).jsonLd;
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Polls until the HTML at `path` satisfies `check`: a publish in the CMS rebuilds the site in the
 * background, and the new build goes live as a whole.
 */
export async function waitForSite(
  request: APIRequestContext,
  path: string,
  check: (html: string) => boolean,
  message: string,
  headers: Record<string, string> = {},
): Promise<void> {
  await expect
    .poll(async () => check(await (await request.get(path, { headers })).text()), {
      message,
      timeout: 150_000,
      intervals: [500, 1000],
    })
    .toBe(true);
}
