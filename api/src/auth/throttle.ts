// Fixed-window counters in PostgreSQL, so every API process shares them: sign-in attempts per
// account and per client are limited even behind a load balancer.
import type { Pool } from 'pg';

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Counts one hit on `key`; allowed while the window's count is at most `limit`. */
export async function hit(
  pool: Pool,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<ThrottleResult> {
  const result = await pool.query<{ count: number; window_start: Date }>(
    `insert into app.throttle (key, window_start, count)
     values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
     on conflict (key, window_start) do update set count = app.throttle.count + 1
     returning count, window_start`,
    [key, windowSeconds],
  );
  const row = result.rows[0];
  const count = row?.count ?? 1;
  const windowEnd = (row?.window_start.getTime() ?? Date.now()) + windowSeconds * 1000;
  return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000)) };
}

/** How many hits `key` has in the current window, without counting one. */
export async function peek(pool: Pool, key: string, windowSeconds: number): Promise<number> {
  const result = await pool.query<{ count: number }>(
    `select count from app.throttle
      where key = $1 and window_start = to_timestamp(floor(extract(epoch from now()) / $2) * $2)`,
    [key, windowSeconds],
  );
  return result.rows[0]?.count ?? 0;
}

/** Drops windows that ended long ago. */
export async function pruneThrottle(pool: Pool): Promise<void> {
  await pool.query(`delete from app.throttle where window_start < now() - interval '1 day'`);
}
