// The site build's state for the indicator in the CMS's admin: the CMS asks here (over loopback,
// with the internal token, see guard.ts) and hands the answer to its signed-in editors. The state
// is this process's, the one its CMS tells of every save first; every other process builds the same
// content on its own.
import { type SiteBuildStatusReply, SiteBuildStatusReplySchema } from '@poolscape/shared/content-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteBuilds } from '../../site-builds/site-builds.ts';
import { internalOnly } from './guard.ts';

export const siteBuildRoutes: FastifyPluginAsyncZod<{
  builds: Pick<SiteBuilds, 'status'>;
  token: string;
}> = async (app, { builds, token }) => {
  app.get('/api/internal/site-build', { onRequest: internalOnly(token) }, async (_request, reply) => {
    // Polled every few seconds while a build runs: never kept by a cache on the way.
    reply.header('cache-control', 'no-store');
    return SiteBuildStatusReplySchema.parse({ build: builds.status } satisfies SiteBuildStatusReply);
  });
};
