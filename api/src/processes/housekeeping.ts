// Hourly clean-up every API process does (each statement is safe to run from several at once):
// throttle windows that ended a day ago, and rate-limit windows that ended. (pg-boss deletes the
// mail jobs sent or given up a week ago itself.)
import { pruneThrottle } from '../auth/throttle.ts';
import type { Pool } from '../db/pool.ts';
import { pruneRateLimits } from '../plugins/rate-limit-store.ts';

const EVERY_MS = 3_600_000;

/** Starts the clean-up; the returned function stops it. */
export function startHousekeeping(pool: Pool, log: { warn(message: string): void }): () => Promise<void> {
  const run = () =>
    Promise.all([pruneThrottle(pool), pruneRateLimits(pool)]).catch((error: Error) =>
      log.warn(`housekeeping could not run: ${error.message}`),
    );
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
