// Lazy pictures and videos, seen on the media check page: a picture loads only
// when it comes within 50 px of the viewport and fades in; a video gets its source within
// 100 px, says "Video unavailable" when it cannot play, and does not play by itself for a
// visitor who prefers less motion; without JavaScript the plain copies show.
import { expect, type Page, test } from '@playwright/test';

const PAGE = '/test-page/media';
const IMAGE = '/images/hero-pool-640.webp';
const VIDEO = '/videos/ai-pool-design.mp4';

/** Scrolls so that `selector`'s top edge is `below` px under the bottom of the viewport. */
async function scrollTopEdgeBelowViewport(page: Page, selector: string, below: number): Promise<void> {
  await page.evaluate(
    ([css, gap]) => {
      const element = document.querySelector(css as string);
      if (!element) throw new Error(`${css} is not on the page`);
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight - (gap as number), behavior: 'instant' });
    },
    [selector, below] as const,
  );
}

test.describe('a lazy picture', () => {
  test('keeps its placeholder box until it nears the viewport, then loads and fades in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(PAGE);
    const image = page.locator('img.lazy-image');
    await expect(image).toHaveAttribute('data-lazy-ready', 'true');

    // The placeholder has the picture's final size already: nothing moves when it arrives.
    const before = await image.boundingBox();
    expect(before?.width).toBeGreaterThan(600);
    expect(Math.round(((before?.height ?? 0) / (before?.width ?? 1)) * 640)).toBe(360);
    // A soft background shows the box (the alternative text stays hidden until a failure).
    await expect(image).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(image).toHaveCSS('color', 'rgba(0, 0, 0, 0)');

    // 200 px below the fold: still waiting.
    await scrollTopEdgeBelowViewport(page, 'img.lazy-image', 200);
    await page.waitForTimeout(300);
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(requested).not.toContain(IMAGE);

    // Its top edge at the fold, still out of sight, but 10% of it within the 50 px margin: it loads
    // and fades in.
    await scrollTopEdgeBelowViewport(page, 'img.lazy-image', 0);
    await expect(image).toHaveAttribute('src', IMAGE);
    await expect(image).toHaveAttribute('data-loaded', 'true');
    await expect(image).toHaveCSS('animation-name', 'lazy-image-fade-in');
    await expect(image).toHaveCSS('opacity', '1');
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(640);
    const after = await image.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  test('shows up without JavaScript, through its <noscript> copy', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.locator('img.lazy-image')).toBeHidden();
    const fallback = page.getByRole('img', { name: 'A backyard pool at dusk, designed with Poolscape' });
    await expect(fallback).toHaveAttribute('src', IMAGE);
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback).toBeVisible();
    await context.close();
  });
});

test.describe('a lazy video', () => {
  test('gets its source only within 100 px of the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(PAGE);
    const video = page.locator('video.lazy-video');
    await expect(video).toHaveAttribute('data-lazy-ready', 'true');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('autoplay', '');
    await scrollTopEdgeBelowViewport(page, 'video.lazy-video', 250);
    await page.waitForTimeout(300);
    await expect(video.locator('source')).toHaveCount(0);
    await scrollTopEdgeBelowViewport(page, 'video.lazy-video', 40);
    await expect(video.locator('source')).toHaveAttribute('src', VIDEO);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  });

  test('says "Video unavailable" when the file cannot be loaded', async ({ page }) => {
    await page.route(`**${VIDEO}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(PAGE);
    const box = page.locator('[data-lazy-video]');
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByText('Video unavailable')).toBeVisible();
    await expect(box.locator('video')).toBeHidden();
  });

  test('does not play by itself for a visitor who prefers less motion: poster and play control', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    const video = page.locator('video.lazy-video');
    await expect(video).toHaveAttribute('data-reduced-motion', 'true');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('controls', '');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('poster', '/videos/ai-pool-design.jpg');
    await expect(video.locator('source')).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});
