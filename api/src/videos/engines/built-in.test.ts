// The built-in video maker end to end with the bundled ffmpeg, checked by ffprobe from its own
// package: an H.264 MP4 of the format's size, 30 fps and the template's length, whose first frame
// is the photo and whose last is the render, both framed around the pool.
import { VIDEO_SIZES, type VideoFormat, type VideoTemplate } from '@poolscape/shared';
import { probeVideo, psnr, videoFrame } from '@poolscape/tests/kit/videos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { frameRect, pushInRect } from '../frames.ts';
import { builtInVideoEngine } from './built-in.ts';

/** A 900 × 700 "yard": sky, lawn and a few shapes, so crops of it differ from one another. */
async function yard(): Promise<Buffer> {
  const shapes = await Promise.all(
    [
      { left: 60, top: 380, width: 140, height: 160, colour: '#8a5a3c' },
      { left: 700, top: 120, width: 120, height: 300, colour: '#2f4f2f' },
      { left: 420, top: 60, width: 60, height: 60, colour: '#f4e3a1' },
    ].map(async (shape) => ({
      input: await sharp({
        create: { width: shape.width, height: shape.height, channels: 3, background: shape.colour },
      })
        .png()
        .toBuffer(),
      left: shape.left,
      top: shape.top,
    })),
  );
  return sharp({ create: { width: 900, height: 700, channels: 3, background: '#5b8c4a' } })
    .composite([
      {
        input: await sharp({ create: { width: 900, height: 250, channels: 3, background: '#9cc3e6' } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
      ...shapes,
    ])
    .png()
    .toBuffer();
}

const focus = { x: 300, y: 420, width: 320, height: 160 };

/** The same yard with a pool painted in the focus box, in `colour`. */
async function withPool(photo: Buffer, colour: string): Promise<Buffer> {
  const pool = await sharp({
    create: { width: focus.width, height: focus.height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return sharp(photo)
    .composite([{ input: pool, left: focus.x, top: focus.y }])
    .png()
    .toBuffer();
}

/** `rect` of an image at the video's size, as the test expects the frame to show it. */
async function expectedFrame(
  image: Buffer,
  rect: { x: number; y: number; width: number; height: number },
  format: VideoFormat,
) {
  const size = VIDEO_SIZES[format];
  return sharp(image)
    .removeAlpha()
    .extract({
      left: Math.round(rect.x),
      top: Math.round(rect.y),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    })
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer();
}

describe('the built-in video maker', () => {
  const cases: { template: VideoTemplate; format: VideoFormat; frames: number }[] = [
    { template: 'reveal', format: '9:16', frames: 240 },
    { template: 'push-in', format: '1:1', frames: 240 },
    { template: 'day-to-night', format: '16:9', frames: 300 },
  ];

  for (const { template, format, frames } of cases) {
    it(`makes the ${template} template in ${format}: the photo first, the render last`, {
      timeout: 120_000,
    }, async () => {
      const photo = await yard();
      const day = await withPool(photo, '#1e90ff');
      const times = { day, dusk: await withPool(photo, '#c06a3a'), night: await withPool(photo, '#0a1a4a') };
      const render = template === 'day-to-night' ? times.night : day;
      const progress: number[] = [];
      const made = await builtInVideoEngine.make({
        template,
        format,
        photo,
        render,
        focus,
        timesOfDay: template === 'day-to-night' ? times : undefined,
        description: 'a modern pool',
        onProgress: (done) => progress.push(done),
      });
      const size = VIDEO_SIZES[format];
      expect(made).toMatchObject({ ...size, durationSeconds: frames / 30, engine: 'builtin' });
      const probed = await probeVideo(made.mp4);
      expect(probed).toMatchObject({
        codec: 'h264',
        pixelFormat: 'yuv420p',
        ...size,
        frames,
        fps: '30/1',
        format: 'mov,mp4,m4a,3gp,3g2,mj2',
      });
      expect(probed.seconds).toBeCloseTo(frames / 30, 1);
      expect(progress.at(-1)).toBe(frames);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      const rect = frameRect(900, 700, size.width / size.height, focus);
      const endRect = template === 'push-in' ? pushInRect(rect, focus, 1.3) : rect;
      const first = await videoFrame(made.mp4, 0, size.width, size.height);
      const last = await videoFrame(made.mp4, frames - 1, size.width, size.height);
      const photoFrame = await expectedFrame(photo, rect, format);
      const renderFrame = await expectedFrame(render, endRect, format);
      // Exactly the photo and the render, as far as H.264 keeps them, and clearly not the other.
      expect(psnr(first, photoFrame)).toBeGreaterThan(34);
      expect(psnr(last, renderFrame)).toBeGreaterThan(34);
      expect(psnr(first, await expectedFrame(render, rect, format))).toBeLessThan(30);
      expect(psnr(last, await expectedFrame(photo, endRect, format))).toBeLessThan(30);
      // The poster is the last frame.
      expect(await sharp(made.poster).metadata()).toMatchObject({ format: 'jpeg', ...size });
    });
  }
});
