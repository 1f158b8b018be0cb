// A render thread of the built-in engine (built-in.ts starts it): renders each request it is sent
// and sends the batch back. It runs at a lower priority than the process's event loop, so on a
// busy machine a request is answered before a render goes on.
import { parentPort } from 'node:worker_threads';
import { lowerThisThread } from '../../processes/thread-priority.ts';
import { renderBuiltIn } from './built-in-render.ts';
import type { RenderRequest } from './engine.ts';

export interface ThreadRequest {
  id: number;
  request: RenderRequest;
}

// This thread's priority is lowered, and so that of the libvips threads it starts, which inherit it.
lowerThisThread();
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
