// Collections: the signed-in user's own (`/api/collections`...): list, create, read, rename,
// describe, share, choose a cover, delete; add designs, take one out, reorder, a note on each.
// Handlers validate with the shared schemas and call api/src/collections/; every lookup is scoped
// to the user, so another user's collection answers exactly like a missing one.
import {
  AddToCollectionSchema,
  ApiErrorSchema,
  COLLECTION_TEXT,
  CollectionListSchema,
  CollectionNoteSchema,
  CollectionOrderSchema,
  CollectionSchema,
  CreateCollectionSchema,
  MessageSchema,
  UpdateCollectionSchema,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { awardBadges } from '../../badges/badges.ts';
import { addDesigns, removeDesign, reorderDesigns, setNote } from '../../collections/collection-designs.ts';
import {
  type CollectionRefusal,
  type CollectionResult,
  createCollection,
  deleteCollection,
  findOwnCollection,
  listCollections,
  loadCollection,
  updateCollection,
} from '../../collections/collections.ts';
import { IdParams, userOf } from '../designs/common.ts';

export interface CollectionRoutesOptions {
  pool: Pool;
  publicUrl: string;
}

const REFUSALS: Record<CollectionRefusal, { status: 400 | 404 | 409; message: string }> = {
  'not-found': { status: 404, message: COLLECTION_TEXT.notFound },
  'too-many': { status: 409, message: COLLECTION_TEXT.tooMany },
  'design-not-found': { status: 404, message: COLLECTION_TEXT.designNotFound },
  full: { status: 409, message: COLLECTION_TEXT.full },
  'order-mismatch': { status: 409, message: COLLECTION_TEXT.orderMismatch },
  'not-in-collection': { status: 404, message: COLLECTION_TEXT.notInCollection },
};

const ItemParams = z.object({ id: z.string().max(200), designId: z.string().max(200) });
const responses = {
  200: CollectionSchema,
  400: ApiErrorSchema,
  401: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
};

export const collectionRoutes: FastifyPluginAsyncZod<CollectionRoutesOptions> = async (app, options) => {
  const { pool, publicUrl } = options;

  /** The collection as it is now, or the refusal's status and words. */
  const answer = async (reply: FastifyReply, result: CollectionResult, status: 200 | 201 = 200) => {
    if (!result.ok) {
      const refused = REFUSALS[result.reason];
      return reply.status(refused.status).send({ message: refused.message });
    }
    return reply.status(status).send(await loadCollection(pool, result.row, publicUrl));
  };

  app.get(
    '/api/collections',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: CollectionListSchema, 401: MessageSchema } },
    },
    async (request) => listCollections(pool, userOf(request).id),
  );

  app.post(
    '/api/collections',
    {
      onRequest: app.requireSession,
      schema: { body: CreateCollectionSchema, response: { ...responses, 201: CollectionSchema } },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const result = await createCollection(pool, userId, request.body);
      // The first collection earns a badge; reading the badges would award it too, should this fail.
      if (result.ok)
        await awardBadges(pool, userId).catch((error: Error) => app.log.warn({ err: error }, 'badges'));
      return answer(reply, result, 201);
    },
  );

  app.get(
    '/api/collections/:id',
    { onRequest: app.requireSession, schema: { params: IdParams, response: responses } },
    async (request, reply) => {
      const row = await findOwnCollection(pool, userOf(request).id, request.params.id);
      return answer(reply, row ? { ok: true, row } : { ok: false, reason: 'not-found' });
    },
  );

  app.patch(
    '/api/collections/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: UpdateCollectionSchema, response: responses },
    },
    async (request, reply) =>
      answer(reply, await updateCollection(pool, userOf(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/collections/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      if (!(await deleteCollection(pool, userOf(request).id, request.params.id)))
        return reply.status(404).send({ message: COLLECTION_TEXT.notFound });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/collections/:id/designs',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: AddToCollectionSchema, response: responses },
    },
    async (request, reply) =>
      answer(reply, await addDesigns(pool, userOf(request).id, request.params.id, request.body.designIds)),
  );

  app.put(
    '/api/collections/:id/order',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: CollectionOrderSchema, response: responses },
    },
    async (request, reply) =>
      answer(
        reply,
        await reorderDesigns(pool, userOf(request).id, request.params.id, request.body.designIds),
      ),
  );

  app.patch(
    '/api/collections/:id/designs/:designId',
    {
      onRequest: app.requireSession,
      schema: { params: ItemParams, body: CollectionNoteSchema, response: responses },
    },
    async (request, reply) => {
      const { id, designId } = request.params;
      return answer(reply, await setNote(pool, userOf(request).id, id, designId, request.body.note));
    },
  );

  app.delete(
    '/api/collections/:id/designs/:designId',
    { onRequest: app.requireSession, schema: { params: ItemParams, response: responses } },
    async (request, reply) => {
      const { id, designId } = request.params;
      return answer(reply, await removeDesign(pool, userOf(request).id, id, designId));
    },
  );
};
