// The pages made from CMS content, their head tags, the sitemap and robots.txt, the gallery
// hostnames and the diagnostics pages.
import { expect, test } from '@playwright/test';
import { signInToCms, waitForText } from '../support/cms.ts';
import { E2E_PORT } from '../support/product.ts';
import { PUBLIC_PAGES } from '../support/public-pages.ts';

const UNLISTED = new Set([
  '/login',
  '/simple-login',
  '/register',
  '/fresh-register',
  '/reset-password',
  '/test-login',
  '/test-page',
  '/experiments',
  '/gallery-preview',
  '/this-page-does-not-exist',
]);

test('the standing pages show their CMS content', async ({ page }) => {
  const expectations: [string, string, string][] = [
    ['/about', 'About Poolscape', 'Why we started'],
    ['/privacy', 'Privacy Policy', 'What we collect'],
    ['/terms', 'Terms of Service', 'Your account'],
    ['/ai-pool-design', 'AI pool design from a photo of your backyard', 'Five pool styles'],
    ['/wordpress', 'Publish pool designs to WordPress', 'How the integration works'],
    ['/support', 'Support', 'Contact the support team'],
  ];
  for (const [path, title, text] of expectations) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.goto('/privacy');
  await expect(page.getByText(/^Last updated /)).toBeVisible();
});

test('support: the questions open and close, and the contact address is the site’s', async ({ page }) => {
  await page.goto('/support');
  const question = page
    .locator('[data-faq]')
    .filter({ hasText: 'How many designs do I get on the free trial?' });
  await expect(question.getByText('The 7-day free trial includes 10 designs')).toBeHidden();
  await question.locator('summary').click();
  await expect(question.getByText('The 7-day free trial includes 10 designs')).toBeVisible();
  await expect(page.locator('[data-contact-email]')).toHaveAttribute(
    'href',
    'mailto:hello@poolscape.example',
  );
});

test('tutorials: each with its level, duration, video and numbered steps', async ({ page }) => {
  await page.goto('/tutorials');
  const tutorials = page.locator('[data-tutorial]');
  await expect(tutorials).toHaveCount(4);
  const first = page.locator('#your-first-pool-design');
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Your first pool design in five minutes');
  await expect(first.locator('[data-level]')).toHaveText('Beginner');
  await expect(first.locator('[data-duration]')).toHaveText('0:08');
  await expect(first.locator('video')).toHaveAttribute('data-lazy-src', '/videos/ai-pool-design.mp4');
  await expect(first.getByRole('list', { name: /Steps of/ }).getByRole('listitem')).toHaveCount(4);
  await page
    .getByRole('navigation', { name: 'Tutorials on this page' })
    .getByRole('link', { name: /WordPress/ })
    .click();
  await expect(page).toHaveURL(/#publish-designs-to-wordpress$/);
});

test('gallery: filter by style; the preview shows only featured designs', async ({ page }) => {
  await page.goto('/gallery');
  const items = page.locator('[data-gallery-item]');
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(2);
  const filters = page.getByRole('group', { name: 'Filter by style' });
  await filters.getByRole('button', { name: 'Modern' }).click();
  await expect(filters.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');
  for (const item of await items.all()) {
    const style = await item.getAttribute('data-style');
    if (style === 'modern') await expect(item).toBeVisible();
    else await expect(item).toBeHidden();
  }
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(items.filter({ visible: true })).toHaveCount(total);

  await page.goto('/gallery-preview');
  await expect(page.locator('[data-gallery-item]')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'See the whole gallery' })).toHaveAttribute('href', '/gallery');
});

test('the gallery hostnames show the gallery landing at /, other hosts the marketing page', async ({
  playwright,
}) => {
  const base = `http://127.0.0.1:${E2E_PORT}`;
  const gallery = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { host: 'gallery.poolscape.test' },
  });
  const normal = await playwright.request.newContext({ baseURL: base });
  try {
    const galleryHome = await (await gallery.get('/')).text();
    expect(galleryHome).toContain('Pool designs made with Poolscape');
    expect(galleryHome).toContain('data-gallery-landing');
    const marketing = await (await normal.get('/')).text();
    expect(marketing).toContain('Turn a photo of any backyard');
    expect(marketing).not.toContain('data-gallery-landing');
  } finally {
    await gallery.dispose();
    await normal.dispose();
  }
});

test.describe('head tags', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} carries complete head tags`, async ({ page, request }) => {
      await page.goto(path);
      const head = page.locator('head');
      const meta = (selector: string) => head.locator(selector).first().getAttribute('content');
      expect((await page.title()).length).toBeGreaterThan(5);
      expect(await meta('meta[name="description"]')).toMatch(/.{20,}/);
      expect(await meta('meta[name="keywords"]')).toMatch(/.{5,}/);
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/^http/);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
        expect(await meta(`meta[property="${property}"]`), property).toBeTruthy();
      }
      expect(await meta('meta[property="og:image:width"]')).toBe('1200');
      expect(await meta('meta[property="og:image:height"]')).toBe('630');
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
        expect(await meta(`meta[name="${name}"]`), name).toBeTruthy();
      }
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      const image = new URL((await meta('meta[property="og:image"]')) ?? '');
      const response = await request.get(image.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
      const robots = await head.locator('meta[name="robots"]').count();
      expect(robots, 'noindex exactly on unlisted pages').toBe(UNLISTED.has(path) ? 1 : 0);
      for (const script of await head.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(script)).not.toThrow();
      }
    });
  }

  test('structured data: Organization and WebSite on /, BlogPosting on posts, VideoObject on tutorials, FAQPage on support', async ({
    page,
  }) => {
    const types = async (path: string) => {
      await page.goto(path);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    };
    expect(await types('/')).toEqual(['Organization', 'WebSite']);
    expect(await types('/blog/designing-a-low-maintenance-pool')).toEqual(['BlogPosting']);
    expect(new Set(await types('/tutorials'))).toEqual(new Set(['VideoObject']));
    expect(await types('/support')).toEqual(['FAQPage']);
  });
});

test('sitemap.xml lists exactly the public pages, each answering 200; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname.replace(/\/$/, '') || '/',
  );
  const posts = (await (await request.get('/api/blog/posts?limit=50')).json()) as { slug: string }[];
  const expected = [
    ...PUBLIC_PAGES.filter((path) => !UNLISTED.has(path) && !path.startsWith('/blog/')),
    ...posts.map((post) => `/blog/${post.slug}`),
  ];
  expect(new Set(urls)).toEqual(new Set(expected));
  for (const path of urls) expect((await request.get(path)).status(), path).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Allow: /');
  for (const path of ['/api/', '/cms/', '/dashboard', '/design/create', '/library', '/login']) {
    expect(robots).toContain(`Disallow: ${path}`);
  }
  expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
});

test('an About page edited in the CMS changes the site after publishing', async ({ page, request }) => {
  const headers = await signInToCms(request);
  const { docs } = (await (
    await request.get('/cms/api/pages?where[slug][equals]=about&depth=0', { headers })
  ).json()) as {
    docs: { id: number }[];
  };
  const intro = `We build pool designs for everyone, edition ${Date.now()}.`;
  const updated = await request.patch(`/cms/api/pages/${docs[0]?.id}`, {
    headers,
    data: { intro, _status: 'published' },
  });
  expect(updated.status()).toBe(200);
  await waitForText(request, '/about', intro);
  await page.goto('/about');
  await expect(page.locator('[data-intro]')).toHaveText(intro);
});

test('/experiments lists each flag with its value and where it came from', async ({ page }) => {
  await page.goto('/experiments');
  const row = page.locator('[data-flag="facebookLogin"]');
  await expect(row.locator('[data-value]')).toHaveText('on');
  await expect(row.locator('[data-source]')).toHaveText('default');
  await page.goto('/experiments?experiment_facebookLogin=true');
  await expect(row.locator('[data-source]')).toHaveText('query parameter');
});

test('/test-page reports the build, the API health and the browser features', async ({ page }) => {
  await page.goto('/test-page');
  await expect(page.locator('[data-check="version"]')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.locator('[data-check="api"]')).toContainText('OK (database up');
  await expect(page.locator('[data-check="session"]')).toHaveText('No');
  await expect(page.locator('[data-features] li')).toHaveCount(9);
  await expect(page.locator('[data-feature="WebSocket"]')).toHaveAttribute('data-result', 'pass');
  await expect(page.locator('[data-feature="WebP images"]')).toHaveAttribute('data-result', 'pass');
});

test('the mobile menu at 375 px lists every link, Tutorials and Support apart, and closes on a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('banner').locator('summary[aria-label="Menu"]');
  await toggle.click();
  const menu = page.getByRole('banner').locator('details[open]');
  for (const name of [
    'AI Pool Design',
    'Gallery',
    'WordPress',
    'Blog',
    'Tutorials',
    'Support',
    'Sign In',
    'Start Free Trial',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Tutorials', exact: true }).click();
  await expect(page).toHaveURL(/\/tutorials$/);
  await expect(page.getByRole('banner').locator('details[open]')).toHaveCount(0);
});

test('tooltips open after 700 ms, the next one at once within 300 ms, 4 px from their element', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/about');
  const facebook = page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' });
  await facebook.scrollIntoViewIfNeeded();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const tooltip = page.getByRole('tooltip', { name: 'Facebook' });
  await facebook.hover();
  await page.clock.runFor(650);
  await expect(tooltip).toBeHidden();
  await page.clock.runFor(100);
  await expect(tooltip).toBeVisible();
  await expect(facebook).toHaveAttribute('aria-describedby', /tooltip-/);
  const [link, tip] = await Promise.all([facebook.boundingBox(), tooltip.boundingBox()]);
  expect(Math.round((link?.y ?? 0) - ((tip?.y ?? 0) + (tip?.height ?? 0)))).toBe(4);
  // Moving straight to the next icon: its tooltip opens at once (skip delay).
  const instagram = page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' });
  await instagram.hover();
  await expect(page.getByRole('tooltip', { name: 'Instagram' })).toBeVisible();
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('Escape');
});
