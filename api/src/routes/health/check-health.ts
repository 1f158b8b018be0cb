import type { Health } from '@poolscape/shared';
import type { Pool } from '../../db/pool.ts';

const DB_TIMEOUT_MS = 2_000;

/** The product is healthy when its database answers a query within two seconds. */
export async function checkHealth(pool: Pool, version: string): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pool.query('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timed out')), DB_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', db: 'up', version };
  } catch {
    return { status: 'unavailable', db: 'down', version };
  } finally {
    clearTimeout(timer);
  }
}
