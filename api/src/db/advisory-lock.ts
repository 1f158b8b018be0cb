// A session-level advisory lock around a piece of start-up work, so processes starting together on
// one database take turns: the second waits, then finds the work done.
import type { Pool } from './pool.ts';

/** Lock ids: any constants every process agrees on. */
export const LOCKS = { cmsSetup: 7_431_006 } as const;

/** Runs `work` while holding the lock `lockId`; waits for whoever holds it first. */
export async function withAdvisoryLock<T>(pool: Pool, lockId: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}
