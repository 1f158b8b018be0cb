// Image to video as a user meets it: on a design's result page, choose a template and a format,
// see what it costs, make the video and watch its progress, play it in the video view modal,
// download the MP4, see it counted on the dashboard, and find it on the shared design's page.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';

test('a built-in video of a design: made with progress, played, downloaded, counted and shared', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await signIn(page, 'pro');
  const design = await createDesignByApi(page.request, account, { name: 'Video yard' });
  await waitForRenders(page.request, account, [design.id]);

  await page.goto(`/design/result/${design.id}`);
  const panel = page.getByRole('region', { name: 'Make a video' });
  await expect(panel.getByTestId('video-cost')).toHaveText(
    'This video uses 1 of your plan’s videos; you have 3 of 3 left this period.',
  );
  await panel.getByLabel('Before and after reveal').check();
  await panel.getByLabel('Square 1:1').check();
  await panel.getByRole('button', { name: 'Make video' }).click();

  // The video appears at once and shows how far it has got, then its poster to play.
  const card = page.getByTestId('video-card').first();
  await expect(card.getByText('Before and after reveal, Square 1:1')).toBeVisible();
  await expect(
    card.getByRole('progressbar', { name: 'Making Before and after reveal, Square 1:1' }),
  ).toBeVisible();
  const play = card.getByRole('button', { name: 'Play Before and after reveal, Square 1:1' });
  await expect(play).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByTestId('video-cost')).toHaveText(
    'This video uses 1 of your plan’s videos; you have 2 of 3 left this period.',
  );

  await play.click();
  const modal = page.getByRole('dialog', { name: 'Video yard: video' });
  const player = modal.getByTestId('video-player');
  // Chromium decodes it: 8 seconds of 1080 × 1080.
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  expect(
    await player.evaluate((video: HTMLVideoElement) => ({
      seconds: Math.round(video.duration),
      width: video.videoWidth,
      height: video.videoHeight,
    })),
  ).toEqual({ seconds: 8, width: 1080, height: 1080 });
  await expect(modal.getByText(/Made by the Poolscape built-in video maker\./)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await modal.getByRole('link', { name: 'Download MP4' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('poolscape-video-yard-reveal.mp4');
  const bytes = await readFile(await download.path());
  expect(bytes.toString('ascii', 4, 8)).toBe('ftyp');
  await modal.getByRole('button', { name: 'Close' }).click();

  // The dashboard's plan meter counts it next to the images.
  await page.goto('/dashboard');
  await expect(page.getByRole('meter', { name: 'Videos used this period' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(page.getByText('1 of 3 videos used · 2 left')).toBeVisible();

  // Shared: anyone can play it on the design's page, and link previews get the video.
  await page.request.patch(`/api/designs/${design.id}`, {
    headers: account.auth,
    data: { visibility: 'unlisted' },
  });
  const stranger = await browser.newContext({ baseURL });
  const visitor = await stranger.newPage();
  await visitor.goto(`/design/share/${design.id}`);
  await expect(visitor.locator('meta[property="og:video:type"]')).toHaveAttribute('content', 'video/mp4');
  await expect(visitor.getByRole('region', { name: 'Videos' }).locator('video')).toHaveAttribute(
    'poster',
    /\/api\/videos\/.+\/poster$/,
  );
  await stranger.close();
});
