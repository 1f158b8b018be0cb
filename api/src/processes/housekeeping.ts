// Hourly clean-up every API process does (each statement is safe to run from several at once), so
// that nothing is kept longer than the privacy page says: throttle windows that ended a day ago,
// rate-limit windows that ended, expired sessions, reset links a day past their hour, and whatever
// else the process hands it (expired "Download my data" archives, accounts past their grace
// period). (pg-boss deletes the mail jobs sent or given up a week ago itself.)
import { pruneResetTokens } from '../auth/password-reset.ts';
import { pruneExpiredSessions } from '../auth/sessions.ts';
import { pruneThrottle } from '../auth/throttle.ts';
import type { Pool } from '../db/pool.ts';
import { pruneRateLimits } from '../plugins/rate-limit-store.ts';

const EVERY_MS = 3_600_000;

/** One round of the clean-up. */
export async function housekeepOnce(pool: Pool, tasks: (() => Promise<unknown>)[] = []): Promise<void> {
  await Promise.all([
    pruneThrottle(pool),
    pruneRateLimits(pool),
    pruneExpiredSessions(pool),
    pruneResetTokens(pool),
    ...tasks.map((task) => task()),
  ]);
}

/** Starts the clean-up; the returned function stops it. */
export function startHousekeeping(
  pool: Pool,
  log: { warn(message: string): void },
  tasks: (() => Promise<unknown>)[] = [],
): () => Promise<void> {
  const run = () =>
    housekeepOnce(pool, tasks).catch((error: Error) =>
      log.warn(`housekeeping could not run: ${error.message}`),
    );
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
