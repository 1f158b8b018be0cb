// A page's frames as Chromium paints them, taken with the DevTools protocol's screencast
// (`Page.startScreencast`: a JPEG each time the screen changes, with its time), then laid on a
// steady clock and encoded by the project's ffmpeg into an H.264 MP4. Playwright's own video
// capture is not used: it needs an ffmpeg build of its own that is downloaded from elsewhere.
import type { CDPSession, Page } from '@playwright/test';
import { encodeMp4 } from '@poolscape/api/videos/ffmpeg';
import sharp from 'sharp';

export const VIDEO_SIZE = { width: 1280, height: 720 };
/** Enough for a pointer moving smoothly; a still screen costs next to nothing at any rate. */
export const VIDEO_FPS = 20;
/** Text and flat colours stay sharp at a higher rate factor than photos need: a third of the size. */
const SCREEN_CRF = 26;

interface Frame {
  /** Seconds, on the screencast's clock. */
  at: number;
  jpeg: Buffer;
}

/**
 * The frames of whichever page is on screen: a tour that opens a second tab (WordPress's profile,
 * say) shows that tab until it switches back. A page's screencast sends a frame only when the page
 * changes, so a page shown again starts from the last frame it sent.
 */
export class Screencast {
  private readonly frames: Frame[] = [];
  private readonly pages = new Map<Page, { session: CDPSession; last: Frame | null }>();
  private shown: Page | null = null;
  private stoppedAt: number | null = null;

  /** Puts `page` on screen, starting its screencast the first time. */
  async show(page: Page): Promise<void> {
    let entry = this.pages.get(page);
    if (!entry) {
      const session = await page.context().newCDPSession(page);
      const added: { session: CDPSession; last: Frame | null } = { session, last: null };
      entry = added;
      this.pages.set(page, added);
      session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
        const frame = { at: metadata.timestamp ?? Date.now() / 1000, jpeg: Buffer.from(data, 'base64') };
        added.last = frame;
        if (this.shown === page) this.frames.push(frame);
        session.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
      });
      await session.send('Page.startScreencast', {
        format: 'jpeg',
        quality: 90,
        maxWidth: VIDEO_SIZE.width,
        maxHeight: VIDEO_SIZE.height,
      });
    }
    this.shown = page;
    if (entry.last) this.frames.push({ at: Date.now() / 1000, jpeg: entry.last.jpeg });
  }

  async stop(): Promise<void> {
    // The screencast's clock is the wall clock in seconds; the last frame lasts until now.
    this.stoppedAt = Date.now() / 1000;
    for (const { session } of this.pages.values()) {
      // A tab the tour closed has taken its session with it.
      await session.send('Page.stopScreencast').catch(() => undefined);
      await session.detach().catch(() => undefined);
    }
  }

  /** Encodes the frames at a steady rate; resolves with the MP4 and its length in seconds. */
  async encode(): Promise<{ mp4: Buffer; seconds: number }> {
    const first = this.frames[0];
    if (!first || this.stoppedAt === null)
      throw new Error('the screencast was not stopped, or showed nothing');
    const start = first.at;
    const opening = first.jpeg;
    const count = Math.ceil((this.stoppedAt - start) * VIDEO_FPS);
    const frames = this.frames;
    async function* steady(): AsyncIterable<Buffer> {
      let index = 0;
      let decoded: { index: number; rgb: Buffer } | undefined;
      for (let n = 0; n < count; n += 1) {
        const at = start + n / VIDEO_FPS;
        while ((frames[index + 1]?.at ?? Number.POSITIVE_INFINITY) <= at) index += 1;
        if (decoded?.index !== index) decoded = { index, rgb: await rgb(frames[index]?.jpeg ?? opening) };
        yield decoded.rgb;
      }
    }
    const mp4 = await encodeMp4({ ...VIDEO_SIZE, fps: VIDEO_FPS, frames: steady(), crf: SCREEN_CRF });
    return { mp4, seconds: count / VIDEO_FPS };
  }
}

/** A frame as raw RGB at the video's size (a frame of another size is fitted, never stretched). */
function rgb(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .resize({ ...VIDEO_SIZE, fit: 'contain', background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
}
