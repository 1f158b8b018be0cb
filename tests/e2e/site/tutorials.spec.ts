// /tutorials: every published tutorial with its level, length, summary, video and numbered steps,
// a table of contents, and a VideoObject for each.
import { expect, test } from '@playwright/test';
import { jsonLdOf, minutesAndSeconds, publishedTutorials } from '../helpers/site-content.ts';
import { expectVideoToPlay } from '../helpers/video.ts';

const LEVELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

test('every published tutorial is a section with its title, level, m:ss length, summary, video and numbered steps', async ({
  page,
  request,
}) => {
  const tutorials = await publishedTutorials(request);
  expect(tutorials.length).toBeGreaterThan(0);
  await page.goto('/tutorials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video tutorials');
  await expect(page.locator('[data-tutorial]')).toHaveCount(tutorials.length);
  for (const tutorial of tutorials) {
    const section = page.locator(`section#${tutorial.slug}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(tutorial.title);
    await expect(section.locator('[data-level]')).toHaveText(LEVELS[tutorial.level]);
    await expect(section.locator('[data-duration]')).toHaveText(minutesAndSeconds(tutorial.durationSeconds));
    await expect(section).toContainText(tutorial.summary);
    if (tutorial.videoUrl.startsWith('/')) {
      const video = section.locator('video');
      await expect(video).toHaveAttribute('data-lazy-src', tutorial.videoUrl);
    } else {
      await expect(section.locator('[data-embed-src], iframe')).toHaveCount(1);
    }
    const steps = section.getByRole('list', { name: `Steps of ${tutorial.title}` }).getByRole('listitem');
    await expect(steps).toHaveCount(tutorial.steps?.length ?? 0);
    for (const [index, step] of (tutorial.steps ?? []).entries()) {
      await expect(steps.nth(index).getByRole('heading')).toHaveText(`Step ${index + 1}: ${step.title}`);
      await expect(steps.nth(index)).toContainText(step.detail);
    }
  }
});

test('every tutorial’s video plays: a file once it nears the viewport, a YouTube link as its embed', async ({
  page,
  request,
}) => {
  const tutorials = await publishedTutorials(request);
  // The seeded tutorials play video files of the site: without them this test has nothing to prove.
  expect(tutorials.filter((tutorial) => tutorial.videoUrl.startsWith('/')).length).toBeGreaterThan(0);
  // No outside calls in tests: the embed's frame gets an empty page.
  await page.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ body: '<html></html>', contentType: 'text/html' }),
  );
  await page.goto('/tutorials');
  for (const tutorial of tutorials) {
    const section = page.locator(`section#${tutorial.slug}`);
    if (tutorial.videoUrl.startsWith('/')) {
      const video = section.locator('video');
      await expectVideoToPlay(video);
      await expect(video).toHaveJSProperty('controls', true);
      await expect(video).toHaveAttribute('aria-label', tutorial.title);
      await expect(video.locator('source')).toHaveAttribute('src', tutorial.videoUrl);
      await expect(section.getByText('Video unavailable')).toBeHidden();
    } else {
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\//);
    }
  }
});

test('a video far down the page gets its player controls at the first Tab, so Tab stops at it in order', async ({
  page,
}) => {
  await page.goto('/tutorials');
  const last = page.locator('section[data-tutorial] video').last();
  // Far below the first screen a video waits for its source and controls...
  await expect(last).toHaveAttribute('data-lazy-ready', 'true');
  await expect(last).toHaveJSProperty('controls', false);
  // ...until a keyboard user starts moving through the page.
  await page.keyboard.press('Tab');
  await expect(last).toHaveJSProperty('controls', true);
  await expect(last).toHaveAttribute('aria-label', /\S/);
  await expect(last.locator('source')).toHaveCount(0);
});

test('the table of contents links to each tutorial', async ({ page, request }) => {
  const tutorials = await publishedTutorials(request);
  const last = tutorials.at(-1);
  if (!last) throw new Error('the CMS has no published tutorial (the seed publishes them)');
  await page.goto('/tutorials');
  const contents = page.getByRole('navigation', { name: 'Tutorials on this page' });
  await expect(contents.getByRole('link')).toHaveCount(tutorials.length);
  await contents.getByRole('link', { name: last.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${last.slug}$`));
  await expect(page.locator(`section#${last.slug}`).getByRole('heading', { level: 2 })).toBeInViewport();
});

test('each tutorial is a VideoObject with its name, length and video address', async ({ page, request }) => {
  const tutorials = await publishedTutorials(request);
  expect(tutorials.length).toBeGreaterThan(0);
  const data = await jsonLdOf(page, '/tutorials');
  expect(data.map((block) => block['@type'])).toEqual(tutorials.map(() => 'VideoObject'));
  for (const [index, tutorial] of tutorials.entries()) {
    const video = data[index] ?? {};
    expect(video.name).toBe(tutorial.title);
    expect(video.description).toBe(tutorial.summary);
    expect(video.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    expect(String(video.thumbnailUrl)).toMatch(/^http/);
    expect(video.uploadDate).toBeTruthy();
    if (tutorial.videoUrl.startsWith('/'))
      expect(new URL(String(video.contentUrl)).pathname).toBe(tutorial.videoUrl);
    else expect(String(video.embedUrl)).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
  }
});
