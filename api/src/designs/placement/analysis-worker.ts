// The placement analysis thread (analysis-thread.ts starts it): reads each grid it is sent for open
// ground (ground.ts) and sends back what it found. It runs at the render threads' lower priority, so
// on a busy machine a request waits for no photo's analysis.
import { parentPort } from 'node:worker_threads';
import { lowerThisThread } from '../../processes/thread-priority.ts';
import { type Grid, placeOnGround } from './ground.ts';

export interface AnalysisRequest {
  id: number;
  grid: Grid;
}

lowerThisThread();
parentPort?.on('message', ({ id, grid }: AnalysisRequest) => {
  try {
    parentPort?.postMessage({ id, ok: true, found: placeOnGround(grid) });
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, message: (error as Error).message });
  }
});
