// Hourly clean-up every API process does (each statement is safe to run from several at once):
// throttle windows that ended a day ago, rate-limit windows that ended, and whatever else the
// process hands it (the expired "Download my data" archives). (pg-boss deletes the mail jobs sent or
// given up a week ago itself.)
import { pruneThrottle } from '../auth/throttle.ts';
import type { Pool } from '../db/pool.ts';
import { pruneRateLimits } from '../plugins/rate-limit-store.ts';

const EVERY_MS = 3_600_000;

/** Starts the clean-up; the returned function stops it. */
export function startHousekeeping(
  pool: Pool,
  log: { warn(message: string): void },
  tasks: (() => Promise<unknown>)[] = [],
): () => Promise<void> {
  const run = () =>
    Promise.all([pruneThrottle(pool), pruneRateLimits(pool), ...tasks.map((task) => task())]).catch(
      (error: Error) => log.warn(`housekeeping could not run: ${error.message}`),
    );
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
