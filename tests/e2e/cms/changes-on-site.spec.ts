// Editors change the pages through the CMS (here its REST API, signed in as the seeded editor):
// once published, the rebuilt site shows the change. Everything added is removed afterwards and
// the site waited for, so the other page tests see the seeded content again.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInToCms } from '../helpers/cms.ts';
import {
  GALLERY_HOST,
  jsonLdOf,
  publishedGallery,
  publishedPage,
  waitForSite,
} from '../helpers/site-content.ts';

const stamp = Date.now();
const DESIGN = {
  title: `Natural lagoon behind a cottage ${stamp}`,
  style: 'natural',
  description: 'A free-form pool edged with boulders and planting, drawn into a small fenced yard.',
  featured: false,
};
const TUTORIAL = {
  slug: `e2e-youtube-tutorial-${stamp}`,
  title: `Choosing a pool style ${stamp}`,
  summary: 'A walk through the five pool styles and the yards each one suits.',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  durationSeconds: 95,
  level: 'intermediate',
  steps: [
    { title: 'Look at the house', detail: 'Match the pool’s lines to the architecture.' },
    { title: 'Look at the yard', detail: 'Slopes suit infinity edges; gardens suit natural pools.' },
  ],
};

let headers: Record<string, string> = {};
let designId: number | string | null = null;
let tutorialId: number | string | null = null;
let about: { id: number | string; intro: string } | null = null;

/** The id of a media document whose file name starts with `name`, else of any media document. */
async function mediaId(request: APIRequestContext, name: string): Promise<number | string> {
  const response = await request.get('/cms/api/media?limit=100&depth=0', { headers });
  const { docs } = (await response.json()) as { docs: { id: number | string; filename?: string }[] };
  const match = docs.find((doc) => doc.filename?.startsWith(name)) ?? docs[0];
  if (!match) throw new Error('the CMS has no media');
  return match.id;
}

async function create(
  request: APIRequestContext,
  collection: string,
  data: object,
): Promise<number | string> {
  const response = await request.post(`/cms/api/${collection}`, {
    headers,
    data: { ...data, _status: 'published' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { doc: { id: number | string } }).doc.id;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  headers = await signInToCms(request);
  designId = await create(request, 'gallery-items', {
    ...DESIGN,
    image: await mediaId(request, 'pool-render-modern-villa-lawn-fence'),
    beforeImage: await mediaId(request, 'garden-small-fenced-yard'),
    order: 999,
  });
  tutorialId = await create(request, 'tutorials', { ...TUTORIAL, order: 999 });
  await waitForSite(request, '/gallery', (html) => html.includes(DESIGN.title), 'the new design on /gallery');
  await waitForSite(
    request,
    '/tutorials',
    (html) => html.includes(TUTORIAL.slug),
    'the new tutorial on /tutorials',
  );
});

test.afterAll(async ({ request }) => {
  test.setTimeout(240_000);
  if (designId !== null) await request.delete(`/cms/api/gallery-items/${designId}`, { headers });
  if (tutorialId !== null) await request.delete(`/cms/api/tutorials/${tutorialId}`, { headers });
  if (about) {
    await request.patch(`/cms/api/pages/${about.id}`, {
      headers,
      data: { intro: about.intro, _status: 'published' },
    });
  }
  await waitForSite(
    request,
    '/gallery',
    (html) => !html.includes(DESIGN.title),
    'the design gone from /gallery',
  );
  await waitForSite(request, '/tutorials', (html) => !html.includes(TUTORIAL.slug), 'the tutorial gone');
  const restored = about;
  if (restored) {
    await waitForSite(request, '/about', (html) => html.includes(restored.intro), 'the About intro restored');
  }
});

test('an About intro edited and published in the CMS appears on /about after the rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const current = await publishedPage(request, 'about');
  about = { id: current.id, intro: current.intro };
  const intro = `We build the fastest way to see a pool in your own backyard, edition ${stamp}.`;
  const updated = await request.patch(`/cms/api/pages/${current.id}`, {
    headers,
    data: { intro, _status: 'published' },
  });
  expect(updated.status()).toBe(200);
  await waitForSite(request, '/about', (html) => html.includes(intro), 'the new intro on /about');
  await page.goto('/about');
  await expect(page.locator('[data-intro]')).toHaveText(intro);
  // The description is the search fields' when given, else the intro.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    current.meta?.description || intro,
  );
});

test('a published design with a before photo: in /gallery with a before/after toggle and its style filter, not in the featured preview', async ({
  page,
  request,
}) => {
  await page.goto('/gallery');
  const card = page.locator('[data-gallery-item]').filter({ hasText: DESIGN.title });
  await expect(card).toHaveAttribute('data-style', 'natural');
  await expect(card).toContainText(DESIGN.description);
  await card.scrollIntoViewIfNeeded();
  const toggle = card.getByRole('button', { name: 'Show the backyard before' });
  const before = card.locator('[data-before]');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(before).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(before).toBeVisible();
  await expect(before.getByRole('img', { name: /^The backyard before/ })).toBeVisible();
  await expect
    .poll(() => before.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await toggle.click();
  await expect(before).toBeHidden();

  const natural = (await publishedGallery(request))
    .filter((design) => design.style === 'natural')
    .map((design) => design.title);
  expect(natural).toContain(DESIGN.title);
  const filters = page.getByRole('group', { name: 'Filter by style' });
  await filters.getByRole('button', { name: 'Natural', exact: true }).click();
  await expect(page.locator('[data-gallery-item]').filter({ visible: true }).getByRole('heading')).toHaveText(
    natural,
  );

  await page.goto('/gallery-preview');
  await expect(page.getByText(DESIGN.title)).toHaveCount(0);
  await expect(page.locator('[data-gallery-item]')).not.toHaveCount(0);
});

test('the new design is on the gallery hostname’s landing too', async ({ playwright, baseURL }) => {
  const gallery = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { host: GALLERY_HOST } });
  try {
    expect(await (await gallery.get('/')).text()).toContain(DESIGN.title);
  } finally {
    await gallery.dispose();
  }
});

test('a tutorial with a YouTube link shows the embed, loaded on demand, and is a VideoObject with its embed address', async ({
  page,
}) => {
  await page.goto('/tutorials');
  const section = page.locator(`section#${TUTORIAL.slug}`);
  await expect(section.locator('[data-duration]')).toHaveText('1:35');
  await expect(section.locator('[data-level]')).toHaveText('Intermediate');
  await expect(
    section.getByRole('list', { name: `Steps of ${TUTORIAL.title}` }).getByRole('listitem'),
  ).toHaveCount(2);
  // Far down the page the embed waits behind its button; near the viewport it becomes the player.
  const load = section.getByRole('button', { name: /Click to load video/ });
  await expect(load).toHaveAttribute('data-embed-src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  await expect(section.locator('iframe')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  await expect(section.locator('iframe')).toHaveAttribute('title', TUTORIAL.title);

  const video = (await jsonLdOf(page, '/tutorials')).find((block) => block.name === TUTORIAL.title);
  expect(video).toMatchObject({
    '@type': 'VideoObject',
    duration: 'PT1M35S',
    embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  });
  expect(video?.contentUrl).toBeUndefined();
});
