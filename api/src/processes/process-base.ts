// What every process starts first, whatever its role (API or worker only): the database (embedded
// unless DATABASE_URL), the job queue renders, videos and mail go through, the API's migrations
// (after the mail an older version left in its outbox table has moved into that queue), the admins
// ADMIN_EMAILS lists, and the file storage.
import { grantListedAdmins } from '../admin/roles.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { PgListener } from '../db/pg-channel.ts';
import { connectionName, createPool, type Pool, type ProcessRole } from '../db/pool.ts';
import type { Env } from '../env.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { moveOutboxIntoQueue } from '../mail/outbox-handoff.ts';
import type { Storage } from '../storage/storage.ts';
import { openStorage } from './file-storage.ts';
import { type Closer, log, say } from './process-log.ts';

/** The parts both roles share. */
export interface ProcessBase {
  databaseUrl: string;
  pool: Pool;
  /**
   * Connections that keep their session (DATABASE_SESSION_URL), for advisory locks and migrations;
   * `pool` itself when the database is reached directly.
   */
  sessionPool: Pool;
  /** The one connection that listens to every channel this process hears. */
  listener: PgListener;
  storage: Storage;
  renderQueue: JobQueue;
}

/** A pool on `databaseUrl`, its connections named for `role` and `purpose`; ended on close. */
export function openPool(
  databaseUrl: string,
  role: ProcessRole,
  max: number,
  closers: Closer[],
  purpose: 'requests' | 'session' = 'requests',
): Pool {
  const pool = createPool(databaseUrl, (error) => say(`database connection error: ${error.message}`), {
    max,
    applicationName: connectionName(role, purpose),
  });
  closers.push(() => pool.end());
  return pool;
}

/** Applies the API's migrations not applied yet, and says which. */
export async function applyApiMigrations(pool: Pool): Promise<void> {
  const applied = await migrate(pool);
  if (applied.length > 0) say(`applied API migrations: ${applied.join(', ')}`);
}

/** Starts the shared parts in order, each pushing its stop onto `closers`. */
export async function startProcessBase(env: Env, closers: Closer[]): Promise<ProcessBase> {
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
    closers.push(() => embedded.stop());
    databaseUrl = embedded.connectionString;
  }
  // The connection budget (README): the request pool, the queue's pool and one listening connection.
  const role = env.SERVE_HTTP ? 'api' : 'worker';
  const pool = openPool(databaseUrl, role, env.DATABASE_POOL_SIZE, closers);
  const sessionUrl = env.DATABASE_SESSION_URL ?? databaseUrl;
  const sessionPool = env.DATABASE_SESSION_URL ? openSessionPool(sessionUrl, role, closers) : pool;
  const listener = new PgListener(sessionUrl, { log: say, applicationName: connectionName(role, 'listen') });
  closers.push(() => listener.stop());
  // The queue's own schema (pgboss) is installed or migrated by pg-boss itself.
  const renderQueue = new JobQueue({
    connectionString: databaseUrl,
    poolSize: env.QUEUE_POOL_SIZE,
    applicationName: connectionName(role, 'queue'),
    listener,
    log: (message) => say(message),
  });
  await renderQueue.start();
  const moved = await moveOutboxIntoQueue(pool, renderQueue);
  if (moved > 0) say(`moved ${moved} unsent mail from the outbox table into the job queue`);
  await applyApiMigrations(sessionPool);
  const admins = await grantListedAdmins(pool, env.ADMIN_EMAILS);
  if (admins.length > 0) say(`admin role granted (ADMIN_EMAILS): ${admins.join(', ')}`);
  const storage = await openStorage(env.storage, env.DATA_DIR, closers);
  // Stopped before the storage closes: running renders finish first.
  closers.push(() => renderQueue.stop(env.SERVE_HTTP ? undefined : env.WORKER_STOP_SECONDS * 1000));
  return { databaseUrl, pool, sessionPool, listener, storage, renderQueue };
}

/**
 * The connection that keeps its session (DATABASE_SESSION_URL), for the migrations and for a lock held
 * through a site build or the CMS's setup; what runs under the lock uses the same connection. One at
 * a time is enough: a process starts (migrations, then the CMS's setup) before it builds. It closes
 * after 30 s idle.
 */
export function openSessionPool(sessionUrl: string, role: ProcessRole, closers: Closer[]): Pool {
  return openPool(sessionUrl, role, 1, closers, 'session');
}
