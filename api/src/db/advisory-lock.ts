// A session-level advisory lock around a piece of work, so processes on one database take turns:
// processes starting together set up the CMS once, and the site of a cluster is built by one
// process at a time.
import type { Pool, PoolClient } from './pool.ts';

/** Lock ids: any constants every process agrees on. */
export const LOCKS = { cmsSetup: 7_431_006, siteBuild: 7_431_007 } as const;

/**
 * Runs `work` while holding the lock `lockId`; waits for whoever holds it first. `work` is handed the
 * connection that holds the lock, so that what it reads and writes takes no second connection.
 */
export async function withAdvisoryLock<T>(
  pool: Pool,
  lockId: number,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}
