// Whether a video on a page really plays, not only that its element is there: the file is
// served, this browser decodes it, and its picture moves.
import { expect, type Locator } from '@playwright/test';

/**
 * The codec of the demo and tutorial videos in `site/public/videos/` (H.264 Main, level 3.1).
 * Chromium builds without the proprietary codecs (Playwright's own download, for one) cannot
 * decode it and the page rightly says "Video unavailable"; Debian's `chromium` can.
 */
const SITE_VIDEO_TYPE = 'video/mp4; codecs="avc1.4d401f"';

/** What `video` is doing: "playing" once it is past its first moment, else why not. */
function playback(video: Locator): Promise<string> {
  return video.evaluate((element: HTMLVideoElement) => {
    if (element.dataset.failed || element.error)
      return `"Video unavailable" (media error ${element.error?.code ?? 'on its source'})`;
    if (!element.currentSrc && !element.querySelector('source')) return 'no source yet';
    if (element.currentTime > 0.2 && element.videoWidth > 0) return 'playing';
    return `${element.paused ? 'paused' : 'started'} at ${element.currentTime} s, ready state ${element.readyState}`;
  });
}

/** Starts `video` (a player with controls) and waits until it has played a moment of its file. */
export async function expectVideoToPlay(video: Locator): Promise<void> {
  // Near the viewport a lazy video gets its source (scrolled even if it is hidden already).
  await video.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect
    .poll(() => playback(video), { message: 'the video gets its source' })
    .not.toBe('no source yet');
  expect(
    await video.evaluate((element: HTMLVideoElement, type) => element.canPlayType(type), SITE_VIDEO_TYPE),
    `this Chromium cannot decode the site's H.264 videos: run the browser tests with Debian's chromium`,
  ).not.toBe('');
  expect(await playback(video), 'the video before it is started').not.toMatch(/^"Video unavailable"/);
  // As a keyboard user starts it: Space on the focused player.
  await video.press('Space');
  await expect.poll(() => playback(video), { message: 'the video plays' }).toBe('playing');
}
