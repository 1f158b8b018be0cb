// Requests for site pages and static files (pages, `/_astro/*` and other assets, images, the CMS
// admin's bundles and media): a page view loads dozens of them, so at `info` they get no log line
// of their own unless LOG_STATIC=true. One that fails (an error, or a 5xx) is still logged.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** API routes that send an image file (photos, renders, thumbnails). */
const IMAGE_ROUTES = [
  /^\/api\/images\//,
  /^\/api\/(?:designs|uploads)\/[^/]+\/photo$/,
  /^\/api\/designs\/samples\/[^/]+\/photo$/,
];

/** The CMS admin's own assets and the media files it serves. */
const CMS_FILES = [/^\/cms\/_next\//, /^\/cms\/api\/media\/file\//];

/** Paths of the API, its sockets and the CMS: not static, apart from the files above. */
const DYNAMIC = /^\/(?:api|ws|cms)(?:\/|$)/;

/** Whether a request is for a page of the site or a static file. */
export function isStaticRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  if (IMAGE_ROUTES.some((pattern) => pattern.test(path)) || CMS_FILES.some((pattern) => pattern.test(path))) {
    return true;
  }
  return !DYNAMIC.test(path);
}

/** Fastify's request log lines, without the two of each static request that went well. */
export class QuietStaticLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (isStaticRequest(request.method, request.url)) return;
    super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (!error && reply.statusCode < 500 && isStaticRequest(request.method, request.url)) return;
    super.requestCompleted(error, request, reply, metadata);
  }
}
