// One transaction on one client of the pool: committed when `work` resolves, rolled back when it
// throws, and the client always given back (closed instead when it could not even roll back). The
// only place that opens a transaction: callers that must undo a refusal they return (rather than
// throw) say so with `commitIf`.
import type { Pool, PoolClient } from 'pg';

export interface TransactionOptions<T> {
  /**
   * Whether what `work` returned is committed; when false the transaction is rolled back and the
   * result still returned (a refusal found halfway leaves nothing behind). Default: always commit.
   */
  commitIf?: (result: T) => boolean;
}

/** Runs `work` inside a transaction and returns its result. */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  options: TransactionOptions<T> = {},
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query(options.commitIf === undefined || options.commitIf(result) ? 'commit' : 'rollback');
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
