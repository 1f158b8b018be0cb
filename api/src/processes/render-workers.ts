// The render and video workers of a process. `npm start` runs RENDER_WORKERS of them beside the
// HTTP server; a worker process (SERVE_HTTP=false, `npm run worker`) runs only them. Each job's
// seconds are added to `app.render_timings` for `/api/metrics`, whichever process ran it.
import type { Pool } from '../db/pool.ts';
import { selectEngine } from '../designs/engines/select.ts';
import { failVersion, runRenderJob } from '../designs/render-job.ts';
import type { Env } from '../env.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type RenderKind, recordRenderSeconds } from '../metrics/render-timings.ts';
import type { Storage } from '../storage/storage.ts';
import { selectVideoEngine } from '../videos/engines/select.ts';
import { failVideo, runVideoJob } from '../videos/video-job.ts';

export interface RenderWorkerContext {
  pool: Pool;
  storage: Storage;
  env: Env;
  say: (message: string) => void;
}

/** `run`, with the seconds of each job that ends without an error recorded. */
function timed<T>(
  { pool, say }: RenderWorkerContext,
  kind: RenderKind,
  run: (job: T, signal: AbortSignal) => Promise<void>,
): (job: T, signal: AbortSignal) => Promise<void> {
  return async (job, signal) => {
    const started = performance.now();
    await run(job, signal);
    await recordRenderSeconds(pool, kind, (performance.now() - started) / 1000).catch((error: Error) =>
      say(`warning: render time not recorded: ${error.message}`),
    );
  };
}

/** Starts RENDER_WORKERS render workers and as many video workers on `queue` (none when 0). */
export async function startRenderWorkers(queue: JobQueue, context: RenderWorkerContext): Promise<void> {
  const { pool, storage, env, say } = context;
  const worker = { pool, storage, engine: selectEngine(env, say) };
  const videoWorker = { pool, storage, engine: selectVideoEngine(env, say) };
  await queue.work(
    {
      render: timed(context, 'design', (job, signal) => runRenderJob(worker, job, signal)),
      failed: (job) => failVersion(worker, job),
    },
    env.RENDER_WORKERS,
    {
      make: timed(context, 'video', (job, signal) => runVideoJob(videoWorker, job, signal)),
      failed: (job) => failVideo(videoWorker, job),
    },
  );
}
