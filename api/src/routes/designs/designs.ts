// The designs themselves: create, regenerate, list, read, rename or share, delete one or many.
// Handlers validate with the shared schemas and call the domain functions in api/src/designs/;
// a refused submit's reason becomes its HTTP answer in refusals.ts. Every lookup is scoped to the
// signed-in user: another user's design answers exactly like a missing one.
import {
  ApiErrorSchema,
  BulkDeleteSchema,
  CreateDesignSchema,
  DESIGN_TEXT,
  DesignListSchema,
  DesignSchema,
  MessageSchema,
  QuotaExceededSchema,
  RegenerateSchema,
  SetScaleSchema,
  UpdateDesignSchema,
} from '@poolscape/shared';
import { KEEP_LIMITS } from '@poolscape/shared/keep';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { awardBadges } from '../../badges/badges.ts';
import { storableText } from '../../db/storable-text.ts';
import { type DesignDeps, type SubmitResult, submitDesign } from '../../designs/create-design.ts';
import {
  deleteDesigns,
  findOwnDesign,
  listDesigns,
  loadDesign,
  setLatestScale,
  updateDesign,
} from '../../designs/designs.ts';
import { regenerateDesign } from '../../designs/regenerate-design.ts';
import { isShared } from '../../designs/visibility.ts';
import {
  type DesignRoutesOptions,
  IdempotencyHeaders,
  IdParams,
  ListQuery,
  NotFound,
  notFound,
  userOf,
} from './common.ts';
import { refusalReply } from './refusals.ts';

/** A submit or regenerate may carry a "Keep this" mask (shared/src/keep.ts) beside its options. */
export const SUBMIT_BODY_LIMIT_BYTES = KEEP_LIMITS.maxChars + 100 * 1024;

export const designCrudRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  const { pool, storage, samples, publicUrl } = options;
  const deps: DesignDeps = {
    pool,
    storage,
    jobs: options.jobs,
    samples,
    now: options.now,
    designOptions: options.designOptions,
  };
  // A design made or shared may earn a badge; a failure to award never fails the request (reading
  // the badges awards it later).
  const earnBadges = (userId: string) =>
    awardBadges(pool, userId).then(
      () => undefined,
      (error: Error) => app.log.warn({ err: error }, 'could not award badges'),
    );

  const answerSubmit = async (reply: FastifyReply, result: SubmitResult, userId: string) => {
    if (!result.ok) {
      const refused = refusalReply(result);
      return reply.status(refused.status).send(refused.body);
    }
    const design = await findOwnDesign(pool, userId, result.designId);
    if (!design) return reply.status(404).send(notFound);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    else await earnBadges(userId);
    return reply.status(202).send(await loadDesign(pool, design, publicUrl));
  };
  const submitResponses = {
    202: DesignSchema,
    400: ApiErrorSchema,
    401: MessageSchema,
    402: QuotaExceededSchema,
    // A prompt the plan lacks, or an Advanced option (with the way to upgrade).
    403: MessageSchema.extend({ upgradeUrl: z.literal('/upgrade').optional() }),
    404: MessageSchema,
  };

  app.post(
    '/api/designs',
    {
      onRequest: app.requireSession,
      bodyLimit: SUBMIT_BODY_LIMIT_BYTES,
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
      bodyLimit: SUBMIT_BODY_LIMIT_BYTES,
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
        q: query.q ? storableText(query.q) : undefined,
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
      const name = request.body.name === undefined ? undefined : storableText(request.body.name).trim();
      if (request.body.name !== undefined && !name) {
        return reply.status(400).send({ message: `name: ${DESIGN_TEXT.nameEmpty}` });
      }
      const design = await updateDesign(pool, userOf(request).id, request.params.id, {
        name,
        visibility: request.body.visibility,
      });
      if (!design) return reply.status(404).send(notFound);
      if (request.body.visibility && isShared(request.body.visibility)) await earnBadges(design.user_id);
      return loadDesign(pool, design, publicUrl);
    },
  );

  app.put(
    '/api/designs/:id/scale',
    {
      onRequest: app.requireSession,
      schema: {
        params: IdParams,
        body: SetScaleSchema,
        response: { 200: DesignSchema, 400: ApiErrorSchema, 401: MessageSchema, 404: NotFound },
      },
    },
    async (request, reply) => {
      const design = await setLatestScale(pool, userOf(request).id, request.params.id, request.body.scale);
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
};
