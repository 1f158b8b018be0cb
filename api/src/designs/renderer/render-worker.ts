// A worker thread that draws bands of render jobs (see bands.ts and worker-pool.ts).
import { parentPort } from 'node:worker_threads';
import { type RenderJob, renderBand } from './bands.ts';

export interface BandRequest {
  job: RenderJob;
  from: number;
  to: number;
}

parentPort?.on('message', ({ job, from, to }: BandRequest) => {
  try {
    renderBand(job, from, to);
    parentPort?.postMessage({ ok: true });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
