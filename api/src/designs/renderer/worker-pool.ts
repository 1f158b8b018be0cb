// Sharing a render between the calling thread and a few worker threads: the job's rows are cut into
// bands, and each thread takes the next band until none is left. Workers start on first use and
// stay (unreferenced, so they never keep the process alive); if they cannot start or fail, the
// calling thread draws every band itself.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type RenderJob, renderBand } from './bands.ts';

/** Worker threads besides the caller; the renderer is CPU-bound, so one per extra core, at most 3. */
const WORKERS = 0;

let pool: Worker[] | null = null;
let broken = false;

function workers(): Worker[] {
  if (broken || WORKERS === 0) return [];
  if (!pool) {
    try {
      pool = Array.from({ length: WORKERS }, () => {
        const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
        worker.unref();
        worker.on('error', () => {
          broken = true;
        });
        return worker;
      });
    } catch {
      broken = true;
      return [];
    }
  }
  return pool;
}

function runOnWorker(worker: Worker, job: RenderJob, from: number, to: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: { ok: boolean; message?: string }): void => {
      worker.off('error', onError);
      worker.unref();
      if (reply.ok) resolve();
      else reject(new Error(reply.message));
    };
    const onError = (error: Error): void => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.ref();
    worker.postMessage({ job, from, to });
  });
}

/** Draws rows [from, to) of the job, shared between this thread and the workers. */
export async function renderRows(job: RenderJob, from: number, to: number): Promise<void> {
  const helpers = workers();
  // Enough bands for the threads to even out uneven rows (water costs more than lawn).
  const count = helpers.length === 0 ? 1 : (helpers.length + 1) * 4;
  const size = Math.max(16, Math.ceil((to - from) / count));
  const bands: [number, number][] = [];
  for (let y = from; y < to; y += size) bands.push([y, Math.min(to, y + size)]);
  let next = 0;
  const take = (): [number, number] | undefined => bands[next++];

  const helping = helpers.map(async (worker) => {
    for (let band = take(); band; band = take()) await runOnWorker(worker, job, band[0], band[1]);
  });
  // This thread takes bands too, yielding between them so the workers' replies are handled.
  for (let band = take(); band; band = take()) {
    renderBand(job, band[0], band[1]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const results = await Promise.allSettled(helping);
  if (results.some((r) => r.status === 'rejected')) {
    // A worker failed: draw everything here, so the result never depends on which thread drew what.
    broken = true;
    renderBand(job, from, to);
  }
}
