// Called by the CMS when published content changes. It is not public: the caller must present
// the token this API process generated and handed to the CMS process at start, and the route
// answers only on loopback.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteBuilds } from '../../site/site-builds.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const siteRebuildRoutes: FastifyPluginAsyncZod<{ builds: SiteBuilds; token: string }> = async (
  app,
  { builds, token },
) => {
  app.post(
    '/api/internal/site/rebuild',
    {
      schema: {
        headers: z.object({ 'x-internal-token': z.string().optional() }),
        body: z.object({ reason: z.string().max(200) }).optional(),
      },
    },
    async (request, reply) => {
      const given = request.headers['x-internal-token'] ?? '';
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(given, token)) {
        return reply.status(404).send({ message: 'Not found.' });
      }
      builds.requestRebuild(request.body?.reason ?? 'content changed');
      return reply.status(202).send({ message: 'Rebuild scheduled.' });
    },
  );
};
