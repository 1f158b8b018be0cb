// The video worker's two handlers. `makeVideo` makes a queued video from its render and stores
// the MP4 and its poster (a retried job starts over and finishes exactly once; the video was
// charged once, when it was asked for). `failVideo` runs when a job has failed for good: the
// video is marked failed and its debit refunded, at most once, in one transaction.
import { type TimeOfDay, VIDEO_TEXT, type VideoProgressEvent } from '@poolscape/shared';
import type { Pool } from 'pg';
import sharp from 'sharp';
import { awardBadges } from '../badges/badges.ts';
import { refundVideo } from '../billing/ledger.ts';
import { toPixels } from '../designs/corners.ts';
import { type DesignRow, type ImageRow, imageKeys, type VersionRow } from '../designs/designs.ts';
import { builtInEngine } from '../designs/engines/built-in.ts';
import { planChoice } from '../designs/plan-choice.ts';
import { variationSeed } from '../designs/render-job.ts';
import type { VideoJobData } from '../jobs/job-queue.ts';
import {
  failPaidJob,
  finishPaidJob,
  type PaidJob,
  recordPaidJobProgress,
  runPaidJob,
  startPaidJob,
} from '../jobs/paid-job.ts';
import type { Storage } from '../storage/storage.ts';
import type { VideoEngine, VideoRequest } from './engines/engine.ts';
import { VideoRefusedError } from './engines/engine.ts';
import { type VideoRow, videoKeys } from './videos.ts';

export interface VideoWorkerDeps {
  pool: Pool;
  storage: Storage;
  engine: VideoEngine;
}

/** The video as a paid job: its row, and its events as the design's page reads them. */
function videoJob(data: VideoJobData): PaidJob {
  return {
    table: 'app.design_videos',
    id: data.videoId,
    userId: data.userId,
    event: (status, progress, message): VideoProgressEvent => ({
      type: 'video-progress',
      videoId: data.videoId,
      designId: data.designId,
      status,
      progress,
      message,
    }),
  };
}

type Loaded = VideoRow & {
  image: ImageRow;
  version: VersionRow;
  design: DesignRow;
};

async function loadVideo(pool: Pool, videoId: string): Promise<Loaded | null> {
  const row = (
    await pool.query<VideoRow & { image: ImageRow; version: VersionRow; design: DesignRow }>(
      `select v.*, to_jsonb(i) as image, to_jsonb(dv) as version, to_jsonb(d) as design
         from app.design_videos v
         join app.design_images i on i.id = v.image_id
         join app.design_versions dv on dv.id = i.version_id
         join app.designs d on d.id = v.design_id
        where v.id = $1`,
      [videoId],
    )
  ).rows[0];
  return row ?? null;
}

/** The photo the render was made on and the footprint on it: the design's own, or a viewpoint's. */
async function viewOf(
  pool: Pool,
  loaded: Loaded,
): Promise<{ photoKey: string; corners: VersionRow['corners'] }> {
  if (loaded.image.viewpoint === 1)
    return { photoKey: loaded.design.photo_key, corners: loaded.version.corners };
  const row = (
    await pool.query<{ photo_key: string; corners: VersionRow['corners'] }>(
      'select photo_key, corners from app.design_viewpoints where design_id = $1 and viewpoint = $2',
      [loaded.design_id, loaded.image.viewpoint],
    )
  ).rows[0];
  if (!row) throw new Error(`viewpoint ${loaded.image.viewpoint} of design ${loaded.design_id} is missing`);
  return { photoKey: row.photo_key, corners: row.corners };
}

/**
 * The design at day, dusk and night, for the day-to-night template: the render itself for its own
 * time of day, and the built-in renderer with the same seed and options for the others.
 */
async function timesOfDay(
  loaded: Loaded,
  footprint: VersionRow['corners'],
  photo: Buffer,
  render: Buffer,
): Promise<NonNullable<VideoRequest['timesOfDay']>> {
  const options = loaded.version.options;
  const meta = await sharp(photo).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  const { variation, viewpoint } = loaded.image;
  const seed = variationSeed(loaded.design_id, loaded.version.number, variation, viewpoint);
  const corners = toPixels(footprint, width, height);
  const at = async (time: TimeOfDay): Promise<Buffer> => {
    if (time === options.timeOfDay) return render;
    const batch = await builtInEngine.render({
      photo,
      corners,
      style: options.style,
      ...planChoice(options),
      features: options.features,
      timeOfDay: time,
      modelingStyle: 'photoreal',
      prompt: options.prompt,
      seeds: [seed],
      maxWidth: width,
    });
    const image = batch.images[0];
    if (!image) throw new Error('the built-in renderer returned no image');
    return image.raw
      ? sharp(image.image, { raw: { width: image.width, height: image.height, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer()
      : image.image;
  };
  // One after another: each render already uses the renderer's worker threads.
  const day = await at('day');
  const dusk = await at('dusk');
  const night = await at('night');
  return { day, dusk, night };
}

/** The design in words, for a video model. */
function describe(loaded: Loaded): string {
  const options = loaded.version.options;
  const features = options.features.length > 0 ? ` with ${options.features.join(', ')}` : '';
  return `a ${options.style} swimming pool${features} in this backyard, at ${options.timeOfDay}`;
}

/**
 * Makes a queued video. Returns what happened: `made` (this run finished it), `skipped` (already
 * finished or failed), `gone` (the video or its design was deleted meanwhile).
 */
export async function makeVideo(
  deps: VideoWorkerDeps,
  data: VideoJobData,
  signal?: AbortSignal,
): Promise<'made' | 'skipped' | 'gone'> {
  const { pool, storage } = deps;
  const loaded = await loadVideo(pool, data.videoId);
  if (!loaded) return 'gone';
  if (loaded.status === 'ready' || loaded.status === 'failed') return 'skipped';
  const job = videoJob(data);
  await startPaidJob(pool, job, 0, VIDEO_TEXT.making);
  const view = await viewOf(pool, loaded);
  const photo = await storage.get(view.photoKey);
  const render = await storage.get(imageKeys.full(loaded.image.storage_prefix));
  if (!photo || !render) throw new Error(`the files of video ${data.videoId} are missing`);

  let reported = 0;
  const onProgress = (done: number, total: number) => {
    const percent = Math.min(99, Math.floor((done / total) * 100));
    if (percent < reported + 5) return;
    reported = percent;
    // Not awaited: the frames go on while it is stored; a step that fails to be stored is skipped.
    void recordPaidJobProgress(pool, job, percent, {
      progress: percent,
      message: VIDEO_TEXT.frames(done, total),
    }).catch(() => undefined);
  };
  const made = await deps.engine.make({
    template: loaded.template,
    format: loaded.format,
    photo: photo.body,
    render: render.body,
    focus: loaded.image.focus,
    timesOfDay:
      loaded.template === 'day-to-night' && deps.engine.name === 'builtin'
        ? await timesOfDay(loaded, view.corners, photo.body, render.body)
        : undefined,
    description: describe(loaded),
    onProgress,
    signal,
  });
  if (signal?.aborted) throw new Error('the video job was taken over by another worker');
  await storage.put(videoKeys.mp4(data.designId, data.videoId), made.mp4, 'video/mp4');
  await storage.put(videoKeys.poster(data.designId, data.videoId), made.poster, 'image/jpeg');

  const finished = await finishPaidJob(pool, job, {
    message: VIDEO_TEXT.ready,
    columns: {
      width: made.width,
      height: made.height,
      duration_seconds: made.durationSeconds,
      engine: made.engine,
      model: made.model,
      cost_usd: made.costUsd.toFixed(4),
    },
  });
  if (finished) {
    // The first video earns a badge (reading the badges awards it too, should this fail).
    await awardBadges(pool, data.userId).catch(() => undefined);
    return 'made';
  }
  // Deleted (or failed) while it was being made: what was just stored goes too.
  const still = await pool.query('select 1 from app.design_videos where id = $1', [data.videoId]);
  if (still.rowCount !== 0) return 'skipped';
  await storage.delete(videoKeys.mp4(data.designId, data.videoId));
  await storage.delete(videoKeys.poster(data.designId, data.videoId));
  return 'gone';
}

/**
 * The queue's video handler. A video that trying again cannot make (VideoRefusedError) fails at
 * once, refunded, with the engine's message; anything else is thrown for the queue to retry.
 */
export async function runVideoJob(
  deps: VideoWorkerDeps,
  data: VideoJobData,
  signal?: AbortSignal,
): Promise<void> {
  await runPaidJob(
    () => makeVideo(deps, data, signal),
    VideoRefusedError,
    (message) => failVideo(deps, data, message),
  );
}

/**
 * The job failed for good: the video is marked failed and refunded, both at most once. A video
 * that finished after all keeps its charge.
 */
export async function failVideo(
  deps: Pick<VideoWorkerDeps, 'pool'>,
  data: VideoJobData,
  message: string = VIDEO_TEXT.failed,
): Promise<void> {
  await failPaidJob(deps.pool, videoJob(data), {
    message,
    refund: (client) => refundVideo(client, data.videoId),
  });
}
