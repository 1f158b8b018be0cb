// Search and share tags on every public page: title, description, keywords, canonical, Open Graph
// and Twitter cards with a real 1200x630 image, structured data where expected, and noindex
// exactly on the pages shared/src/routes.ts leaves unlisted.
import { expect, test } from '@playwright/test';
import { isListedPage } from '@poolscape/shared/routes';
import { PUBLIC_PAGE_PATHS } from '../helpers/public-pages.ts';
import {
  GALLERY_HOST,
  jsonLdOf,
  publishedPage,
  publishedPostSlugs,
  publishedTutorials,
  readHead,
} from '../helpers/site-content.ts';

/** `/about/` and `/about` are the same page. */
const pathOf = (url: string): string => new URL(url).pathname.replace(/(.)\/$/, '$1');

test.describe('head tags', () => {
  let pages: string[] = [...PUBLIC_PAGE_PATHS];
  test.beforeAll(async ({ request }) => {
    const [newest] = await publishedPostSlugs(request);
    if (newest) pages = [...PUBLIC_PAGE_PATHS.slice(0, 2), `/blog/${newest}`, ...PUBLIC_PAGE_PATHS.slice(2)];
  });

  test('every public page has complete, consistent head tags and a share image that loads', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    for (const path of pages) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const head = await readHead(page);
        expect(head.title, `${path} title`).toMatch(/\S.{4,}/);
        expect(head.title).toContain('Poolscape');
        expect(head.description, `${path} description`).toMatch(/\S.{19,}/);
        expect(head.keywords, `${path} keywords`).toMatch(/\w.{3,}/);
        expect(head.canonicalCount, `${path} canonical`).toBe(1);
        expect(pathOf(head.canonical ?? ''), `${path} canonical`).toBe(path);
        expect(head.og).toEqual({
          title: head.title,
          description: head.description,
          image: expect.stringMatching(/^https?:\/\//),
          url: head.canonical,
          type: path.startsWith('/blog/') ? 'article' : 'website',
        });
        expect(head.twitter).toEqual({
          card: 'summary_large_image',
          title: head.title,
          description: head.description,
          image: head.og.image,
        });
        const image = await request.get(new URL(head.og.image ?? '').pathname);
        expect(image.status(), `${path} og:image`).toBe(200);
        expect(image.headers()['content-type'], `${path} og:image`).toMatch(/^image\//);
        for (const block of head.jsonLd) expect(() => JSON.parse(block), `${path} JSON-LD`).not.toThrow();
        expect(head.robots, `${path} robots`).toEqual(isListedPage(path) ? [] : ['noindex']);
        const other = titles.get(head.title);
        if (isListedPage(path)) expect(other, `${path} shares its title with ${other}`).toBeUndefined();
        titles.set(head.title, path);
      });
    }
  });

  test('share images are 1200 by 630', async ({ page }) => {
    for (const path of ['/', '/about', '/gallery', pages[2] ?? '/blog']) {
      await page.goto(path);
      const size = await page.evaluate(async () => {
        const image = new Image();
        image.src = document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      });
      expect(size, path).toEqual([1200, 630]);
    }
  });

  test('a page’s search fields in the CMS become its head tags', async ({ page, request }) => {
    const support = await publishedPage(request, 'support');
    await page.goto('/support');
    const head = await readHead(page);
    expect(head.title).toBe(`${support.meta?.title || support.title} | Poolscape`);
    expect(head.description).toBe(support.meta?.description || support.intro);
    expect(head.keywords).toBe(support.meta?.keywords);
  });

  test('the gallery landing on a gallery hostname is noindex', async ({ playwright, baseURL }) => {
    const gallery = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { host: GALLERY_HOST },
    });
    try {
      const html = await (await gallery.get('/')).text();
      expect(html.match(/<meta name="robots" content="noindex">/g)).toHaveLength(1);
      expect(html).toMatch(/<title>Pool designs made with AI \| Poolscape<\/title>/);
      expect(html).toMatch(/<meta property="og:title" content="Pool designs made with AI \| Poolscape">/);
    } finally {
      await gallery.dispose();
    }
  });
});

test.describe('structured data', () => {
  test('Organization and WebSite on /', async ({ page }) => {
    const data = await jsonLdOf(page, '/');
    expect(data.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    for (const block of data) {
      expect(block['@context']).toBe('https://schema.org');
      expect(block.name).toBe('Poolscape');
      expect(String(block.url)).toMatch(/^http/);
    }
  });

  test('the product pages: gallery, plans, about, AI pool design and WordPress', async ({ page }) => {
    // Each type used, with what schema.org requires of it here; nested objects are checked alike.
    const REQUIRED: Record<string, string[]> = {
      CollectionPage: ['name', 'url', 'mainEntity'],
      ImageGallery: ['name', 'image'],
      ImageObject: ['contentUrl'],
      Product: ['name', 'offers'],
      Brand: ['name'],
      Offer: ['price', 'priceCurrency'],
      AboutPage: ['name', 'url', 'mainEntity'],
      Organization: ['name', 'url'],
      WebPage: ['name', 'url', 'mainEntity'],
      SoftwareApplication: ['name', 'applicationCategory', 'operatingSystem'],
      FAQPage: ['mainEntity'],
      Question: ['name', 'acceptedAnswer'],
      Answer: ['text'],
    };
    const problems: string[] = [];
    const check = (where: string, value: unknown): void => {
      if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) check(`${where}[${index}]`, item);
        return;
      }
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      const type = node['@type'];
      if (typeof type === 'string') {
        const required = REQUIRED[type];
        if (!required) problems.push(`${where}: a type this test does not know, ${type}`);
        for (const key of required ?? [])
          if (node[key] === undefined || node[key] === '') problems.push(`${where}: ${type} without ${key}`);
        for (const key of ['url', 'contentUrl'])
          if (typeof node[key] === 'string' && !/^https?:\/\//.test(node[key] as string))
            problems.push(`${where}.${key} is not absolute`);
        if (type === 'Offer' && !/^\d+\.\d{2}$/.test(String(node.price)))
          problems.push(`${where}: price ${node.price}`);
      }
      for (const [key, item] of Object.entries(node)) check(`${where}.${key}`, item);
    };
    const expected: Record<string, string> = {
      '/gallery': 'CollectionPage',
      '/subscribe': 'Product',
      '/about': 'AboutPage',
      '/ai-pool-design': 'WebPage',
      '/wordpress': 'WebPage',
    };
    for (const [path, type] of Object.entries(expected)) {
      const data = await jsonLdOf(page, path);
      expect(
        data.map((block) => block['@type']),
        path,
      ).toContain(type);
      for (const block of data) {
        expect(block['@context'], path).toBe('https://schema.org');
        check(path, block);
      }
    }
    expect(problems).toEqual([]);
    const [plans] = (await jsonLdOf(page, '/subscribe')).filter((block) => block['@type'] === 'Product');
    expect((plans?.offers as { name: string }[] | undefined)?.map((offer) => offer.name)).toEqual([
      'Free',
      'Pro',
      'Premium',
    ]);
  });

  test('BlogPosting on a post', async ({ page, request }) => {
    const [newest] = await publishedPostSlugs(request);
    expect(newest, 'a published post (the seed publishes several)').toBeTruthy();
    const data = await jsonLdOf(page, `/blog/${newest}`);
    expect(data.map((block) => block['@type'])).toEqual(['BlogPosting']);
    const [post] = data;
    expect(post?.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(pathOf(String(post?.url))).toBe(`/blog/${newest}`);
    expect(Number.isNaN(Date.parse(String(post?.datePublished)))).toBe(false);
  });

  test('Blog with every post, and breadcrumbs, on /blog', async ({ page, request }) => {
    const slugs = await publishedPostSlugs(request);
    const data = await jsonLdOf(page, '/blog');
    expect(data.map((block) => block['@type'])).toEqual(['Blog', 'BreadcrumbList']);
    const [blog, breadcrumbs] = data;
    expect(blog?.['@context']).toBe('https://schema.org');
    expect(blog?.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(pathOf(String(blog?.url))).toBe('/blog');
    const entries = (blog?.blogPost ?? []) as Record<string, unknown>[];
    expect(entries.map((entry) => pathOf(String(entry.url))).sort()).toEqual(
      slugs.map((slug) => `/blog/${slug}`).sort(),
    );
    const published = entries.map((entry) => Date.parse(String(entry.datePublished)));
    expect(published.every((time) => !Number.isNaN(time))).toBe(true);
    expect(published, 'newest first').toEqual([...published].sort((a, b) => b - a));
    for (const entry of entries) {
      expect(entry['@type']).toBe('BlogPosting');
      expect(String(entry.headline)).not.toBe('');
    }
    const crumbs = (breadcrumbs?.itemListElement ?? []) as Record<string, unknown>[];
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, pathOf(String(crumb.item))])).toEqual([
      [1, 'Home', '/'],
      [2, 'Blog', '/blog'],
    ]);
  });

  test('one VideoObject per tutorial on /tutorials', async ({ page, request }) => {
    const tutorials = await publishedTutorials(request);
    const data = await jsonLdOf(page, '/tutorials');
    expect(data.map((block) => block.name)).toEqual(tutorials.map((tutorial) => tutorial.title));
    expect(new Set(data.map((block) => block['@type']))).toEqual(new Set(['VideoObject']));
  });

  test('FAQPage on /support and no structured data where none is expected', async ({ page }) => {
    expect((await jsonLdOf(page, '/support')).map((block) => block['@type'])).toEqual(['FAQPage']);
    for (const path of ['/privacy', '/terms']) {
      expect(await jsonLdOf(page, path), path).toEqual([]);
    }
  });
});
