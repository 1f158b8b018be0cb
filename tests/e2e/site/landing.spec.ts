// The landing page: its sections in order, the calls to action and the intents they store, the
// testimonial and latest posts carousels with their timings and breakpoints, and the demo video.
import { expect, type Page, test } from '@playwright/test';
import { signInToCms, waitForText } from '../helpers/cms.ts';
import { expectVideoToPlay } from '../helpers/video.ts';

const storage = (page: Page) =>
  page.evaluate(() => ({
    redirectAfterLogin: localStorage.getItem('redirectAfterLogin'),
    signupMode: localStorage.getItem('signupMode'),
    intendedPlan: localStorage.getItem('intendedPlan'),
  }));

test('every section is there, in the spec’s order', async ({ page }) => {
  await page.goto('/');
  // The demo video's own title shows once a visitor scrolls near it.
  await page.locator('[data-demo-video]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo-video]')).toHaveAttribute('data-state', /.+/);
  const headings = await page.locator('main h1, main h2').allTextContents();
  const order = [
    'Turn a photo of any backyard',
    'Everything you need',
    'Built with pool professionals',
    'See it work',
    'See Poolscape in action',
    'Simple pricing',
    'Loved by pool pros',
    'Show your next client',
    'Latest from the blog',
  ];
  const positions = order.map((text) => headings.findIndex((heading) => heading.includes(text)));
  expect(
    positions.every((position) => position >= 0),
    JSON.stringify(headings),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.getByRole('link', { name: 'View Gallery' }).first()).toHaveAttribute('href', '/gallery');
  await expect(page.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about');
  // The rating is the published testimonials' own, averaged: the text, the structured data and the
  // carousel's slides agree (the seed's ten give five stars each).
  const ratingText = (await page.locator('[data-rating]').textContent()) ?? '';
  const [, value, count] = ratingText.match(/(\d\.\d) out of 5 from (\d+) ratings/) ?? [];
  const organization = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Organization');
  expect(organization?.aggregateRating).toMatchObject({
    ratingValue: Number(value),
    ratingCount: Number(count),
  });
  await expect(page.locator('[data-testimonials] [aria-roledescription="slide"]')).toHaveCount(Number(count));
  await expect(page.locator('[data-demo-videos] video')).toHaveCount(3);
  for (const name of ['ai-pool-design', 'rendering', 'backyard-transformation']) {
    await expect(
      page.locator(`[data-demo-videos] video[data-lazy-src="/videos/${name}.mp4"]`),
    ).toHaveAttribute('loop', '');
  }
});

test('Design Now stores the create-design intent and goes to /register', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Design Now' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  expect(await storage(page)).toEqual({
    redirectAfterLogin: '/design/create',
    signupMode: 'create-design',
    intendedPlan: null,
  });
});

test('Start Free Trial (navigation, pricing and closing call) stores the free-trial intent', async ({
  page,
}) => {
  for (const locate of [
    (p: Page) => p.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }),
    (p: Page) => p.locator('#pricing').getByRole('link', { name: 'Start Free Trial' }),
    (p: Page) =>
      p
        .getByRole('region', { name: /show your next client/i })
        .getByRole('link', { name: 'Start Free Trial' }),
  ]) {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await locate(page).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await storage(page)).toEqual({
      redirectAfterLogin: '/dashboard',
      signupMode: 'free-trial',
      intendedPlan: null,
    });
  }
});

test('Get Started scrolls to the pricing; the upgrade buttons go to /subscribe at its top', async ({
  page,
}) => {
  await page.goto('/');
  const getStarted = page.getByRole('link', { name: /^Get Started/ });
  await expect(getStarted).toHaveCount(6);
  await getStarted.nth(2).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
  const plans = page.locator('#pricing [data-plan]');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText('Free');
  await expect(plans.nth(0)).toContainText('$0');
  await expect(plans.nth(1)).toContainText('Most Popular');
  await expect(plans.nth(1)).toContainText('$29.99');
  await expect(plans.nth(2)).toContainText('Best Value');
  await expect(plans.nth(2)).toContainText('$89.99');
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('/subscribe stores the chosen plan and goes to /register', async ({ page }) => {
  await page.goto('/subscribe');
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect((await storage(page)).intendedPlan).toBe('pro');
});

test.describe('testimonial carousel', () => {
  const slide = (page: Page, n: number) => page.locator('[data-testimonials] [data-slide]').nth(n);
  const visibleSlides = (page: Page) => page.locator('[data-testimonials] [data-slide][aria-hidden="false"]');

  test('three cards from 768 px, advancing every 5 s and wrapping; paused on hover and focus', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = page.locator('[data-testimonials]');
    await expect(carousel.locator('[data-slide]')).toHaveCount(10);
    // A section below the first screen starts as the visitor scrolls towards it.
    await expect(carousel.locator('[data-dots] button')).toHaveCount(0);
    await carousel.scrollIntoViewIfNeeded();
    await expect(visibleSlides(page)).toHaveCount(3);
    await expect(slide(page, 0)).toHaveAttribute('aria-hidden', 'false');
    const dots = carousel.locator('[data-dots] button');
    await expect(dots).toHaveCount(4);
    // Stop the clock, then restart the carousel's timer at a known moment: focus leaving it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await dots.nth(0).click();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(4_900);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(200);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slide(page, 3)).toHaveAttribute('aria-hidden', 'false');
    // Next after the last page is the first; previous before the first is the last.
    await dots.nth(3).click();
    await expect(slide(page, 9)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    // Focus inside pauses it (the previous button still has focus).
    await page.clock.runFor(15_000);
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    // Pointer over it pauses it too; leaving resumes.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await carousel.hover();
    await page.clock.runFor(15_000);
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('one card under 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    await expect(visibleSlides(page)).toHaveCount(1);
    await expect(page.locator('[data-testimonials] [data-dots] button')).toHaveCount(10);
    const card = await slide(page, 0).boundingBox();
    expect(card?.width).toBeGreaterThan(300);
  });

  test('no auto-advance for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.locator('[data-testimonials]').scrollIntoViewIfNeeded();
    const dots = page.locator('[data-testimonials] [data-dots] button');
    await expect(dots).toHaveCount(4);
    await page.clock.runFor(20_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('latest posts carousel', () => {
  test('nine posts from the API, three per slide, with the card fields', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/blog/posts')) requests.push(new URL(request.url()).search);
    });
    await page.goto('/');
    const carousel = page.locator('[data-latest-posts]');
    const slides = carousel.locator('[data-slide]');
    // Asked for only as the visitor scrolls towards them, never on a first screen that ends above.
    await page.waitForLoadState('load');
    expect(requests).toEqual([]);
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides).toHaveCount(3);
    expect(requests).toEqual(['?limit=9']);
    const first = slides.nth(0);
    await expect(first.locator('article')).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true');
    const card = first.locator('article').first();
    // Other tests publish posts without a cover image, so look for the first card that has one.
    await expect(carousel.locator('article img').first()).toHaveAttribute('src', /\/cms\/api\/media\/file\//);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(card).toContainText(/\d+ min read/);
    expect(await card.locator('[aria-label="Tags"] li').count()).toBeLessThanOrEqual(2);
    await carousel.getByRole('button', { name: 'Next posts' }).click();
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Show page 3 of 3' }).click();
    await expect(slides.nth(2)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Next posts' }).click();
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await expect(carousel.getByRole('link', { name: /View all posts/ })).toHaveAttribute('href', '/blog');
  });

  test('a spinner while loading, and plain words when the posts cannot be loaded', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blog/posts*', async (route) => {
      await held;
      await route.fulfill({ status: 503, body: 'down' });
    });
    await page.goto('/');
    await page.locator('[data-latest-posts]').scrollIntoViewIfNeeded();
    const status = page.locator('[data-latest-posts] [data-status]');
    await expect(status).toContainText('Loading the latest posts');
    await expect(status.locator('.animate-spin')).toBeVisible();
    release();
    await expect(status).toHaveText('The latest posts could not be loaded. Visit the blog to read them.');
  });
});

test.describe('demo video box', () => {
  test('plays the video set in the CMS', async ({ page }) => {
    await page.goto('/');
    const box = page.locator('[data-demo-video]');
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-state', 'other');
    await expect(box.locator('video')).toHaveAttribute(
      'data-lazy-src',
      '/videos/backyard-transformation.mp4',
    );
    await expectVideoToPlay(box.locator('video'));
    await expect(box.getByText('Video unavailable')).toBeHidden();
  });

  test('a YouTube video shows Click to load video until it is chosen', async ({ page }) => {
    let answer: () => void = () => {};
    const asked = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/videos/landing-demo', async (route) => {
      await asked;
      await route.fulfill({
        json: {
          videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          videoType: 'youtube',
          title: 'Our demo',
        },
      });
    });
    await page.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ body: '<html></html>', contentType: 'text/html' }),
    );
    await page.goto('/');
    const box = page.locator('[data-demo-video]');
    // Scrolled near (the box asks for its video), then away before the answer: the embed waits.
    const request = page.waitForRequest('**/api/videos/landing-demo');
    await box.scrollIntoViewIfNeeded();
    await request;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    answer();
    const button = box.getByRole('button', { name: /Click to load video/ });
    await expect(button).toBeAttached();
    await expect(box.locator('iframe')).toHaveCount(0);
    await button.scrollIntoViewIfNeeded().catch(() => undefined);
    await expect(box.getByRole('heading', { name: 'Our demo' })).toBeVisible();
    await expect(box.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  test('Video Coming Soon when none is set', async ({ page }) => {
    await page.route('**/api/videos/landing-demo', (route) =>
      route.fulfill({ status: 404, json: { message: 'No demo video has been set yet.' } }),
    );
    await page.goto('/');
    await page.locator('[data-demo-video]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-demo-video]')).toContainText('Video Coming Soon');
  });
});

test('a testimonial edited and published in the CMS appears on / after the rebuild', async ({
  page,
  request,
}) => {
  const headers = await signInToCms(request);
  const list = await request.get('/cms/api/testimonials?limit=1&sort=order&depth=0', { headers });
  const { docs } = (await list.json()) as { docs: { id: number }[] };
  const id = docs[0]?.id;
  expect(id).toBeDefined();
  const quote = `Poolscape closed our biggest project of the year ${Date.now()}`;
  const updated = await request.patch(`/cms/api/testimonials/${id}`, {
    headers,
    data: { content: quote, _status: 'published' },
  });
  expect(updated.status()).toBe(200);
  await waitForText(request, '/', quote);
  await page.goto('/');
  await expect(page.locator('[data-testimonials] [data-slide]').first()).toContainText(quote);
});
