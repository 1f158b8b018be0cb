// Presentations: the signed-in user's own (`/api/presentations`...): list, create (from a
// collection, from designs, or empty), read, change, share, delete; slides added, taken out,
// reordered, given notes, a price line or another render; and the PDF. Handlers validate with the
// shared schemas and call api/src/presentations/; every lookup is scoped to the user, so another
// user's presentation answers exactly like a missing one. The share link's routes are in shared.ts.
import {
  AddSlidesSchema,
  ApiErrorSchema,
  CreatePresentationSchema,
  MessageSchema,
  PRESENTATION_TEXT,
  PresentationListSchema,
  PresentationSchema,
  SlideOrderSchema,
  UpdatePresentationSchema,
  UpdateSlideSchema,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { awardBadges } from '../../badges/badges.ts';
import { fileAnswer } from '../../plugins/openapi-responses.ts';
import { SESSION_OR_COOKIE } from '../../plugins/openapi-routes.ts';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import { createPresentation, deletePresentation, updatePresentation } from '../../presentations/changes.ts';
import {
  findOwnPresentation,
  listPresentations,
  loadPresentation,
  type PresentationRefusal,
  type PresentationResult,
} from '../../presentations/presentations.ts';
import { addSlides, removeSlide, reorderSlides, updateSlide } from '../../presentations/slides.ts';
import type { Storage } from '../../storage/storage.ts';
import { IdParams, userOf } from '../designs/common.ts';
import { viewerId } from '../designs/viewer.ts';
import { sendPdf } from './shared.ts';

export interface PresentationRoutesOptions {
  pool: Pool;
  storage: Storage;
  publicUrl: string;
  /** PDF exports one user (or client) may make per minute. */
  pdfsPerMinute?: number;
}

const REFUSALS: Record<PresentationRefusal, { status: 404 | 409; message: string }> = {
  'not-found': { status: 404, message: PRESENTATION_TEXT.notFound },
  'too-many': { status: 409, message: PRESENTATION_TEXT.tooMany },
  'design-not-found': { status: 404, message: PRESENTATION_TEXT.designNotFound },
  'collection-not-found': { status: 404, message: PRESENTATION_TEXT.collectionNotFound },
  'image-not-found': { status: 404, message: PRESENTATION_TEXT.imageNotFound },
  full: { status: 409, message: PRESENTATION_TEXT.full },
  'order-mismatch': { status: 409, message: PRESENTATION_TEXT.orderMismatch },
  'slide-not-found': { status: 404, message: PRESENTATION_TEXT.slideNotFound },
};

const SlideParams = z.object({ id: z.string().max(200), slideId: z.string().max(200) });
const responses = {
  200: PresentationSchema,
  400: ApiErrorSchema,
  401: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
};

export const presentationRoutes: FastifyPluginAsyncZod<PresentationRoutesOptions> = async (app, options) => {
  const { pool, publicUrl } = options;

  /** The presentation as it is now, or the refusal's status and words. */
  const answer = async (reply: FastifyReply, result: PresentationResult, status: 200 | 201 = 200) => {
    if (!result.ok) {
      const refused = REFUSALS[result.reason];
      return reply.status(refused.status).send({ message: refused.message });
    }
    return reply.status(status).send(await loadPresentation(pool, result.row, publicUrl));
  };

  app.get(
    '/api/presentations',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: PresentationListSchema, 401: MessageSchema } },
    },
    async (request) => listPresentations(pool, userOf(request).id),
  );

  app.post(
    '/api/presentations',
    {
      onRequest: app.requireSession,
      schema: { body: CreatePresentationSchema, response: { ...responses, 201: PresentationSchema } },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const result = await createPresentation(pool, userId, request.body);
      // The first presentation earns a badge; reading the badges would award it too, should this fail.
      if (result.ok)
        await awardBadges(pool, userId).catch((error: Error) => app.log.warn({ err: error }, 'badges'));
      return answer(reply, result, 201);
    },
  );

  app.get(
    '/api/presentations/:id',
    { onRequest: app.requireSession, schema: { params: IdParams, response: responses } },
    async (request, reply) => {
      const row = await findOwnPresentation(pool, userOf(request).id, request.params.id);
      return answer(reply, row ? { ok: true, row } : { ok: false, reason: 'not-found' });
    },
  );

  app.patch(
    '/api/presentations/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: UpdatePresentationSchema, response: responses },
    },
    async (request, reply) =>
      answer(reply, await updatePresentation(pool, userOf(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/presentations/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      if (!(await deletePresentation(pool, userOf(request).id, request.params.id)))
        return reply.status(404).send({ message: PRESENTATION_TEXT.notFound });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/:id/slides',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: AddSlidesSchema, response: responses },
    },
    async (request, reply) =>
      answer(reply, await addSlides(pool, userOf(request).id, request.params.id, request.body.designIds)),
  );

  app.put(
    '/api/presentations/:id/order',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: SlideOrderSchema, response: responses },
    },
    async (request, reply) =>
      answer(reply, await reorderSlides(pool, userOf(request).id, request.params.id, request.body.slideIds)),
  );

  app.patch(
    '/api/presentations/:id/slides/:slideId',
    {
      onRequest: app.requireSession,
      schema: { params: SlideParams, body: UpdateSlideSchema, response: responses },
    },
    async (request, reply) => {
      const { id, slideId } = request.params;
      return answer(reply, await updateSlide(pool, userOf(request).id, id, slideId, request.body));
    },
  );

  app.delete(
    '/api/presentations/:id/slides/:slideId',
    { onRequest: app.requireSession, schema: { params: SlideParams, response: responses } },
    async (request, reply) => {
      const { id, slideId } = request.params;
      return answer(reply, await removeSlide(pool, userOf(request).id, id, slideId));
    },
  );

  // A download link cannot send the Authorization header, so the PDF also takes the session cookie.
  app.get(
    '/api/presentations/:id/pdf',
    {
      config: {
        rateLimit: {
          max: options.pdfsPerMinute ?? 10,
          timeWindow: '1 minute',
          keyGenerator: perUserOrClient(app, 'presentation-pdfs'),
        },
      },
      schema: {
        params: IdParams,
        security: SESSION_OR_COOKIE,
        response: {
          200: fileAnswer('The presentation as a PDF.', ['application/pdf']),
          404: MessageSchema,
          429: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerId(request);
      const row = viewer ? await findOwnPresentation(pool, viewer, request.params.id) : null;
      if (!row) return reply.status(404).send({ message: PRESENTATION_TEXT.notFound });
      return sendPdf(reply, { ...options, row, urls: 'owner' });
    },
  );
};
