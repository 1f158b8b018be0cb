// `GET /api/metrics`: Prometheus's text format, for a scraper holding METRICS_TOKEN (as a Bearer
// token). Without METRICS_TOKEN the endpoint does not exist (404); a missing or wrong token gets
// 401. Each API process answers with its own HTTP and process figures (prom-client's default
// metrics) and the shared job figures; scrape every process directly, not through the balancer.
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERRORS } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, type Registry } from 'prom-client';
import type { Pool } from '../../db/pool.ts';
import { JobMetrics } from '../../metrics/job-metrics.ts';

export const METRICS_TOKEN_REFUSED =
  'A valid metrics token is needed (Authorization: Bearer <METRICS_TOKEN>).';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries `token`, compared in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = header?.match(/^Bearer +(\S+)\s*$/i);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export interface MetricsRoutesOptions {
  pool: Pool;
  /** The app's registry, where its HTTP metrics already count. */
  registry: Registry;
  /** METRICS_TOKEN; undefined: no metrics endpoint. */
  token?: string;
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (
  app,
  { pool, registry, token },
) => {
  // Only an app that serves metrics watches its process (the event loop's delay, the collector).
  const jobs = token ? new JobMetrics(registry) : null;
  if (token) collectDefaultMetrics({ register: registry });
  app.get('/api/metrics', async (request, reply) => {
    if (!token || !jobs) return reply.status(404).send({ message: API_ERRORS.notFound });
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: METRICS_TOKEN_REFUSED });
    }
    await jobs.refresh(pool);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
};
