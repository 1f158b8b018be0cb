import { HealthSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from '../../db/pool.ts';
import { checkHealth } from './check-health.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ pool: Pool; version: string }> = async (
  app,
  { pool, version },
) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const health = await checkHealth(pool, version);
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
};
