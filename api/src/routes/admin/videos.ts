// The admin video manager's calls: every user video (`GET /api/admin/videos`, filtered and paged)
// and hiding one from public pages or showing it again (`POST /api/admin/videos/{id}/hide|unhide`,
// written to the audit log). Guarded like every admin route (401 signed out, 403 for anyone not an
// admin) before the input is read.
import {
  ADMIN_VIDEO_ACTIONS,
  ADMIN_VIDEO_TEXT,
  AdminVideoPageSchema,
  AdminVideoQuerySchema,
  AdminVideoRowSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { adminVideoPage, moderateVideo, type VideoActionResult } from '../../admin/videos.ts';
import { actorOf, adminErrors } from './common.ts';

const REFUSED: Record<
  Exclude<VideoActionResult, { ok: true }>['reason'],
  { status: 404 | 409; message: string }
> = {
  'not-found': { status: 404, message: ADMIN_VIDEO_TEXT.notFound },
  'not-public': { status: 409, message: ADMIN_VIDEO_TEXT.notPublic },
  'already-hidden': { status: 409, message: ADMIN_VIDEO_TEXT.alreadyHidden },
  'not-hidden': { status: 409, message: ADMIN_VIDEO_TEXT.notHidden },
};

export const adminVideoRoutes: FastifyPluginAsyncZod<{ pool: Pool }> = async (app, { pool }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/videos',
    {
      schema: { querystring: AdminVideoQuerySchema, response: { 200: AdminVideoPageSchema, ...adminErrors } },
    },
    async (request) => adminVideoPage(pool, request.query),
  );

  app.post(
    '/api/admin/videos/:id/:action',
    {
      schema: {
        params: z.object({
          id: z.string().max(200),
          action: z.enum(ADMIN_VIDEO_ACTIONS, {
            error: `action must be one of ${ADMIN_VIDEO_ACTIONS.join(', ')}.`,
          }),
        }),
        response: { 200: AdminVideoRowSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const result = await moderateVideo(pool, actorOf(request), request.params.id, request.params.action);
      if (!result.ok) {
        const refused = REFUSED[result.reason];
        return reply.status(refused.status).send({ message: refused.message });
      }
      return result.video;
    },
  );
};
