// Badges of the signed-in user: the catalogue with what is earned and the progress towards the
// rest (reading it awards anything an event missed), and marking earned ones as told.
import { BadgeListSchema, BadgesSeenSchema, MessageSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { listBadges, markBadgesSeen } from '../../badges/badges.ts';
import { userOf } from '../designs/common.ts';

export const badgeRoutes: FastifyPluginAsyncZod<{ pool: Pool }> = async (app, { pool }) => {
  app.get(
    '/api/badges',
    { onRequest: app.requireSession, schema: { response: { 200: BadgeListSchema, 401: MessageSchema } } },
    async (request) => listBadges(pool, userOf(request).id),
  );

  app.post(
    '/api/badges/seen',
    {
      onRequest: app.requireSession,
      schema: { body: BadgesSeenSchema, response: { 204: z.null(), 401: MessageSchema } },
    },
    async (request, reply) => {
      await markBadgesSeen(pool, userOf(request).id, request.body.keys);
      return reply.status(204).send(null);
    },
  );
};
