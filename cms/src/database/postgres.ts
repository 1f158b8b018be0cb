// The CMS's PostgreSQL connections: a bounded pool whose every limit turns a stuck request into a
// failed request, so one slow write can never take the whole CMS down with it.
import { type PostgresAdapter, type PostgresAdapterArgs, postgresAdapter } from '@payloadcms/db-postgres';
import type { DatabaseAdapterObj } from 'payload';
import { limitTransactions } from './transactions.ts';

/** Connections the CMS keeps at most by default (CMS_POOL_SIZE); Payload holds one open while it runs. */
export const POOL_SIZE = 10;

/** Writes (transactions) at once: the rest of the pool (up to 4) stays free for queries made outside. */
export function concurrentTransactions(poolSize: number): number {
  return poolSize - Math.min(4, Math.floor(poolSize / 2));
}
/** A query waits this long for a free connection, a write for its turn, before failing. */
export const WAIT_MS = 20_000;
/**
 * PostgreSQL ends a statement running longer, and a session left idle inside a transaction this
 * long, which gives its connection back instead of holding locks and a pool slot forever.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

type Options = Omit<PostgresAdapterArgs, 'pool'> & { connectionString: string; poolSize?: number };

/** The pool's settings for `connectionString` (also read by the tests). */
export function poolOptions(connectionString: string, poolSize = POOL_SIZE): PostgresAdapterArgs['pool'] {
  return {
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Names the CMS's sessions in pg_stat_activity apart from the API's, as the API's connectionName does.
    application_name: `poolscape/cms/${process.pid}/requests`,
  };
}

/**
 * Payload's Postgres adapter on a bounded pool of `poolSize`, with at most
 * {@link concurrentTransactions} writes at once.
 */
export function cmsDatabase({
  connectionString,
  poolSize = POOL_SIZE,
  ...options
}: Options): DatabaseAdapterObj<PostgresAdapter> {
  const adapter = postgresAdapter({ ...options, pool: poolOptions(connectionString, poolSize) });
  const survivingConnectionErrors: DatabaseAdapterObj<PostgresAdapter> = {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const Base = db.pg.Pool;
      // A connection PostgreSQL ends while it is checked out (a timeout above) emits an error with
      // nobody listening; the request using it fails on its next query, the process must not.
      class Pool extends Base {
        constructor(config?: ConstructorParameters<typeof Base>[0]) {
          super(config);
          this.on('connect', (client) => {
            client.on('error', (error) =>
              db.payload.logger.warn(`database connection ended: ${error.message}`),
            );
          });
        }
      }
      db.pg = { ...db.pg, Pool };
      return db;
    },
  };
  return limitTransactions(survivingConnectionErrors, {
    concurrent: concurrentTransactions(poolSize),
    waitMs: WAIT_MS,
  });
}
