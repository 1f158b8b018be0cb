// The worker thread of a build's on-demand pages (page-renderer.ts): it loads the build's server
// entry and answers the API's requests one message at a time.

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RendererReply, RendererRequest, ServerEntry } from './page-renderer.ts';

const { entry, site } = workerData as { entry: string; site: string };
const server = (await import(pathToFileURL(entry).href)) as ServerEntry;
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');

async function answer(request: RendererRequest): Promise<unknown> {
  switch (request.kind) {
    case 'render':
      return server.render(new URL(request.path, site).href);
    case 'render-preview':
      return server.renderPreview(new URL(request.path, site).href, request.preview);
    case 'content-changed':
      await server.contentChanged(request.change);
      return null;
    case 'posts':
      return server.posts();
    case 'adopt-posts':
      return server.adoptPosts(request.posts);
    case 'refresh-posts':
      return server.refreshPosts();
  }
}

port.on('message', (request: RendererRequest) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies RendererReply),
    (error: Error) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: error.message ?? String(error),
      } satisfies RendererReply),
  );
});
