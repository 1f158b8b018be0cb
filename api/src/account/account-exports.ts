// "Download my data": a request queues one job (`account-export`, in the one job queue) that writes
// the account's archive (export-archive.ts) into storage, with its progress on the row, then mails
// its owner a link. The link downloads for the signed-in owner only, for 7 days. A second request
// within a day gets the same export rather than another. Every API process runs an export worker.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountExport } from '@poolscape/shared';
import type { Pool } from 'pg';
import type { Db, Job } from 'pg-boss';
import { inTransaction } from '../db/transaction.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailSender } from '../mail/mail-queue.ts';
import type { Storage } from '../storage/storage.ts';
import { writeAccountArchive } from './export-archive.ts';

export const EXPORT_QUEUE = 'account-export';
/** How long an archive can be downloaded, and how long a request is answered with the same one. */
export const EXPORT_DAYS = 7;
const REUSE_HOURS = 24;

const EXPORT_JOB = { retryLimit: 2, retryBackoff: true, retryDelay: 10, expireInSeconds: 30 * 60 } as const;

interface ExportJobData {
  exportId: string;
  userId: string;
}

interface ExportRow {
  id: string;
  status: AccountExport['status'];
  progress: number;
  size_bytes: string | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  storage_key: string | null;
}

const SELECT = `select id, status, progress, size_bytes, created_at, ready_at, expires_at, storage_key
  from app.account_exports`;

function toExport(row: ExportRow): AccountExport {
  const expired = row.expires_at !== null && row.expires_at.getTime() <= Date.now();
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    progress: Math.round(row.progress * 100),
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    createdAt: row.created_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    downloadUrl: row.status === 'ready' && !expired ? `/api/account/export/${row.id}/download` : null,
  };
}

export const exportKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

export interface AccountExportsOptions {
  pool: Pool;
  storage: Storage;
  jobs: JobQueue;
  mail: MailSender;
  publicUrl: string;
  log: { warn(message: string): void };
}

export type ExportDownload =
  | { status: 'ready'; body: Buffer; filename: string }
  | { status: 'not-found' | 'expired' | 'not-ready' };

export class AccountExports {
  readonly #options: AccountExportsOptions;
  #queue: Promise<void> | null = null;

  constructor(options: AccountExportsOptions) {
    this.#options = options;
  }

  #start(): Promise<void> {
    const { jobs } = this.#options;
    this.#queue ??= jobs.start().then(() => jobs.boss.createQueue(EXPORT_QUEUE, EXPORT_JOB));
    return this.#queue;
  }

  /** Queues an export, or gives the one of the last day; `reused` tells which. */
  async request(userId: string): Promise<{ export: AccountExport; reused: boolean }> {
    await this.#start();
    return inTransaction(this.#options.pool, async (client) => {
      // One request at a time per account, so two clicks make one export.
      await client.query('select 1 from app.users where id = $1 for update', [userId]);
      const recent = await client.query<ExportRow>(
        `${SELECT} where user_id = $1 and status <> 'failed'
           and created_at > now() - make_interval(hours => $2) order by created_at desc limit 1`,
        [userId, REUSE_HOURS],
      );
      if (recent.rows[0]) return { export: toExport(recent.rows[0]), reused: true };
      const inserted = await client.query<ExportRow>(
        `insert into app.account_exports (user_id) values ($1)
         returning id, status, progress, size_bytes, created_at, ready_at, expires_at, storage_key`,
        [userId],
      );
      const row = inserted.rows[0] as ExportRow;
      const db: Db = { executeSql: (text, values) => client.query(text, values as unknown[]) };
      const data: ExportJobData = { exportId: row.id, userId };
      if (!(await this.#options.jobs.boss.send(EXPORT_QUEUE, { ...data }, { ...EXPORT_JOB, id: row.id, db })))
        throw new Error('the export job was not created');
      return { export: toExport(row), reused: false };
    });
  }

  /** The account's newest export, or null. */
  async latest(userId: string): Promise<AccountExport | null> {
    const { rows } = await this.#options.pool.query<ExportRow>(
      `${SELECT} where user_id = $1 order by created_at desc limit 1`,
      [userId],
    );
    return rows[0] ? toExport(rows[0]) : null;
  }

  /** The archive, for its owner only (anyone else gets what a missing one gets). */
  async download(userId: string, exportId: string): Promise<ExportDownload> {
    const { rows } = await this.#options.pool.query<ExportRow>(`${SELECT} where id = $1 and user_id = $2`, [
      exportId,
      userId,
    ]);
    const row = rows[0];
    if (!row) return { status: 'not-found' };
    const view = toExport(row);
    if (view.status === 'expired') return { status: 'expired' };
    if (view.status !== 'ready' || !row.storage_key) return { status: 'not-ready' };
    const file = await this.#options.storage.get(row.storage_key);
    if (!file) return { status: 'expired' };
    const day = row.created_at.toISOString().slice(0, 10);
    return { status: 'ready', body: file.body, filename: `poolscape-data-${day}.zip` };
  }

  /**
   * Removes from storage the archives whose 7 days are over (housekeeping, hourly): their rows stay,
   * as "expired", until the account goes. Returns how many were removed.
   */
  async removeExpired(): Promise<number> {
    const { pool, storage } = this.#options;
    const { rows } = await pool.query<{ id: string; storage_key: string }>(
      `select id, storage_key from app.account_exports
        where expires_at <= now() and storage_key is not null order by expires_at limit 100`,
    );
    for (const row of rows) {
      await storage.delete(row.storage_key);
      await pool.query('update app.account_exports set storage_key = null where id = $1', [row.id]);
    }
    return rows.length;
  }

  /** Runs this process's export worker, one archive at a time. */
  async work(pollingIntervalSeconds = 2): Promise<void> {
    await this.#start();
    await this.#options.jobs.boss.work<ExportJobData>(
      EXPORT_QUEUE,
      { pollingIntervalSeconds },
      async (batch: Job<ExportJobData>[]) => {
        for (const job of batch) await this.#build(job.data);
      },
    );
  }

  /** Builds here and now every queued export, as a worker would (tests have no workers). */
  async buildDue(): Promise<number> {
    await this.#start();
    const { boss } = this.#options.jobs;
    let built = 0;
    for (;;) {
      const [job] = await boss.fetch<ExportJobData>(EXPORT_QUEUE, { batchSize: 1 });
      if (!job) return built;
      try {
        await this.#build(job.data);
        await boss.complete(EXPORT_QUEUE, job);
        built += 1;
      } catch (error) {
        await boss.fail(EXPORT_QUEUE, job, { message: (error as Error).message });
      }
    }
  }

  async #build({ exportId, userId }: ExportJobData): Promise<void> {
    const { pool, storage, log } = this.#options;
    const started = await pool.query(
      // A retry of a failed attempt builds again; a ready archive is never built twice.
      `update app.account_exports set status = 'building', progress = 0
        where id = $1 and status in ('queued', 'building', 'failed') returning id`,
      [exportId],
    );
    if (started.rowCount === 0) return;
    const folder = await mkdtemp(join(tmpdir(), 'poolscape-export-'));
    let shown = 0;
    try {
      const path = join(folder, 'archive.zip');
      await writeAccountArchive(pool, storage, userId, path, async (fraction) => {
        // A row update per few percent, not per file.
        if (fraction - shown < 0.05 && fraction < 1) return;
        shown = fraction;
        await pool.query('update app.account_exports set progress = $2 where id = $1', [
          exportId,
          Math.min(fraction, 0.99),
        ]);
      });
      const key = exportKey(userId, exportId);
      await storage.putFile(key, path, 'application/zip');
      await this.#ready(exportId, userId, key, (await stat(path)).size);
    } catch (error) {
      log.warn(`export ${exportId} failed: ${(error as Error).message}`);
      await pool.query(`update app.account_exports set status = 'failed' where id = $1`, [exportId]);
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async #ready(exportId: string, userId: string, key: string, size: number): Promise<void> {
    const { pool, mail, publicUrl } = this.#options;
    await inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ email: string; expires_at: Date }>(
        `update app.account_exports e
            set status = 'ready', progress = 1, storage_key = $2, size_bytes = $3, ready_at = now(),
                expires_at = now() + make_interval(days => $4)
           from app.users u
          where e.id = $1 and u.id = e.user_id and u.id = $5
         returning u.email, e.expires_at`,
        [exportId, key, size, EXPORT_DAYS, userId],
      );
      const row = rows[0];
      if (!row) return;
      await mail.enqueue(client, {
        to: row.email,
        subject: 'Your Poolscape data is ready to download',
        text: `Hello,

The archive of your Poolscape data you asked for is ready (${(size / 1_000_000).toFixed(1)} MB):
${publicUrl}/api/account/export/${exportId}/download

The link works when you are signed in to Poolscape, until ${row.expires_at.toUTCString()}.
You can also download it from your profile: ${publicUrl}/profile/edit

If you did not ask for it, change your password: someone else may be signed in to your account.

Poolscape`,
      });
    });
  }
}
