// A worker thread that draws bands of render jobs (see bands.ts and worker-pool.ts).
import { parentPort } from 'node:worker_threads';
import { type RenderJob, renderBand } from './bands.ts';

interface BandRequest {
  id: number;
  job: RenderJob;
  from: number;
  to: number;
}

parentPort?.on('message', ({ id, job, from, to }: BandRequest) => {
  try {
    renderBand(job, from, to);
    parentPort?.postMessage({ id, ok: true });
  } catch (error) {
    parentPort?.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
