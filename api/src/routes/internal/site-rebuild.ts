// Called by the CMS when published content changes (internal: see guard.ts). A changed post is
// read again by the on-demand pages of the current build; any other change rebuilds the site.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { internalOnly } from './guard.ts';

/** What the route needs of the site builder. */
export interface RebuildScheduler {
  requestRebuild(reason: string): void;
  postChanged(cmsId: string): Promise<void>;
}

const ChangeSchema = z.object({
  reason: z.string().max(200),
  /** The CMS id of the post that changed, when the change is a post's. */
  post: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
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
      const post = request.body?.post;
      if (post === undefined) {
        builds.requestRebuild(request.body?.reason ?? 'content changed');
        return reply.status(202).send({ message: 'Rebuild scheduled.' });
      }
      // Answered once the post shows, or could not be read: the post is saved in the CMS either way.
      await builds.postChanged(post).catch((error: Error) => {
        request.log.error({ err: error }, `the site could not read post ${post} again`);
      });
      return reply.status(200).send({ message: 'Post updated.' });
    },
  );
};
