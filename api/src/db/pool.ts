// One connection pool for the API's own tables. Queries are always parameterised. Every connection
// a process opens carries a name in pg_stat_activity (see connectionName), which is how the drill and
// the load test count the connections each kind of process uses against the README's budget.
import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** What a process is: an API process (HTTP) or a render worker; its CMS names its own. */
export type ProcessRole = 'api' | 'worker' | 'cms';
/**
 * What a connection is for: requests, the job queue, listening to channels, or what needs a session
 * of its own (advisory locks and migrations, through DATABASE_SESSION_URL).
 */
export type ConnectionPurpose = 'requests' | 'queue' | 'listen' | 'session';

const NAME = /^poolscape\/(api|worker|cms)\/(\d+)\/(requests|queue|listen|session)$/;

/** `poolscape/<role>/<pid>/<purpose>`: one process's connections, grouped by what they are for. */
export function connectionName(role: ProcessRole, purpose: ConnectionPurpose, pid = process.pid): string {
  return `poolscape/${role}/${pid}/${purpose}`;
}

/** The parts of a name connectionName made, or null for any other connection. */
export function readConnectionName(
  name: string,
): { role: ProcessRole; pid: number; purpose: ConnectionPurpose } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return { role: match[1] as ProcessRole, pid: Number(match[2]), purpose: match[3] as ConnectionPurpose };
}

export interface PoolOptions {
  /** Connections kept at most (10 by default). */
  max?: number;
  /** Its connections' name in pg_stat_activity (see connectionName). */
  applicationName?: string;
}

/** Opens a pool on `connectionString`; errors of idle clients are logged, never thrown. */
export function createPool(
  connectionString: string,
  onError: (error: Error) => void,
  { max = 10, applicationName }: PoolOptions = {},
): Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: applicationName,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', onError);
  return pool;
}
