// /gallery, /gallery-preview and the gallery hostnames' landing page, from the published designs.
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from '../helpers/product.ts';
import { GALLERY_HOST, publishedGallery, readHead } from '../helpers/site-content.ts';

const STYLE_LABELS: Record<string, string> = {
  modern: 'Modern',
  traditional: 'Traditional',
  natural: 'Natural',
  infinity: 'Infinity',
  geometric: 'Geometric',
};

test('/gallery shows every published design with its image, title, style and description, and a call to action', async ({
  page,
  request,
}) => {
  const designs = await publishedGallery(request);
  expect(designs.length).toBeGreaterThan(0);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool design gallery');
  const cards = page.locator('[data-gallery-item]');
  await expect(cards).toHaveCount(designs.length);
  for (const [index, design] of designs.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(design.title);
    await expect(card.locator('[data-style-label]')).toHaveText(STYLE_LABELS[design.style] ?? design.style);
    await expect(card).toHaveAttribute('data-style', design.style);
    await expect(card).toContainText(design.description);
    const image = card.locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    expect(await image.getAttribute('alt')).toBeTruthy();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  const cta = page.locator('[data-cta]');
  await expect(cta.getByRole('link', { name: 'Design Now' })).toHaveAttribute('href', '/register');
});

test('/gallery: the style filters show only that style’s designs and All shows them again', async ({
  page,
  request,
}) => {
  const designs = await publishedGallery(request);
  const styles = [...new Set(designs.map((design) => design.style))];
  expect(styles.length, 'published designs of two or more styles (the seed has them)').toBeGreaterThanOrEqual(
    2,
  );
  await page.goto('/gallery');
  const filters = page.getByRole('group', { name: 'Filter by style' });
  await expect(filters.getByRole('button')).toHaveCount(styles.length + 1);
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cards = page.locator('[data-gallery-item]');
  for (const style of styles) {
    const button = filters.getByRole('button', { name: STYLE_LABELS[style], exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const expected = designs.filter((design) => design.style === style).map((design) => design.title);
    await expect(cards.filter({ visible: true }).getByRole('heading')).toHaveText(expected);
    await expect(page.locator('[data-gallery-status]')).toContainText(
      `${expected.length === 1 ? '1 design' : `${expected.length} designs`} in the ${STYLE_LABELS[style]} style`,
    );
  }
  await filters.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards.filter({ visible: true })).toHaveCount(designs.length);
});

test('/gallery without JavaScript shows every design, images included', async ({ browser, request }) => {
  const designs = await publishedGallery(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/gallery');
    const cards = page.locator('[data-gallery-item]');
    await expect(cards.filter({ visible: true })).toHaveCount(designs.length);
    await expect(cards.first().locator('img').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('/gallery-preview shows only the featured designs, compact, with a link to /gallery', async ({
  page,
  request,
}) => {
  const featured = (await publishedGallery(request)).filter((design) => design.featured);
  await page.goto('/gallery-preview');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[data-gallery-item]').getByRole('heading', { level: 2 })).toHaveText(
    featured.map((design) => design.title),
  );
  await expect(page.getByRole('group', { name: 'Filter by style' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the whole gallery' })).toHaveAttribute('href', '/gallery');
  expect((await readHead(page)).robots).toEqual(['noindex']);
});

test('a gallery hostname shows the gallery landing at /, the main hostname the marketing landing', async ({
  playwright,
  request,
}) => {
  const designs = await publishedGallery(request);
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const gallery = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { host: GALLERY_HOST },
  });
  try {
    const response = await gallery.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-gallery-landing');
    expect(html).toContain('Pool designs made with Poolscape');
    for (const design of designs) expect(html).toContain(design.title);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    // Any other path on a gallery hostname is the ordinary site.
    expect(await (await gallery.get('/gallery')).text()).toContain('Pool design gallery');
  } finally {
    await gallery.dispose();
  }
  const marketing = await (await request.get('/')).text();
  expect(marketing).not.toContain('data-gallery-landing');
  expect(marketing).not.toContain('<meta name="robots" content="noindex"');
});

test('in a browser on a gallery hostname: hero, filterable grid and a call to the main site’s /register', async ({
  baseURL,
}) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${GALLERY_HOST} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://${GALLERY_HOST}:${E2E_PORT}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool designs made with Poolscape');
    await expect(page.locator('[data-gallery-item]').first()).toBeVisible();
    const register = new URL('/register', baseURL).href;
    await expect(page.locator('[data-main-site-register]')).toHaveAttribute('href', register);
    await expect(page.locator('[data-cta]').getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      register,
    );
  } finally {
    await browser.close();
  }
});
