// The life of a paid job (a design version's render, a video) after it was charged. The charge, the
// job's row (status `queued`) and its pg-boss job are written in one transaction where the job is
// asked for, so the job exists only if it was paid for. Then a worker runs it:
//   start     queued → rendering, the owner told once (a retried job finds it rendering already);
//   progress  stored without ever going down, told only while the job still runs;
//   finish    rendering → ready in one transaction, then the owner's `ready` event;
//   fail      marked failed and refunded, both at most once (the refund is unique in the ledger), in
//             one transaction, then the owner's `failed` event; a job that finished after all keeps
//             its charge.
// A refusal that trying again cannot fix (a bad provider key, a refused prompt) fails the job at
// once; anything else is thrown for the queue to retry, and a job that fails for good is failed by
// the queue's dead letter handler. Progress events are published with NOTIFY after the change they
// tell of is committed, so nobody is told of a change that rolled back, and no commit waits on
// NOTIFY's database-wide lock.
import type { DesignStatus } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../db/transaction.ts';
import { publishProgress, type StudioEvent } from './progress-hub.ts';

/** One paid job as the lifecycle sees it: its row, its owner and the shape of its events. */
export interface PaidJob {
  /**
   * The table of the job's row (id, status, progress, error, updated_at): a constant of the
   * feature, never anything a request sent.
   */
  table: 'app.design_versions' | 'app.design_videos';
  id: string;
  /** Whose sockets hear of it. */
  userId: string;
  /** The event the owner's sockets get, exactly as they have always got it. */
  event(status: Exclude<DesignStatus, 'queued'>, progress: number, message: string): StudioEvent;
}

/** Marks a queued job as running and tells its owner; false when it was not queued (a retry). */
export async function startPaidJob(
  pool: Pool,
  job: PaidJob,
  progress: number,
  message: string,
): Promise<boolean> {
  const started = await pool.query(
    `update ${job.table} set status = 'rendering', updated_at = now() where id = $1 and status = 'queued'`,
    [job.id],
  );
  if (!started.rowCount) return false;
  await publishProgress(pool, job.userId, job.event('rendering', progress, message));
  return true;
}

/**
 * Stores `stored` as the job's progress (never lowering it) while it runs, and tells the owner
 * `report` when one is given. Nothing happens once the job has ended, so a late step never
 * follows the job's end. Returns whether the job was still running.
 */
export async function recordPaidJobProgress(
  pool: Pool,
  job: PaidJob,
  stored: number,
  report: { progress: number; message: string } | null,
): Promise<boolean> {
  const updated = await pool.query(
    `update ${job.table} set progress = greatest(progress, $2), updated_at = now()
      where id = $1 and status = 'rendering'`,
    [job.id, stored],
  );
  if (!updated.rowCount) return false;
  if (report)
    await publishProgress(pool, job.userId, job.event('rendering', report.progress, report.message));
  return true;
}

export interface PaidJobFinish {
  /** The words of the `ready` event. */
  message: string;
  /** What the job's row records besides its status (column name → value), e.g. what it cost. */
  columns?: Record<string, unknown>;
  /** More to write in the same transaction, before the owner is told. */
  alsoWrite?: (client: PoolClient) => Promise<void>;
}

/**
 * Marks a queued or running job ready and tells its owner, in one transaction. False when it had
 * ended already (failed, or finished by another worker) or its row is gone.
 */
export async function finishPaidJob(pool: Pool, job: PaidJob, finish: PaidJobFinish): Promise<boolean> {
  const columns = Object.entries(finish.columns ?? {});
  const extra = columns.map(([name], index) => `${name} = $${index + 2}, `).join('');
  const finished = await inTransaction(pool, async (client) => {
    const updated = await client.query(
      `update ${job.table} set status = 'ready', progress = 100, error = null, ${extra}updated_at = now()
        where id = $1 and status in ('queued', 'rendering')`,
      [job.id, ...columns.map(([, value]) => value)],
    );
    if (!updated.rowCount) return false;
    await finish.alsoWrite?.(client);
    return true;
  });
  // Told after the commit, never inside it: a NOTIFY in a transaction takes a database-wide lock at
  // commit, which many busy workers would queue on.
  if (finished) await tellOwner(pool, job, job.event('ready', 100, finish.message));
  return finished;
}

/**
 * Tells the owner of a committed change. Should the database refuse the NOTIFY, the change still
 * stands: the studio shows it when it reads the design again.
 */
async function tellOwner(pool: Pool, job: PaidJob, event: StudioEvent): Promise<void> {
  await publishProgress(pool, job.userId, event).catch(() => undefined);
}

export interface PaidJobFailure {
  /** The error stored on the row and the words of the `failed` event. */
  message: string;
  /** Gives the charge back on `client`; returns how many ledger rows it wrote (0: refunded before). */
  refund: (client: PoolClient) => Promise<number>;
  /** More to write in the same transaction when the job fails now, before the owner is told. */
  alsoWrite?: (client: PoolClient) => Promise<void>;
}

/**
 * The job failed: marked failed and refunded, both at most once, in one transaction with the
 * owner's event. A job that finished after all keeps its charge; one whose row is gone is still
 * refunded, with nobody told.
 */
export async function failPaidJob(pool: Pool, job: PaidJob, failure: PaidJobFailure): Promise<void> {
  const told = await inTransaction(pool, async (client) => {
    const row = (
      await client.query<{ status: DesignStatus }>(
        `select status from ${job.table} where id = $1 for update`,
        [job.id],
      )
    ).rows[0];
    if (row?.status === 'ready') return false;
    const marked = await client.query(
      `update ${job.table} set status = 'failed', error = $2, updated_at = now()
        where id = $1 and status <> 'failed'`,
      [job.id, failure.message],
    );
    const refunded = await failure.refund(client);
    if (!row || !(marked.rowCount || refunded)) return false;
    await failure.alsoWrite?.(client);
    return true;
  });
  if (told) await tellOwner(pool, job, job.event('failed', 0, failure.message));
}

/** An error that says trying again cannot help, with the words the user sees. */
export type RefusalClass = abstract new (...args: never[]) => Error & { userMessage: string };

/**
 * A queue handler's body: runs the job; a `refusal` fails it at once (refunded, with the refusal's
 * words) instead of being retried; any other error is thrown for the queue to retry.
 */
export async function runPaidJob(
  run: () => Promise<unknown>,
  refusal: RefusalClass,
  fail: (message: string) => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof refusal)) throw error;
    await fail(error.userMessage);
  }
}
