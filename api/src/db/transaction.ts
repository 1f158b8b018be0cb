// One transaction on one client of the pool: committed when `work` resolves, rolled back when it
// throws, and the client always given back (closed instead when it could not even roll back).
import type { Pool, PoolClient } from 'pg';

/** Runs `work` inside a transaction and returns its result. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
