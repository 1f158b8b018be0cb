// A render thread of the built-in engine (built-in.ts starts it): renders each request it is sent
// and sends the batch back. It runs at a lower priority than the process's event loop, so on a
// busy machine a request is answered before a render goes on.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderBuiltIn } from './built-in-render.ts';
import type { RenderRequest } from './engine.ts';

export interface ThreadRequest {
  id: number;
  request: RenderRequest;
}

/** The nice value of render threads: the 10 the worker's systemd unit gives a whole worker process. */
const RENDER_NICE = 10;

/**
 * Lowers this thread's priority, and so that of the helper threads it starts, which inherit it. On
 * Linux a thread has its own nice value, set through its thread id; elsewhere nothing changes.
 */
function giveWayToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (threadId > 0) setPriority(threadId, RENDER_NICE);
  } catch {
    // Not Linux (no /proc/thread-self): the thread keeps the process's priority.
  }
}

giveWayToRequests();
parentPort?.on('message', async ({ id, request }: ThreadRequest) => {
  try {
    // Buffers arrive as plain Uint8Arrays; the renderer reads them as Buffers.
    const photo = Buffer.from(request.photo.buffer, request.photo.byteOffset, request.photo.byteLength);
    const batch = await renderBuiltIn({ ...request, photo });
    // Copied: the images' memory belongs to libvips, which cannot hand it to another thread.
    parentPort?.postMessage({ id, ok: true, batch });
  } catch (error) {
    parentPort?.postMessage({
      id,
      ok: false,
      name: (error as Error).name,
      message: (error as Error).message,
    });
  }
});
