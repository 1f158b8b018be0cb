// For the design studio's tests: a fast stand-in render engine (the built-in renderer takes about
// a second per image) and a way to run queued render jobs now.
import type { RenderEngine, RenderRequest } from '@poolscape/api/designs/engines/engine';
import { failVersion, renderVersion } from '@poolscape/api/designs/render-job';
import {
  type JobQueue,
  RENDER_FAILED_QUEUE,
  RENDER_QUEUE,
  type RenderJobData,
} from '@poolscape/api/jobs/job-queue';
import type { Storage } from '@poolscape/api/storage/storage';
import type { Pool } from 'pg';
import sharp from 'sharp';

export interface StandInEngine extends RenderEngine {
  /** Every request it was given, in order. */
  calls: RenderRequest[];
  /** Throws on the call with this (1-based) number, once. */
  failOnCall: number | null;
}

/** Paints the pool's bounding box a flat blue over the photo: same size, lossless, fast. */
export function standInEngine(): StandInEngine {
  const engine: StandInEngine = {
    name: 'stand-in',
    batchSize: 1,
    calls: [],
    failOnCall: null,
    async render(request) {
      engine.calls.push(request);
      if (engine.failOnCall === engine.calls.length) {
        engine.failOnCall = null;
        throw new Error('stand-in renderer failure');
      }
      const meta = await sharp(request.photo).metadata();
      const width = meta.width ?? 1;
      const height = meta.height ?? 1;
      const xs = request.corners.map((point) => point.x);
      const ys = request.corners.map((point) => point.y);
      const left = Math.max(0, Math.floor(Math.min(...xs)));
      const top = Math.max(0, Math.floor(Math.min(...ys)));
      const boxWidth = Math.max(1, Math.min(width - left, Math.ceil(Math.max(...xs)) - left));
      const boxHeight = Math.max(1, Math.min(height - top, Math.ceil(Math.max(...ys)) - top));
      const images = await Promise.all(
        request.seeds.map(async (seed) => {
          const pool = await sharp({
            create: {
              width: boxWidth,
              height: boxHeight,
              channels: 3,
              background: { r: 20, g: seed % 200, b: 220 },
            },
          })
            .png()
            .toBuffer();
          const image = await sharp(request.photo)
            .composite([{ input: pool, left, top }])
            .png({ compressionLevel: 1 })
            .toBuffer();
          return { image, width, height, focus: { x: left, y: top, width: boxWidth, height: boxHeight } };
        }),
      );
      return {
        images,
        engine: 'stand-in',
        model: 'flat blue box',
        costPerImageUsd: 0.01,
        promptReading: null,
      };
    },
  };
  return engine;
}

/**
 * Runs every render job that is ready now through the real queue (fetch, handler, complete or
 * fail), as a worker would. Returns how many jobs ran.
 */
export async function drainRenderJobs(
  queue: JobQueue,
  deps: { pool: Pool; storage: Storage; engine: RenderEngine },
): Promise<number> {
  let ran = 0;
  for (;;) {
    const jobs = await queue.boss.fetch<RenderJobData>(RENDER_QUEUE, { batchSize: 10 });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      ran += 1;
      try {
        await renderVersion(deps, job.data);
        await queue.boss.complete(RENDER_QUEUE, job.id);
      } catch (error) {
        await queue.boss.fail(RENDER_QUEUE, job.id, { message: (error as Error).message });
      }
    }
  }
  for (;;) {
    const failed = await queue.boss.fetch<RenderJobData>(RENDER_FAILED_QUEUE, { batchSize: 10 });
    if (failed.length === 0) break;
    for (const job of failed) {
      await failVersion(deps, job.data);
      await queue.boss.complete(RENDER_FAILED_QUEUE, job.id);
    }
  }
  return ran;
}
