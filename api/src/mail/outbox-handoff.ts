// The upgrade from the mail outbox table (migration 0023) to the job queue. Before the API's
// migrations run (0025 drops `app.mail_outbox`), the mail the outbox had not sent yet moves into
// the mail queue, still sealed, in one transaction that also deletes it from the table: each
// message is queued once, even when several processes start together. On a new install, or once
// the table is gone, there is nothing to move.
import type { Db } from 'pg-boss';
import type { Pool } from '../db/pool.ts';
import { inTransaction } from '../db/transaction.ts';
import { type JobQueue, MAIL_QUEUE } from '../jobs/job-queue.ts';
import type { MailJobData } from './mail-queue.ts';

/** Postgres' code for a table that does not exist (another process dropped it meanwhile). */
const UNDEFINED_TABLE = '42P01';

/** Moves the outbox's unsent mail into the mail queue; returns how many messages moved. */
export async function moveOutboxIntoQueue(pool: Pool, jobs: JobQueue): Promise<number> {
  const table = await pool.query<{ name: string | null }>(
    `select to_regclass('app.mail_outbox')::text as name`,
  );
  if (!table.rows[0]?.name) return 0;
  await jobs.start();
  try {
    return await inTransaction(pool, async (client) => {
      const moved = await client.query<MailJobData>(
        'delete from app.mail_outbox where sent_at is null and failed_at is null returning sealed',
      );
      if (moved.rows.length === 0) return 0;
      const db: Db = { executeSql: (text, values) => client.query(text, values as unknown[]) };
      await jobs.boss.insert(
        MAIL_QUEUE,
        moved.rows.map((row) => ({ data: { sealed: row.sealed } })),
        { db },
      );
      return moved.rows.length;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return 0;
    throw error;
  }
}
