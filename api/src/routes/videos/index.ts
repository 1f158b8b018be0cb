// Videos of designs: ask for one of a render (`POST /api/designs/{id}/videos`, 202, charged once
// with an Idempotency-Key), list a design's, read or delete one, and its files (the MP4, streamed
// with range requests so a player can seek; its poster; the MP4 as an attachment). The owner (and
// an admin) sees everything; a shared design's finished videos are for anyone unless an admin hid
// them; everyone else gets a 404.
import {
  ApiErrorSchema,
  CreateVideoSchema,
  DESIGN_TEXT,
  MessageSchema,
  QuotaExceededSchema,
  VIDEO_TEXT,
  VideoListSchema,
  VideoSchema,
} from '@poolscape/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { QuotaShortfall } from '../../billing/credits.ts';
import { findOwnDesign } from '../../designs/designs.ts';
import type { VideoJobSender } from '../../jobs/job-queue.ts';
import { emptyAnswer, fileAnswer } from '../../plugins/openapi-responses.ts';
import { OPTIONAL_SESSION_WITH_COOKIE } from '../../plugins/openapi-routes.ts';
import type { Storage } from '../../storage/storage.ts';
import { requestVideo, type VideoRefusal } from '../../videos/create-video.ts';
import {
  deleteVideo,
  findOwnVideo,
  findVideoFile,
  listDesignVideos,
  toVideo,
  VIDEO_FILE_KINDS,
  type VideoViewer,
} from '../../videos/videos.ts';
import { IdempotencyHeaders, IdParams, userOf } from '../designs/common.ts';
import { redirectToDownload, sendFile } from '../designs/viewer.ts';

export interface VideoRoutesOptions {
  pool: Pool;
  storage: Storage;
  jobs: VideoJobSender;
  /** Whether the built-in video maker makes the videos (no video provider is set). */
  builtIn: boolean;
  now?: () => Date;
}

const QUOTA_TEXT: Record<QuotaShortfall, string> = {
  'trial-ended': VIDEO_TEXT.trialEnded,
  'trial-used-up': VIDEO_TEXT.quotaExceededFree,
  'month-used-up': VIDEO_TEXT.quotaExceededPaid,
};

function refusalReply(refusal: VideoRefusal): {
  status: 400 | 402 | 404;
  body: { message: string; upgradeUrl?: '/upgrade' };
} {
  switch (refusal.reason) {
    case 'not-found':
      return { status: 404, body: { message: DESIGN_TEXT.notFound } };
    case 'image-not-found':
      return { status: 404, body: { message: VIDEO_TEXT.imageNotFound } };
    case 'template-needs-built-in-render':
      return { status: 400, body: { message: VIDEO_TEXT.dayToNightNeedsBuiltIn } };
    case 'quota':
      return { status: 402, body: { message: QUOTA_TEXT[refusal.shortfall], upgradeUrl: '/upgrade' } };
  }
}

const notFound = { message: VIDEO_TEXT.notFound };

/** Who asks for a video file, from the bearer header or the cookie (a `<video>` sends no header). */
async function videoViewer(request: FastifyRequest): Promise<VideoViewer> {
  const user = (await request.server.findSession(request, { cookie: true }))?.user;
  return user ? { id: user.id, admin: user.staff_role === 'admin' } : null;
}

/** `bytes=start-end` of a file of `size` bytes, or null when the header asks for none we can send. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (app, options) => {
  const { pool, storage } = options;

  app.post(
    '/api/designs/:id/videos',
    {
      onRequest: app.requireSession,
      schema: {
        params: IdParams,
        body: CreateVideoSchema,
        headers: IdempotencyHeaders,
        response: {
          202: VideoSchema,
          400: ApiErrorSchema,
          401: MessageSchema,
          402: QuotaExceededSchema,
          404: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const result = await requestVideo(
        { pool, jobs: options.jobs, builtIn: options.builtIn, now: options.now },
        user.id,
        request.params.id,
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      if (!result.ok) {
        const refused = refusalReply(result);
        return reply.status(refused.status).send(refused.body);
      }
      const video = await findOwnVideo(pool, user.id, result.videoId);
      if (!video) return reply.status(404).send(notFound);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(202).send(toVideo(video));
    },
  );

  app.get(
    '/api/designs/:id/videos',
    {
      onRequest: app.requireSession,
      schema: {
        params: IdParams,
        response: { 200: VideoListSchema, 401: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const design = await findOwnDesign(pool, userOf(request).id, request.params.id);
      if (!design) return reply.status(404).send({ message: DESIGN_TEXT.notFound });
      return (await listDesignVideos(pool, design.id)).map(toVideo);
    },
  );

  app.get(
    '/api/videos/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 200: VideoSchema, 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      const video = await findOwnVideo(pool, userOf(request).id, request.params.id);
      if (!video) return reply.status(404).send(notFound);
      return toVideo(video);
    },
  );

  app.delete(
    '/api/videos/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      const deleted = await deleteVideo(pool, storage, userOf(request).id, request.params.id);
      if (!deleted) return reply.status(404).send(notFound);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/videos/:id/:kind',
    {
      schema: {
        params: z.object({ id: z.string().max(200), kind: z.string().max(40) }),
        security: OPTIONAL_SESSION_WITH_COOKIE,
        response: {
          200: fileAnswer('The video (`file`, `download`) or its poster (`poster`).', [
            'video/mp4',
            'image/*',
          ]),
          206: fileAnswer('The part of the video a `Range` header asked for.', ['video/mp4']),
          302: emptyAnswer("A download: sent on to the store's short-lived address."),
          404: MessageSchema,
          416: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const kind = VIDEO_FILE_KINDS.find((entry) => entry === request.params.kind);
      if (!kind) return reply.status(404).send(notFound);
      const ref = await findVideoFile(pool, request.params.id, kind, await videoViewer(request));
      const redirected = ref && (await redirectToDownload(reply, storage, ref, notFound));
      if (redirected) return redirected;
      const file = ref ? await storage.get(ref.key) : null;
      if (!ref || !file) return reply.status(404).send(notFound);
      const range = kind === 'file' ? request.headers.range : undefined;
      if (!range) {
        if (kind === 'file') reply.header('accept-ranges', 'bytes');
        return sendFile(reply, file, { private: ref.private, downloadName: ref.downloadName });
      }
      const wanted = byteRange(range, file.size);
      if (!wanted) {
        return reply
          .status(416)
          .header('content-range', `bytes */${file.size}`)
          .send({ message: VIDEO_TEXT.rangeNotSatisfiable });
      }
      const part = file.body.subarray(wanted.start, wanted.end + 1);
      // A part of the file: raw bytes, outside the JSON responses the schema lists.
      (reply as FastifyReply)
        .status(206)
        .header('accept-ranges', 'bytes')
        .header('content-range', `bytes ${wanted.start}-${wanted.end}/${file.size}`);
      return sendFile(reply, { ...file, body: part, size: part.length }, { private: ref.private });
    },
  );
};
