import { expect, test } from '@playwright/test';
import { FOOTER_COLUMNS, NAV_LINKS, NOT_FOUND, SOCIAL_LINKS, SUPPORT_LINKS } from '@poolscape/shared';
import { seedPosts } from '../../../cms/src/seed/posts-content.ts';
import { watchForErrors } from '../helpers/page-errors.ts';

const newestFirst = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

test.describe('public pages from the CMS', () => {
  test('the home page shows the navigation, the newest posts and the footer', async ({ page }) => {
    const errors = watchForErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of NAV_LINKS)
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/simple-login');
    await expect(nav.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();

    const support = nav.locator('details[data-menu]:not([data-mobile-menu])');
    await support.locator('summary').click();
    for (const link of SUPPORT_LINKS)
      await expect(support.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    await page.keyboard.press('Escape');
    await expect(support.getByRole('link', { name: 'Tutorials' })).toBeHidden();

    // The latest posts are asked for as the visitor scrolls towards them.
    await page.locator('[data-latest-posts]').scrollIntoViewIfNeeded();
    for (const post of newestFirst.slice(0, 3))
      await expect(page.getByRole('link', { name: post.title })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const column of FOOTER_COLUMNS) {
      await expect(footer.getByRole('heading', { name: column.title })).toBeVisible();
      for (const link of column.links)
        await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          link.href,
        );
    }
    for (const social of SOCIAL_LINKS)
      await expect(footer.getByRole('link', { name: social.label })).toBeVisible();
    await expect(footer).toContainText('©');
    expect(errors).toEqual([]);
  });

  test('the blog lists every published post, newest first, with its card fields', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/blog');
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles.map((title) => title.trim())).toEqual(newestFirst.map((post) => post.title));
    const first = page.getByRole('article').first();
    await expect(first).toContainText('min read');
    await expect(first.getByRole('img')).toHaveAttribute('src', /^\/cms\/api\/media\/file\//);
    // The browser takes the picture's AVIF twin (under half the WebP's bytes), and it shows.
    await expect
      .poll(() =>
        first.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.currentSrc),
      )
      .toMatch(/^http:\/\/[^/]+\/cms\/api\/media\/file\/[^/]+\.avif$/);
    expect(
      await first.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(first.getByRole('listitem')).toHaveCount(Math.min(2, newestFirst[0]?.tags.length ?? 0));
    expect(errors).toEqual([]);
  });

  test('a post page renders its rich text, reading time, tags and related posts', async ({ page }) => {
    const post = seedPosts[2];
    if (!post) throw new Error('the seed has posts');
    const errors = watchForErrors(page);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const article = page.locator('main > article');
    await expect(article.getByText(/\d+ min read/)).toBeVisible();
    const firstHeading = post.markdown.match(/^## (.+)$/m)?.[1];
    if (firstHeading) await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    for (const tag of post.tags) await expect(article.getByRole('list', { name: 'Tags' })).toContainText(tag);
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    // Its cover comes as AVIF too.
    await expect
      .poll(() =>
        article
          .locator('picture img')
          .evaluate((image: HTMLImageElement) => image.complete && image.currentSrc),
      )
      .toMatch(/\.avif$/);
    await expect(page).toHaveTitle(`${post.title} | Poolscape`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      `${post.title} | Poolscape`,
    );
    expect(errors).toEqual([]);
  });

  test('a post’s tag opens the tag’s page, which lists every post with it, newest first', async ({
    page,
  }) => {
    const post = seedPosts[2];
    const tag = post?.tags[0];
    if (!post || !tag) throw new Error('the seed has tagged posts');
    const tagged = newestFirst.filter((entry) => entry.tags.includes(tag));
    await page.goto(`/blog/${post.slug}`);
    await page
      .locator('main > article')
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: tag })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/tag/${tag}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Posts tagged “${tag}”`);
    await expect(page).toHaveTitle(`Posts tagged “${tag}” | Poolscape`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      tagged.map((entry) => entry.title),
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const collection = jsonLd
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'CollectionPage');
    expect(collection?.mainEntity?.numberOfItems).toBe(tagged.length);
    const sitemap = await (await page.request.get('/sitemap-tags.xml')).text();
    expect(sitemap).toContain(`/blog/tag/${tag}/</loc>`);
    expect((await page.request.get('/blog/tag/no-post-has-this')).status()).toBe(404);
  });

  test('an unknown path shows the not-found screen with HTTP 404', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND.heading })).toBeVisible();
    await expect(page.getByText(NOT_FOUND.line)).toBeVisible();
  });

  test('the health check reports the database and the version', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', db: 'up', version: expect.any(String) });
  });
});

test.describe('navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the toggle menu lists every link, Tutorials and Support separately, and closes on a choice', async ({
    page,
  }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
    await nav.getByLabel('Menu').click();
    const menu = nav.locator('details[data-mobile-menu]');
    for (const link of [...NAV_LINKS, ...SUPPORT_LINKS])
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
    await nav.getByLabel('Menu').click();
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
  });
});
