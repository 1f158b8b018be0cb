// The admin area's designs (`/api/admin/designs`...): every design with filters, and hiding a
// shared design, deciding a gallery submission or rendering a failed design again; and the
// clean-up of what deleted designs left behind (`/api/admin/orphans`: a dry run, then the clean).
// Guarded like every admin route (401 signed out, 403 for anyone not an admin) before the input is
// read.
import {
  ADMIN_DESIGN_ACTIONS,
  ADMIN_DESIGN_TEXT,
  AdminDesignPageSchema,
  AdminDesignQuerySchema,
  MessageSchema,
  OrphansCleanedSchema,
  OrphansSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import {
  adminDesignPage,
  type DesignActionResult,
  decideGallery,
  hideDesign,
  rerunDesign,
} from '../../admin/designs.ts';
import { cleanOrphans, findOrphans } from '../../admin/orphans.ts';
import type { RenderJobSender } from '../../jobs/job-queue.ts';
import type { Storage } from '../../storage/storage.ts';
import { actorOf, adminErrors } from './common.ts';

export interface AdminDesignRoutesOptions {
  pool: Pool;
  jobs: RenderJobSender;
  storage: Storage;
}

const errors = adminErrors;
const REFUSED: Record<
  Exclude<DesignActionResult, { ok: true }>['reason'],
  { status: 404 | 409; message: string }
> = {
  'not-found': { status: 404, message: ADMIN_DESIGN_TEXT.notFound },
  'not-public': { status: 409, message: ADMIN_DESIGN_TEXT.notPublic },
  'not-submitted': { status: 409, message: ADMIN_DESIGN_TEXT.notSubmitted },
  'not-failed': { status: 409, message: ADMIN_DESIGN_TEXT.notFailed },
};

export const adminDesignRoutes: FastifyPluginAsyncZod<AdminDesignRoutesOptions> = async (app, options) => {
  const { pool, jobs, storage } = options;
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/orphans', { schema: { response: { 200: OrphansSchema, ...errors } } }, async () =>
    findOrphans(pool, storage),
  );

  app.post(
    '/api/admin/orphans/clean',
    { schema: { response: { 200: OrphansCleanedSchema, ...errors } } },
    async (request) => cleanOrphans(pool, storage, actorOf(request)),
  );

  app.get(
    '/api/admin/designs',
    { schema: { querystring: AdminDesignQuerySchema, response: { 200: AdminDesignPageSchema, ...errors } } },
    async (request) => adminDesignPage(pool, request.query),
  );

  app.post(
    '/api/admin/designs/:id/:action',
    {
      schema: {
        params: z.object({
          id: z.string().max(200),
          action: z.enum(ADMIN_DESIGN_ACTIONS, {
            error: `action must be one of ${ADMIN_DESIGN_ACTIONS.join(', ')}.`,
          }),
        }),
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, action } = request.params;
      const actor = actorOf(request);
      const result =
        action === 'hide'
          ? await hideDesign(pool, actor, id)
          : action === 'rerun'
            ? await rerunDesign(pool, jobs, actor, id)
            : await decideGallery(pool, actor, id, action === 'approve' ? 'approved' : 'refused');
      if (!result.ok) {
        const refused = REFUSED[result.reason];
        return reply.status(refused.status).send({ message: refused.message });
      }
      const done = {
        hide: 'Hidden: the design is private now.',
        rerun: 'Queued to render again.',
        approve: 'Approved for the gallery.',
        refuse: 'Left out of the gallery.',
      };
      return { message: done[action] };
    },
  );
};
