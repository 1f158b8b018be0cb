// The built-in video maker: needs no outside service. It frames the photo and the render the same
// way around the pool in the chosen format, draws the template's frames here (templates.ts) and
// has the bundled ffmpeg encode them. The first frame is the photo and the last the render.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { VIDEO_FPS, VIDEO_SIZES } from '@poolscape/shared';
import sharp from 'sharp';
import { encodeMp4 } from '../ffmpeg.ts';
import { frameRect, pushInRect, type Rect, type RgbImage } from '../frames.ts';
import { dayToNightPlan, pushInPlan, revealPlan, type VideoPlan } from '../templates.ts';
import type { MadeVideo, VideoEngine, VideoRequest } from './engine.ts';

export const BUILT_IN_VIDEO_MODEL = 'built-in video maker';
/** How much closer the push-in ends than it starts. */
const PUSH_IN_ZOOM = 1.3;

/** Pixels of a PNG (or any image) as raw RGB, at `width` × `height` when given. */
async function rgb(image: Buffer, size?: { width: number; height: number }): Promise<RgbImage> {
  const pipeline = sharp(image).removeAlpha().toColourspace('srgb');
  if (size) pipeline.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** `rect` of an image scaled to the video's size with a sharp (Lanczos) filter, as raw RGB. */
async function framed(image: Buffer, rect: Rect, size: { width: number; height: number }): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const left = Math.max(0, Math.round(rect.x));
  const top = Math.max(0, Math.round(rect.y));
  const width = Math.min((meta.width ?? 0) - left, Math.round(rect.width));
  const height = Math.min((meta.height ?? 0) - top, Math.round(rect.height));
  return sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .extract({ left, top, width, height })
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

async function planFor(request: VideoRequest): Promise<VideoPlan> {
  const size = VIDEO_SIZES[request.format];
  const photoMeta = await sharp(request.photo).metadata();
  const photoSize = { width: photoMeta.width ?? 1, height: photoMeta.height ?? 1 };
  // A render is the photo's size; should one not be, it is fitted to the photo so both line up.
  const sameSize = async (image: Buffer) => {
    const meta = await sharp(image).metadata();
    return meta.width === photoSize.width && meta.height === photoSize.height
      ? image
      : sharp(image).resize(photoSize.width, photoSize.height, { fit: 'fill' }).png().toBuffer();
  };
  const rect = frameRect(photoSize.width, photoSize.height, size.width / size.height, request.focus);
  const photo = await framed(request.photo, rect, size);
  switch (request.template) {
    case 'reveal':
      return revealPlan(
        { ...size, photo, render: await framed(await sameSize(request.render), rect, size) },
        VIDEO_FPS,
      );
    case 'push-in':
      return pushInPlan(
        {
          ...size,
          photo: await rgb(request.photo),
          render: await rgb(await sameSize(request.render)),
          start: rect,
          end: pushInRect(rect, request.focus, PUSH_IN_ZOOM),
        },
        VIDEO_FPS,
      );
    case 'day-to-night': {
      const times = request.timesOfDay;
      if (!times) throw new Error('the day-to-night template needs the design at each time of day');
      return dayToNightPlan(
        {
          ...size,
          photo,
          day: await framed(await sameSize(times.day), rect, size),
          dusk: await framed(await sameSize(times.dusk), rect, size),
          night: await framed(await sameSize(times.night), rect, size),
        },
        VIDEO_FPS,
      );
    }
  }
}

/**
 * The plan's frames in order, letting other work run between them and telling progress. Drawn
 * frames take turns in two scratch buffers: the encoder has taken a frame in full (its pipe
 * drained) before the next is asked for, so the one before it is free again.
 */
async function* framesOf(
  plan: VideoPlan,
  request: VideoRequest,
  size: { width: number; height: number },
  last: { frame: Buffer | null },
) {
  const scratch = [Buffer.alloc(size.width * size.height * 3), Buffer.alloc(size.width * size.height * 3)];
  for (let index = 0; index < plan.frames; index++) {
    if (request.signal?.aborted) return;
    const frame = plan.frame(index, scratch[index % 2]);
    if (index === plan.frames - 1) last.frame = frame;
    yield frame;
    if (index % 10 === 9) request.onProgress?.(index + 1, plan.frames);
    // Frames are drawn on the API's thread: requests are answered between them.
    await yieldToEventLoop();
  }
}

export const builtInVideoEngine: VideoEngine = {
  name: 'builtin',
  async make(request): Promise<MadeVideo> {
    const size = VIDEO_SIZES[request.format];
    const plan = await planFor(request);
    const last: { frame: Buffer | null } = { frame: null };
    const mp4 = await encodeMp4({
      ...size,
      fps: VIDEO_FPS,
      frames: framesOf(plan, request, size, last),
      signal: request.signal,
    });
    const lastFrame = last.frame ?? plan.frame(plan.frames - 1);
    const poster = await sharp(lastFrame, { raw: { ...size, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    request.onProgress?.(plan.frames, plan.frames);
    return {
      mp4,
      poster,
      ...size,
      durationSeconds: plan.frames / VIDEO_FPS,
      engine: 'builtin',
      model: BUILT_IN_VIDEO_MODEL,
      costUsd: 0,
    };
  },
};
