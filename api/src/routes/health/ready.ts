// `GET /api/ready`: readiness for a load balancer (200 ready, 503 unavailable or draining).
import { ReadinessSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness, type ReadinessDeps } from './check-ready.ts';

export const readinessRoutes: FastifyPluginAsyncZod<ReadinessDeps> = async (app, deps) => {
  app.get(
    '/api/ready',
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(deps);
      return reply
        .status(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );
};
