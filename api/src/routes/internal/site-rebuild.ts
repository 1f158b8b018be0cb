// Called by the CMS when published content changes (internal: see guard.ts). A changed post, or
// another collection the site renders on demand, is read again by the current build's pages; any
// other change (the layout's settings, the ad slots) rebuilds the site.
import { INTERNAL_API_MESSAGES } from '@poolscape/shared';
import { type ContentChange, ContentChangeSchema, describeChange } from '@poolscape/shared/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { internalOnly } from './guard.ts';

/** What the route needs of the site builder. */
export interface RebuildScheduler {
  requestRebuild(reason: string): void;
  contentChanged(change: ContentChange): Promise<void>;
}

const ChangeSchema = z.object({
  reason: z.string().max(200),
  /** What changed, when the pages read it again instead of a rebuild. */
  change: ContentChangeSchema.optional(),
});

export const siteRebuildRoutes: FastifyPluginAsyncZod<{ builds: RebuildScheduler; token: string }> = async (
  app,
  { builds, token },
) => {
  app.post(
    '/api/internal/site/rebuild',
    {
      onRequest: internalOnly(token),
      schema: { body: ChangeSchema.optional() },
    },
    async (request, reply) => {
      const change = request.body?.change;
      if (change === undefined) {
        builds.requestRebuild(request.body?.reason ?? 'content changed');
        return reply.status(202).send({ message: INTERNAL_API_MESSAGES.rebuildScheduled });
      }
      // Answered once the change shows, or could not be read: it is saved in the CMS either way.
      await builds.contentChanged(change).catch((error: Error) => {
        request.log.error({ err: error }, `the site could not read ${describeChange(change)} again`);
      });
      return reply.status(200).send({ message: INTERNAL_API_MESSAGES.contentUpdated });
    },
  );
};
