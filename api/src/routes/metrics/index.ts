// `GET /api/metrics`: Prometheus's text format, for a scraper holding METRICS_TOKEN (as a Bearer
// token). Without METRICS_TOKEN the endpoint does not exist (404); a missing or wrong token gets
// 401. Each API process answers with its own HTTP figures and the shared job figures; scrape every
// process directly, not through the load balancer.
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERRORS } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from '../../db/pool.ts';
import type { HttpMetrics } from '../../metrics/http-metrics.ts';
import { jobMetricsText } from '../../metrics/job-metrics.ts';
import { processMetricsText } from '../../metrics/process-metrics.ts';
import { family } from '../../metrics/prometheus.ts';

export const METRICS_TOKEN_REFUSED =
  'A valid metrics token is needed (Authorization: Bearer <METRICS_TOKEN>).';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries `token`, compared in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = header?.match(/^Bearer +(\S+)\s*$/i);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

const databaseUp = (value: number): string =>
  family('poolscape_database_up', 'gauge', 'Whether the database answered the job queries (1) or not (0).', [
    { labels: {}, value },
  ]);

export interface MetricsRoutesOptions {
  pool: Pool;
  http: HttpMetrics;
  /** METRICS_TOKEN; undefined: no metrics endpoint. */
  token?: string;
}

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (
  app,
  { pool, http, token },
) => {
  app.get('/api/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send({ message: API_ERRORS.notFound });
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: METRICS_TOKEN_REFUSED });
    }
    // Without the database the process's own figures still go out, with `poolscape_database_up 0`.
    const jobs = await jobMetricsText(pool).then(
      (text) => text + databaseUp(1),
      () => databaseUp(0),
    );
    const text = http.text() + jobs + (await processMetricsText());
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(text);
  });
};
