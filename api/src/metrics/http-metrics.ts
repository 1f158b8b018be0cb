// This process's HTTP metrics: requests by method, route and status class, and their durations by
// route. The route is the matched pattern (`/api/designs/:id`), never the raw path, so the number
// of series stays bounded whatever clients request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached page (a few ms) to a slow upload or an AI call (seconds). */
const DURATION_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route label: the matched pattern; pages of the site, or `not-found` for an unknown API path. */
export function routeLabel(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return /^\/api(?:\/|$)/.test(request.url) ? 'not-found' : 'site';
}

export class HttpMetrics {
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #durations: Histogram<'route'>;

  /** Registers the two families in `registry`, the app's own (each test builds its own app). */
  constructor(registry: Registry) {
    this.#requests = new Counter({
      name: 'poolscape_http_requests_total',
      help: 'HTTP requests answered by this process, by method, route and status class.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.#durations = new Histogram({
      name: 'poolscape_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route.',
      labelNames: ['route'],
      buckets: DURATION_BOUNDS,
      registers: [registry],
    });
  }

  record(method: string, route: string, statusCode: number, seconds: number): void {
    const status = `${Math.floor(statusCode / 100)}xx`;
    this.#requests.inc({ method: METHODS.has(method) ? method : 'OTHER', route, status });
    this.#durations.observe({ route }, seconds);
  }
}

/** Counts every answered request of the app into `metrics`. */
export const httpMetricsPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics: HttpMetrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.record(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'http-metrics' },
);
