// What every process starts first, whatever its role (API or worker only): the database (embedded
// unless DATABASE_URL), the API's migrations and the admins ADMIN_EMAILS lists, the file storage,
// and the job queue renders and videos go through.
import { grantListedAdmins } from '../admin/roles.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { createPool, type Pool } from '../db/pool.ts';
import type { Env } from '../env.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import type { Storage } from '../storage/storage.ts';
import { openStorage } from './file-storage.ts';
import { type Closer, log, say } from './process-log.ts';

/** The parts both roles share. */
export interface ProcessBase {
  databaseUrl: string;
  pool: Pool;
  storage: Storage;
  renderQueue: JobQueue;
}

/** Starts the shared parts in order, each pushing its stop onto `closers`. */
export async function startProcessBase(env: Env, closers: Closer[]): Promise<ProcessBase> {
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
    closers.push(() => embedded.stop());
    databaseUrl = embedded.connectionString;
  }
  const pool = createPool(databaseUrl, (error) => say(`database connection error: ${error.message}`));
  closers.push(() => pool.end());
  const applied = await migrate(pool);
  if (applied.length > 0) say(`applied API migrations: ${applied.join(', ')}`);
  const admins = await grantListedAdmins(pool, env.ADMIN_EMAILS);
  if (admins.length > 0) say(`admin role granted (ADMIN_EMAILS): ${admins.join(', ')}`);
  // The render queue's own schema (pgboss) is installed or migrated by pg-boss itself.
  const storage = await openStorage(env.storage, env.DATA_DIR, closers);
  const renderQueue = new JobQueue({ connectionString: databaseUrl, log: (message) => say(message) });
  await renderQueue.start();
  closers.push(() => renderQueue.stop(env.SERVE_HTTP ? undefined : env.WORKER_STOP_SECONDS * 1000));
  return { databaseUrl, pool, storage, renderQueue };
}
