// What operators and load balancers use: every answer carries its request's id (`X-Request-Id`,
// the `reqId` of its log lines), every answer is counted for `/api/metrics`, and `/api/ready`
// tells a balancer whether to send this process requests.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { Pool } from '../db/pool.ts';
import { HttpMetrics, httpMetricsPlugin } from '../metrics/http-metrics.ts';
import type { Draining } from '../routes/health/check-ready.ts';
import { readinessRoutes } from '../routes/health/ready.ts';
import { metricsRoutes } from '../routes/metrics/index.ts';
import type { Storage } from '../storage/storage.ts';

export interface OperationsOptions {
  pool: Pool;
  storage: Storage;
  draining: Draining;
  /** METRICS_TOKEN; without it `/api/metrics` answers 404. */
  metricsToken?: string;
}

export const operations = fp(
  async (app: FastifyInstance, options: OperationsOptions) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // A registry per app: every test builds its own app, so nothing is process-global.
    const registry = new Registry();
    await app.register(httpMetricsPlugin, { metrics: new HttpMetrics(registry) });
    await app.register(readinessRoutes, {
      pool: options.pool,
      storage: options.storage,
      draining: options.draining,
    });
    await app.register(metricsRoutes, { pool: options.pool, registry, token: options.metricsToken });
  },
  { name: 'operations' },
);
