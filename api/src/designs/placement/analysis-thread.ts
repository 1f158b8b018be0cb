// Where a photo's placement is analysed: in a thread of its own, never on the event loop. The
// analysis (ground.ts) is 20–70 ms of arithmetic over a grid 160 cells wide on this product's
// 2-core machines, and every upload and every design made without corners asks for one: on the
// event loop, each would hold up every request of the process meanwhile (a session check included).
// The thread starts on first use and stays, unreferenced while idle (as the renderer's band workers
// do, renderer/worker-pool.ts): an API process's memory then holds steady instead of rising and
// falling by the thread's isolate as uploads come and go. Where it cannot start, or stops while
// analysing, the analysis runs on the calling thread.
import { Worker } from 'node:worker_threads';
import type { AnalysisRequest } from './analysis-worker.ts';
import { type Grid, type GroundPlacement, placeOnGround } from './ground.ts';

type Reply =
  | { id: number; ok: true; found: GroundPlacement | null }
  | { id: number; ok: false; message: string };

interface Pending {
  resolve: (found: GroundPlacement | null) => void;
  reject: (error: Error) => void;
  grid: Grid;
}

let thread: Worker | null = null;
let threadFailed = false;
let requests = 0;
const pending = new Map<number, Pending>();

function started(): Worker | null {
  if (thread || threadFailed) return thread;
  try {
    const worker = new Worker(new URL('./analysis-worker.ts', import.meta.url));
    worker.on('message', (reply: Reply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if (reply.ok) request.resolve(reply.found);
      else request.reject(new Error(reply.message));
      if (pending.size === 0) worker.unref();
    });
    worker.on('error', () => undefined);
    // A thread that stops leaves its requests to the calling thread; the next asks start another.
    worker.on('exit', () => {
      if (thread === worker) thread = null;
      for (const [id, request] of pending) {
        pending.delete(id);
        settleHere(request);
      }
    });
    thread = worker;
    return worker;
  } catch {
    threadFailed = true;
    return null;
  }
}

function settleHere({ resolve, reject, grid }: Pending): void {
  try {
    resolve(placeOnGround(grid));
  } catch (error) {
    reject(error as Error);
  }
}

/** Where the open ground of `grid` is (ground.ts `placeOnGround`), analysed off the event loop. */
export function analysePlacement(grid: Grid): Promise<GroundPlacement | null> {
  const worker = started();
  if (!worker) return Promise.resolve(placeOnGround(grid));
  worker.ref();
  const id = ++requests;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, grid });
    worker.postMessage({ id, grid } satisfies AnalysisRequest);
  });
}
