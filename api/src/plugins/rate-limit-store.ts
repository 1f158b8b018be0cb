// The store behind every route's rate limit, in PostgreSQL (`app.rate_limits`), so a client is
// limited across every API process behind the balancer, not once per process. A window starts at
// a key's first hit and lasts the route's time window, as with the plugin's own in-memory store;
// each route counts apart (its method and URL, or its group, prefix the key).
import type { Pool } from '../db/pool.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes a route's store (its declared type leaves `routeInfo` out). */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/** The store class @fastify/rate-limit instantiates (its `store` option), bound to `pool`. */
export function postgresRateLimitStore(pool: Pool) {
  return class PostgresRateLimitStore {
    readonly #prefix: string;

    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as RouteOptions;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      this.#prefix = `${groupId ?? `${method} ${routeInfo?.url ?? ''}`}|`;
    }

    incr(key: string, callback: Callback, timeWindowMs: number, _max?: number): void {
      pool
        .query<{ hits: number; ttl: number }>(
          `insert into app.rate_limits as limits (key, hits, resets_at)
           values ($1, 1, now() + make_interval(secs => $2))
           on conflict (key) do update set
             hits = case when limits.resets_at <= now() then 1 else limits.hits + 1 end,
             resets_at = case when limits.resets_at <= now() then excluded.resets_at else limits.resets_at end
           returning hits, greatest(0, extract(epoch from resets_at - now()) * 1000)::float8 as ttl`,
          [this.#prefix + key, timeWindowMs / 1000],
        )
        .then(
          ({ rows }) => callback(null, { current: rows[0]?.hits ?? 1, ttl: Math.round(rows[0]?.ttl ?? 0) }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback): void {
      pool
        .query<{ hits: number; ttl: number }>(
          `select hits, (extract(epoch from resets_at - now()) * 1000)::float8 as ttl
             from app.rate_limits where key = $1 and resets_at > now()`,
          [this.#prefix + key],
        )
        .then(
          ({ rows }) => callback(null, { current: rows[0]?.hits ?? 0, ttl: Math.round(rows[0]?.ttl ?? 0) }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: object): PostgresRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}

/** Drops the windows that have ended. */
export async function pruneRateLimits(pool: Pool): Promise<void> {
  await pool.query('delete from app.rate_limits where resets_at < now()');
}
