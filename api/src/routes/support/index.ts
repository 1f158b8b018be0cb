// Support tickets for the signed-in user (`/api/support/tickets`...): open one (about one of their
// designs if they like), list theirs, read a thread (never support's internal notes), reply, and
// attach a screenshot. Another user's ticket answers exactly like a missing one.

import multipart from '@fastify/multipart';
import {
  CreateTicketSchema,
  MessageSchema,
  SUPPORT_LIMITS,
  SUPPORT_TEXT,
  TicketListSchema,
  TicketReplySchema,
  TicketSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { readPictureHeader, reencodePicture } from '../../images/user-pictures.ts';
import { fileAnswer } from '../../plugins/openapi-responses.ts';
import { SESSION_OR_COOKIE } from '../../plugins/openapi-routes.ts';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { createTicket, findTicket, listOwnTickets, loadTicket, replyAsUser } from '../../support/tickets.ts';
import { IdParams, userOf } from '../designs/common.ts';
import { sendFile, viewerId } from '../designs/viewer.ts';

export interface SupportRoutesOptions {
  pool: Pool;
  storage: Storage;
}

/** A screenshot's pixels at most: an 8K screen, well below the photo uploads' limit. */
const MAX_INPUT_PIXELS = 40_000_000;

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  const { pool, storage } = options;
  await app.register(multipart, {
    limits: { fileSize: SUPPORT_LIMITS.screenshotBytes, files: 1, fields: 2 },
  });
  const limited = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', keyGenerator: perUserOrClient(app, name) },
  });

  app.get(
    '/api/support/tickets',
    { onRequest: app.requireSession, schema: { response: { 200: TicketListSchema, 401: MessageSchema } } },
    async (request) => listOwnTickets(pool, userOf(request).id),
  );

  app.post(
    '/api/support/tickets',
    {
      onRequest: app.requireSession,
      config: limited('tickets', 10),
      schema: {
        body: CreateTicketSchema,
        response: { 201: TicketSchema, 401: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const result = await createTicket(pool, userOf(request).id, request.body);
      if (!result.ok)
        return result.reason === 'too-many'
          ? reply.status(409).send({ message: SUPPORT_TEXT.tooMany })
          : reply.status(404).send({ message: SUPPORT_TEXT.designNotFound });
      return reply.status(201).send(await loadTicket(pool, result.row, { forSupport: false }));
    },
  );

  app.get(
    '/api/support/tickets/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 200: TicketSchema, 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      const row = await findTicket(pool, request.params.id, userOf(request).id);
      if (!row) return reply.status(404).send({ message: SUPPORT_TEXT.notFound });
      return loadTicket(pool, row, { forSupport: false });
    },
  );

  app.post(
    '/api/support/tickets/:id/messages',
    {
      onRequest: app.requireSession,
      config: limited('ticket-replies', 30),
      schema: {
        params: IdParams,
        body: TicketReplySchema,
        response: { 200: TicketSchema, 401: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const row = await replyAsUser(pool, userOf(request).id, request.params.id, request.body.message);
      if (!row) return reply.status(404).send({ message: SUPPORT_TEXT.notFound });
      return loadTicket(pool, row, { forSupport: false });
    },
  );

  // A screenshot: re-encoded as WebP (nothing the camera or the screen tool wrote is kept).
  app.put(
    '/api/support/tickets/:id/screenshot',
    {
      onRequest: app.requireSession,
      config: limited('ticket-screenshots', 10),
      schema: {
        params: IdParams,
        response: {
          200: TicketSchema,
          400: MessageSchema,
          401: MessageSchema,
          404: MessageSchema,
          413: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findTicket(pool, request.params.id, userOf(request).id);
      if (!row) return reply.status(404).send({ message: SUPPORT_TEXT.notFound });
      const file = request.isMultipart() ? await request.file().catch(() => undefined) : undefined;
      if (!file) return reply.status(400).send({ message: SUPPORT_TEXT.notAPicture });
      let webp: Buffer;
      try {
        const data = await file.toBuffer();
        const header = await readPictureHeader(data);
        if (!header || header.width * header.height > MAX_INPUT_PIXELS)
          return reply.status(400).send({ message: SUPPORT_TEXT.notAPicture });
        webp = (
          await reencodePicture(
            data,
            (image) =>
              image
                .rotate()
                .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
                .webp({ quality: 85 }),
            { maxPixels: MAX_INPUT_PIXELS },
          )
        ).data;
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated)
          return reply.status(413).send({ message: SUPPORT_TEXT.tooLarge });
        return reply.status(400).send({ message: SUPPORT_TEXT.notAPicture });
      }
      const key = `support/${row.id}/screenshot-${Date.now()}.webp`;
      await storage.put(key, webp, 'image/webp');
      const updated = await pool.query(
        'update app.support_tickets set screenshot_key = $2, updated_at = now() where id = $1 returning *',
        [row.id, key],
      );
      if (row.screenshot_key) await storage.delete(row.screenshot_key);
      return loadTicket(pool, updated.rows[0], { forSupport: false });
    },
  );

  // For `<img>`: the owner (by cookie too) or an admin.
  app.get(
    '/api/support/tickets/:id/screenshot',
    {
      schema: {
        params: IdParams,
        security: SESSION_OR_COOKIE,
        response: { 200: fileAnswer('The screenshot.', ['image/webp']), 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const viewer = await viewerId(request);
      const admin = viewer
        ? (
            await pool.query<{ staff_role: string | null }>(
              'select staff_role from app.users where id = $1',
              [viewer],
            )
          ).rows[0]?.staff_role === 'admin'
        : false;
      const row = viewer ? await findTicket(pool, request.params.id, admin ? null : viewer) : null;
      const file = row?.screenshot_key ? await storage.get(row.screenshot_key) : null;
      if (!file) return reply.status(404).send({ message: SUPPORT_TEXT.notFound });
      return sendFile(reply, file, { private: true });
    },
  );
};
