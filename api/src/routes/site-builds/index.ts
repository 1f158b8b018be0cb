// Called by the CMS when published content changes. It is not public: the caller must present
// the token this API process generated and handed to the CMS process at start, and the route
// answers only on loopback.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

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
      // Checked before the body is even parsed, so a caller without the token learns nothing.
      onRequest: async (request, reply) => {
        const given = request.headers['x-internal-token'];
        if (
          !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
          typeof given !== 'string' ||
          !sameSecret(given, token)
        ) {
          return reply.status(404).send({ message: 'Not found.' });
        }
      },
      schema: { body: z.object({ reason: z.string().max(200) }).optional() },
    },
    async (request, reply) => {
      builds.requestRebuild(request.body?.reason ?? 'content changed');
      return reply.status(202).send({ message: 'Rebuild scheduled.' });
    },
  );
};
