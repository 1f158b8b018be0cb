// The design studio's API: uploads, samples, designs (create, list, read, rename or share,
// regenerate, delete), credits, the image files and the progress socket. Handlers validate with
// the shared schemas and call the domain functions in api/src/designs/. Every lookup is scoped to
// the signed-in user: another user's design, image or upload answers exactly like a missing one.
import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  AUTH_API_MESSAGES,
  BulkDeleteSchema,
  CreateDesignSchema,
  CreditsSchema,
  DESIGN_TEXT,
  DesignListQuerySchema,
  DesignListSchema,
  DesignSchema,
  MessageSchema,
  QuotaExceededSchema,
  RegenerateSchema,
  SampleListSchema,
  UPLOAD_LIMITS,
  UpdateDesignSchema,
  UploadSchema,
} from '@poolscape/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { validateSessionToken } from '../../auth/sessions.ts';
import {
  type DesignDeps,
  regenerateDesign,
  type SubmitResult,
  submitDesign,
} from '../../designs/create-design.ts';
import { getCredits } from '../../designs/credits.ts';
import {
  deleteDesigns,
  findOwnDesign,
  listDesigns,
  loadDesign,
  updateDesign,
} from '../../designs/designs.ts';
import {
  type FileRef,
  findDesignPhoto,
  findImageFile,
  findUploadPhoto,
  IMAGE_KINDS,
} from '../../designs/files.ts';
import { PHOTO_PROBLEM_TEXT } from '../../designs/photos.ts';
import type { DesignProgressHub } from '../../designs/progress-hub.ts';
import type { RenderJobSender } from '../../designs/render-queue.ts';
import type { SampleLibrary } from '../../designs/samples.ts';
import { saveUpload } from '../../designs/uploads.ts';
import type { Storage } from '../../storage/storage.ts';
import { sendFile, viewerId } from './viewer.ts';

export interface DesignRoutesOptions {
  pool: Pool;
  storage: Storage;
  jobs: RenderJobSender;
  progress: DesignProgressHub;
  samples: SampleLibrary;
  /** Public origin, for share links. */
  publicUrl: string;
  /** Origins allowed to open the progress socket (the product's own). */
  allowedOrigins: string[];
  /** The clock plan periods are read with (tests move it). */
  now?: () => Date;
}

const NotFound = MessageSchema;
const IdParams = z.object({ id: z.string().max(200) });
/** A client's retry key: printable ASCII, as the Idempotency-Key draft (IETF httpapi) suggests. */
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'Idempotency-Key must be 1 to 100 visible ASCII characters.')
    .optional(),
});
/** Postgres has no year 0; such a date is refused like any other malformed one. */
const ListQuery = DesignListQuerySchema.refine((query) => !query.from?.startsWith('0000'), {
  error: 'from must be a date like 2026-11-01.',
  path: ['from'],
}).refine((query) => !query.to?.startsWith('0000'), {
  error: 'to must be a date like 2026-11-30.',
  path: ['to'],
});

const notFound = { message: DESIGN_TEXT.notFound };

export const designRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  const { pool, storage, samples, publicUrl } = options;
  const deps: DesignDeps = { pool, storage, jobs: options.jobs, samples, now: options.now };
  const userOf = (request: FastifyRequest) => (request.auth as NonNullable<FastifyRequest['auth']>).user;
  // Routes check the session on request, before a body is read or validated: a caller who is not
  // signed in learns nothing about what a valid request looks like, and sends no upload for nothing.

  await app.register(multipart, {
    // One file, at most the photo limit; a bigger one is cut off and refused with 413.
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/api/uploads',
    {
      onRequest: app.requireSession,
      schema: {
        response: { 201: UploadSchema, 400: MessageSchema, 401: MessageSchema, 413: MessageSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!request.isMultipart()) return reply.status(400).send({ message: DESIGN_TEXT.uploadMissing });
      const file = await request.file().catch(() => undefined);
      if (file?.fieldname !== 'photo') {
        file?.file.resume();
        return reply.status(400).send({ message: DESIGN_TEXT.uploadMissing });
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) {
          return reply.status(413).send({ message: DESIGN_TEXT.uploadTooLarge });
        }
        return reply.status(400).send({ message: DESIGN_TEXT.uploadUnsupported });
      }
      // Judged by the bytes alone; the file's name and declared type are ignored.
      const saved = await saveUpload(pool, storage, user.id, bytes);
      if (!saved.ok) {
        return reply
          .status(saved.problem === 'tooLarge' ? 413 : 400)
          .send({ message: PHOTO_PROBLEM_TEXT[saved.problem] });
      }
      return reply.status(201).send(saved.upload);
    },
  );

  const serveFile = async (
    reply: FastifyReply,
    ref: FileRef | null,
    message: string = DESIGN_TEXT.notFound,
  ) => {
    const file = ref ? await storage.get(ref.key) : null;
    if (!ref || !file) return reply.status(404).send({ message });
    return sendFile(reply, file, { private: ref.private, downloadName: ref.downloadName });
  };

  app.get(
    '/api/uploads/:id/photo',
    { schema: { params: IdParams, response: { 404: NotFound } } },
    async (request, reply) =>
      serveFile(
        reply,
        await findUploadPhoto(pool, request.params.id, await viewerId(pool, request)),
        DESIGN_TEXT.uploadNotFound,
      ),
  );

  app.get(
    '/api/designs/samples',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: SampleListSchema, 401: MessageSchema } },
    },
    async () => samples.list(),
  );

  app.get('/api/designs/samples/:id/photo', { schema: { params: IdParams } }, async (request, reply) => {
    const sample = await samples.find(request.params.id);
    if (!sample) return reply.status(404).send(notFound);
    // CC0 photos everyone may see, the same for everyone.
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(sample.jpeg);
  });

  app.get(
    '/api/credits',
    { onRequest: app.requireSession, schema: { response: { 200: CreditsSchema, 401: MessageSchema } } },
    async (request) => {
      const credits = await getCredits(pool, userOf(request).id, options.now?.());
      if (!credits) throw new Error('the signed-in user has no row');
      return credits;
    },
  );

  const answerSubmit = async (reply: FastifyReply, result: SubmitResult, userId: string) => {
    if (!result.ok) return reply.status(result.status).send(result.body);
    const design = await findOwnDesign(pool, userId, result.designId);
    if (!design) return reply.status(404).send(notFound);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(202).send(await loadDesign(pool, design, publicUrl));
  };
  const submitResponses = {
    202: DesignSchema,
    400: ApiErrorSchema,
    401: MessageSchema,
    402: QuotaExceededSchema,
    403: MessageSchema,
    404: MessageSchema,
  };

  app.post(
    '/api/designs',
    {
      onRequest: app.requireSession,
      schema: { body: CreateDesignSchema, headers: IdempotencyHeaders, response: submitResponses },
    },
    async (request, reply) => {
      const user = userOf(request);
      const key = request.headers['idempotency-key'] ?? null;
      return answerSubmit(reply, await submitDesign(deps, user.id, request.body, key), user.id);
    },
  );

  app.post(
    '/api/designs/:id/versions',
    {
      onRequest: app.requireSession,
      schema: {
        params: IdParams,
        body: RegenerateSchema,
        headers: IdempotencyHeaders,
        response: submitResponses,
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const key = request.headers['idempotency-key'] ?? null;
      const result = await regenerateDesign(deps, user.id, request.params.id, request.body, key);
      return answerSubmit(reply, result, user.id);
    },
  );

  app.get(
    '/api/designs',
    {
      onRequest: app.requireSession,
      schema: {
        querystring: ListQuery,
        response: { 200: DesignListSchema, 400: ApiErrorSchema, 401: MessageSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await listDesigns(pool, userOf(request).id, {
        ...query,
        q: query.q ? query.q.toWellFormed().replaceAll('\u0000', '') : undefined,
      });
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/api/designs/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 200: DesignSchema, 401: MessageSchema, 404: NotFound } },
    },
    async (request, reply) => {
      const design = await findOwnDesign(pool, userOf(request).id, request.params.id);
      if (!design) return reply.status(404).send(notFound);
      return loadDesign(pool, design, publicUrl);
    },
  );

  app.patch(
    '/api/designs/:id',
    {
      onRequest: app.requireSession,
      schema: {
        params: IdParams,
        body: UpdateDesignSchema,
        response: { 200: DesignSchema, 400: ApiErrorSchema, 401: MessageSchema, 404: NotFound },
      },
    },
    async (request, reply) => {
      const name = request.body.name?.toWellFormed().replaceAll('\u0000', '').trim();
      if (request.body.name !== undefined && !name) {
        return reply.status(400).send({ message: 'name: name must not be empty.' });
      }
      const design = await updateDesign(pool, userOf(request).id, request.params.id, {
        name,
        visibility: request.body.visibility,
      });
      if (!design) return reply.status(404).send(notFound);
      return loadDesign(pool, design, publicUrl);
    },
  );

  app.delete(
    '/api/designs/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 204: z.null(), 401: MessageSchema, 404: NotFound } },
    },
    async (request, reply) => {
      const deleted = await deleteDesigns(pool, storage, userOf(request).id, [request.params.id]);
      if (deleted === 0) return reply.status(404).send(notFound);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/designs/bulk-delete',
    {
      onRequest: app.requireSession,
      schema: {
        body: BulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number().int() }), 400: ApiErrorSchema, 401: MessageSchema },
      },
    },
    async (request) => ({
      deleted: await deleteDesigns(pool, storage, userOf(request).id, request.body.ids),
    }),
  );

  app.get(
    '/api/designs/:id/photo',
    { schema: { params: IdParams, response: { 404: NotFound } } },
    async (request, reply) =>
      serveFile(reply, await findDesignPhoto(pool, request.params.id, await viewerId(pool, request))),
  );

  app.get(
    '/api/images/:imageId/:kind',
    {
      schema: {
        params: z.object({ imageId: z.string().max(200), kind: z.string().max(40) }),
        response: { 404: NotFound },
      },
    },
    async (request, reply) => {
      const kind = IMAGE_KINDS.find((entry) => entry === request.params.kind);
      if (!kind) return reply.status(404).send(notFound);
      const viewer = await viewerId(pool, request);
      return serveFile(reply, await findImageFile(pool, request.params.imageId, kind, viewer));
    },
  );

  app.get(
    '/ws/designs',
    {
      websocket: true,
      // Runs before the upgrade: a refused client never gets a socket.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin && !options.allowedOrigins.includes(origin)) {
          return reply.status(403).send({ message: 'This origin may not open a socket.' });
        }
        const token = (request.query as { token?: unknown }).token;
        const valid = typeof token === 'string' ? await validateSessionToken(pool, token) : null;
        if (!valid) return reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
        request.auth = valid;
      },
    },
    (socket, request) => {
      const auth = request.auth;
      if (!auth) return socket.close(1008);
      // Only this user's own designs' events reach this socket.
      const unsubscribe = options.progress.subscribe(auth.user.id, socket);
      socket.on('close', unsubscribe);
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => undefined);
    },
  );
};
