// Sharing a render between the calling thread and a few worker threads: the job's rows are cut into
// bands, and each thread takes the next band until none is left. Workers start on first use and
// stay, unreferenced while idle so they never keep the process alive. If they cannot start or one
// fails, the calling thread draws every band itself.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type RenderJob, renderBand } from './bands.ts';

/** Worker threads besides the caller; the renderer is CPU-bound, so one per extra core, at most 3. */
const WORKERS = Math.min(3, Math.max(0, availableParallelism() - 1));

interface Helper {
  worker: Worker;
  /** Requests sent and not answered yet, by id (several renders may overlap). */
  pending: Map<number, { resolve: () => void; reject: (error: Error) => void }>;
}

let pool: Helper[] | null = null;
let broken = false;
let requests = 0;

function fail(helper: Helper, error: Error): void {
  broken = true;
  for (const { reject } of helper.pending.values()) reject(error);
  helper.pending.clear();
}

function helpers(): Helper[] {
  if (broken || WORKERS === 0) return [];
  if (!pool) {
    try {
      pool = Array.from({ length: WORKERS }, () => {
        const helper: Helper = {
          worker: new Worker(new URL('./render-worker.ts', import.meta.url)),
          pending: new Map(),
        };
        helper.worker.unref();
        helper.worker.on('message', (reply: { id: number; ok: boolean; message?: string }) => {
          const request = helper.pending.get(reply.id);
          helper.pending.delete(reply.id);
          if (helper.pending.size === 0) helper.worker.unref();
          if (reply.ok) request?.resolve();
          else request?.reject(new Error(reply.message));
        });
        helper.worker.on('error', (error) => fail(helper, error));
        helper.worker.on('exit', () => fail(helper, new Error('A render worker stopped.')));
        return helper;
      });
    } catch {
      broken = true;
      return [];
    }
  }
  return broken ? [] : pool;
}

function runOn(helper: Helper, job: RenderJob, from: number, to: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = ++requests;
    helper.pending.set(id, { resolve, reject });
    helper.worker.ref();
    helper.worker.postMessage({ id, job, from, to });
  });
}

/** Draws rows [from, to) of the job, shared between this thread and the workers. */
export async function renderRows(job: RenderJob, from: number, to: number): Promise<void> {
  const others = helpers();
  // Enough bands for the threads to even out uneven rows (water costs more than lawn).
  const count = others.length === 0 ? 1 : (others.length + 1) * 4;
  const size = Math.max(16, Math.ceil((to - from) / count));
  const bands: [number, number][] = [];
  for (let y = from; y < to; y += size) bands.push([y, Math.min(to, y + size)]);
  let next = 0;
  const take = (): [number, number] | undefined => bands[next++];

  const helping = others.map(async (helper) => {
    for (let band = take(); band; band = take()) await runOn(helper, job, band[0], band[1]);
  });
  // This thread takes bands too, yielding between them so the workers' replies are handled.
  for (let band = take(); band; band = take()) {
    renderBand(job, band[0], band[1]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const results = await Promise.allSettled(helping);
  if (results.some((r) => r.status === 'rejected')) {
    // A worker failed: draw everything here (bands are idempotent), so nothing is left half done.
    renderBand(job, from, to);
  }
}
