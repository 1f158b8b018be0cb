// Mail that waits for its server, in the job queue (`jobs/job-queue.ts`, queue `mail`). A caller
// queues a message inside its own transaction: it goes out only if what it tells of (a reset link,
// a quote request, a support reply) was stored, and the request answers the same whether the mail
// server is up or not. The message is sealed with the secrets key before it is stored (a reset
// link is a credential). Every API process runs a mail worker; pg-boss gives each job to one of
// them, retries a failed attempt with backoff for about two days, then moves it to the dead letter
// queue `mail-failed`, whose worker logs it. `transport` sends: the SMTP server, or without
// SMTP_URL the table of mail kept for /admin/mail.
import type { PoolClient } from 'pg';
import type { Db, Job, JobWithMetadata } from 'pg-boss';
import { type JobQueue, MAIL_FAILED_QUEUE, MAIL_QUEUE } from '../jobs/job-queue.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Mail, Mailer } from './mailer.ts';

/** What a mail job carries: the message, sealed. */
export interface MailJobData {
  sealed: string;
}

/** Where features queue mail. */
export interface MailSender {
  /** Queues `mail` on `client`, inside its transaction: it is sent only if that transaction commits. */
  enqueue(client: PoolClient, mail: Mail): Promise<void>;
}

export interface MailQueueOptions {
  /** The job queue; its pg-boss instance holds the mail queue. */
  jobs: JobQueue;
  /** What actually sends: the SMTP server, or the local folder. */
  transport: Mailer;
  box: SecretBox;
  log: { warn(message: string): void; error(message: string): void };
}

/** Jobs one fetch of {@link MailQueue.deliverDue} takes. */
const BATCH = 20;

export class MailQueue implements MailSender {
  readonly #options: MailQueueOptions;

  constructor(options: MailQueueOptions) {
    this.#options = options;
  }

  async enqueue(client: PoolClient, mail: Mail): Promise<void> {
    const { jobs, box } = this.#options;
    await jobs.start();
    const db: Db = { executeSql: (text, values) => client.query(text, values as unknown[]) };
    const data: MailJobData = { sealed: box.seal(JSON.stringify(mail)) };
    if (!(await jobs.boss.send(MAIL_QUEUE, { ...data }, { db })))
      throw new Error('the mail job was not created');
  }

  /**
   * Runs this process's mail worker (one message at a time; NOTIFY wakes it for new mail) and the
   * worker of the dead letter queue, which logs each message given up.
   */
  async work(pollingIntervalSeconds = 2): Promise<void> {
    const { jobs } = this.#options;
    await jobs.start();
    // As the render workers do: with NOTIFY on, an idle worker otherwise looks again only after a
    // long pause, so one that has just sent a message asks for the next at once (a quote request
    // queues two messages in one transaction; the second must not wait for the next poll).
    let workerId: string | undefined;
    workerId = await jobs.boss.work<MailJobData>(MAIL_QUEUE, { pollingIntervalSeconds }, async (batch) => {
      for (const job of batch) await this.#send(job);
      if (workerId) jobs.boss.notifyWorker(workerId);
    });
    await jobs.boss.work(
      MAIL_FAILED_QUEUE,
      { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 1), includeMetadata: true },
      async (batch: JobWithMetadata<MailJobData>[]) => {
        for (const job of batch) this.#logGivenUp(job);
      },
    );
  }

  /**
   * Sends here and now the mail that is due (with `includeLater`, also mail waiting for its next
   * retry), claiming each job as a worker does, so two callers never send one message twice.
   * Returns how many messages went out. Tests build the app without workers and deliver with it.
   */
  async deliverDue(options: { includeLater?: boolean } = {}): Promise<number> {
    const { jobs } = this.#options;
    await jobs.start();
    const tried = new Set<string>();
    let sent = 0;
    for (;;) {
      const batch = await jobs.boss.fetch<MailJobData>(MAIL_QUEUE, {
        batchSize: BATCH,
        ignoreStartAfter: options.includeLater ?? false,
      });
      for (const job of batch) {
        try {
          await this.#send(job);
        } catch (error) {
          await jobs.boss.fail(MAIL_QUEUE, job, { message: (error as Error).message });
          continue;
        }
        await jobs.boss.complete(MAIL_QUEUE, job);
        sent += 1;
      }
      // A job seen twice failed in this call and was due again at once: try it again next call.
      const again = batch.some((job) => tried.has(job.id));
      for (const job of batch) tried.add(job.id);
      if (batch.length < BATCH || again) return sent;
    }
  }

  /** One attempt; a failure throws, and pg-boss retries the job later or gives it up. */
  async #send(job: Job<MailJobData>): Promise<void> {
    const { transport, box, log } = this.#options;
    // One that does not open is tried again like any failure: a key restored in time still sends it.
    const plain = box.open(job.data.sealed);
    try {
      if (plain === null) throw new Error('it was sealed under another secrets key');
      await transport.send(JSON.parse(plain) as Mail);
    } catch (error) {
      const reason = ((error as Error).message || String(error)).slice(0, 500);
      log.warn(`mail ${job.id} not sent yet (attempt ${job.retryCount + 1}): ${reason}`);
      throw new Error(reason);
    }
  }

  #logGivenUp(job: JobWithMetadata<MailJobData>): void {
    const reason = (job.sourceOutput as { message?: string } | null)?.message ?? 'no reason kept';
    const attempts = (job.sourceRetryCount ?? 0) + 1;
    this.#options.log.error(`mail ${job.sourceId ?? job.id} given up after ${attempts} attempts: ${reason}`);
  }
}
