// The built-in engine: the offline, deterministic renderer (built-in-render.ts), which needs no
// outside service. Each render runs whole in a render thread of its own (built-in-thread.ts), so
// decoding, drawing and compositing never hold up the process's event loop: an API process that
// renders (`npm start`) keeps answering its requests at once while it does. Threads are started as
// renders overlap, kept while in use, and end after a minute idle. Where no thread can start, the
// render runs on the calling thread.
import { Worker } from 'node:worker_threads';
import { renderBuiltIn } from './built-in-render.ts';
import type { ThreadRequest } from './built-in-thread.ts';
import type { RenderBatch, RenderEngine, RenderRequest } from './engine.ts';

const IDLE_MS = 60_000;

type Reply =
  | { id: number; ok: true; batch: RenderBatch }
  | { id: number; ok: false; name: string; message: string };

interface RenderThread {
  worker: Worker;
  idle?: NodeJS.Timeout;
}

const idle: RenderThread[] = [];
let threadsFailed = false;
let requests = 0;

function startThread(): RenderThread | null {
  if (threadsFailed) return null;
  try {
    const thread: RenderThread = { worker: new Worker(new URL('./built-in-thread.ts', import.meta.url)) };
    thread.worker.on('error', () => undefined);
    return thread;
  } catch {
    threadsFailed = true;
    return null;
  }
}

function takeThread(): RenderThread | null {
  const thread = idle.pop() ?? startThread();
  if (thread) {
    clearTimeout(thread.idle);
    thread.worker.ref();
  }
  return thread;
}

function giveBack(thread: RenderThread): void {
  thread.worker.unref();
  thread.idle = setTimeout(() => {
    idle.splice(idle.indexOf(thread), 1);
    void thread.worker.terminate();
  }, IDLE_MS);
  thread.idle.unref();
  idle.push(thread);
}

/** Renders `request` in a render thread; a thread that fails is ended, and the error thrown here. */
function renderInThread(thread: RenderThread, request: RenderRequest): Promise<RenderBatch> {
  const id = ++requests;
  return new Promise<RenderBatch>((resolve, reject) => {
    const onMessage = (reply: Reply): void => {
      if (reply.id !== id) return;
      settle();
      giveBack(thread);
      if (reply.ok) resolve(withBuffers(reply.batch));
      else reject(Object.assign(new Error(reply.message), { name: reply.name }));
    };
    const onExit = (code: number): void => {
      settle();
      reject(new Error(`the render thread stopped (exit ${code})`));
    };
    const settle = (): void => {
      thread.worker.off('message', onMessage);
      thread.worker.off('exit', onExit);
    };
    thread.worker.on('message', onMessage);
    thread.worker.on('exit', onExit);
    thread.worker.postMessage({ id, request } satisfies ThreadRequest);
  });
}

/** Images come back as plain Uint8Arrays; the rest of the product reads them as Buffers. */
function withBuffers(batch: RenderBatch): RenderBatch {
  return {
    ...batch,
    images: batch.images.map(({ files, ...image }) => ({
      ...image,
      image: asBuffer(image.image),
      ...(files && {
        files: {
          full: asBuffer(files.full),
          display: asBuffer(files.display),
          thumb: asBuffer(files.thumb),
          standard: files.standard && asBuffer(files.standard),
        },
      }),
    })),
  };
}

/** A Buffer over the same memory as `bytes` (no copy). */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const builtInEngine: RenderEngine = {
  name: 'builtin',
  // One image at a time, so progress moves after each.
  batchSize: 1,
  async render(request) {
    const thread = takeThread();
    return thread ? renderInThread(thread, request) : renderBuiltIn(request);
  },
};
