// Called by the CMS when published content changes (internal: see guard.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { internalOnly } from './guard.ts';

/** What the route needs of the site builder. */
export interface RebuildScheduler {
  requestRebuild(reason: string): void;
}

export const siteRebuildRoutes: FastifyPluginAsyncZod<{ builds: RebuildScheduler; token: string }> = async (
  app,
  { builds, token },
) => {
  app.post(
    '/api/internal/site/rebuild',
    {
      onRequest: internalOnly(token),
      schema: { body: z.object({ reason: z.string().max(200) }).optional() },
    },
    async (request, reply) => {
      builds.requestRebuild(request.body?.reason ?? 'content changed');
      return reply.status(202).send({ message: 'Rebuild scheduled.' });
    },
  );
};
