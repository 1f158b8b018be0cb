// One connection pool for the API's own tables. Queries are always parameterised.
import pg from 'pg';

export type Pool = pg.Pool;

/** Opens a pool on `connectionString`; errors of idle clients are logged, never thrown. */
export function createPool(connectionString: string, onError: (error: Error) => void): Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', onError);
  return pool;
}
