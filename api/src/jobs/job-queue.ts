// The one job queue: pg-boss in its own schema `pgboss`, with one pair of queues for renders of
// design versions, one for videos of designs, and one for mail (`mail/mail-queue.ts` sends it).
// The names are stored with every job: a renamed queue would strand the jobs already queued. A
// paid job is created inside the transaction that debits it (`send` with the transaction's
// client), so either both happen or neither. A job that throws, or whose worker dies (no
// heartbeat, or past its expiry), is retried twice with backoff; a job that fails for good lands
// in its dead letter queue, whose handler marks it failed and refunds it once (`paid-job.ts`).

import { randomUUID } from 'node:crypto';
import pg, { type Pool, type PoolClient } from 'pg';
import { type Db, type Job, PgBoss } from 'pg-boss';
import { PgListener } from '../db/pg-channel.ts';

export const RENDER_QUEUE = 'design-render';
export const RENDER_FAILED_QUEUE = 'design-render-failed';
export const PGBOSS_SCHEMA = 'pgboss';
export const VIDEO_QUEUE = 'design-video';
export const VIDEO_FAILED_QUEUE = 'design-video-failed';
export const MAIL_QUEUE = 'mail';
export const MAIL_FAILED_QUEUE = 'mail-failed';

/** What a render job carries. */
export interface RenderJobData {
  designId: string;
  versionId: string;
  version: number;
  userId: string;
}

export interface RenderJobHandlers {
  /** Renders what is missing of a version; safe to run again after a crash. */
  render(data: RenderJobData, signal: AbortSignal): Promise<void>;
  /** The job failed for good: mark the version failed and refund it (at most once). */
  failed(data: RenderJobData): Promise<void>;
}

/** What a video job carries. */
export interface VideoJobData {
  videoId: string;
  designId: string;
  userId: string;
}

export interface VideoJobHandlers {
  /** Makes the video; safe to run again after a crash (it starts over and stores it once). */
  make(data: VideoJobData, signal: AbortSignal): Promise<void>;
  /** The job failed for good: mark the video failed and refund it (at most once). */
  failed(data: VideoJobData): Promise<void>;
}

/** Where jobs are created: the part of the queue the routes need. */
export interface RenderJobSender {
  /** Creates the job inside the transaction of `client`; it exists only if that transaction commits. */
  /**
   * Queues a version's render in the caller's transaction. The job's id is the version's, so a
   * version has one job; `fresh` gives a new one (an admin rendering a failed version again).
   */
  enqueue(client: PoolClient, data: RenderJobData, options?: { fresh?: boolean }): Promise<string>;
}

/** Where video jobs are created, inside the transaction that debits the video. */
export interface VideoJobSender {
  enqueueVideo(client: PoolClient, data: VideoJobData): Promise<string>;
}

const JOB_OPTIONS = {
  retryLimit: 2,
  retryBackoff: true,
  retryDelay: 5,
  retryDelayMax: 120,
  // A worker sends a heartbeat every 15 s while it renders; 30 s without one (the process died)
  // and the job is retried. The expiry bounds a job whose worker lives but hangs.
  heartbeatSeconds: 30,
  expireInSeconds: 15 * 60,
} as const;

// A 1080p video takes well under a minute here; a video model can take several.
const VIDEO_JOB_OPTIONS = { ...JOB_OPTIONS, expireInSeconds: 30 * 60 } as const;

const FAILED_OPTIONS = { retryLimit: 10, retryBackoff: true, retryDelay: 5, retryDelayMax: 300 } as const;

const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * Mail waits for its server about two days: the first retry after 2.5 to 5 s, each wait about twice
 * the one before, up to an hour (about an hour for the first ten retries, then 46 hourly ones). An
 * attempt past two minutes (the SMTP timeouts are 10 + 10 + 30 s; the process died) is tried again.
 * Sent or given up, a job is kept a week (the metrics count what was given up), its message sealed.
 */
export const MAIL_QUEUE_OPTIONS = {
  retryLimit: 56,
  retryBackoff: true,
  retryDelay: 5,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: WEEK_SECONDS,
} as const;

/** Given-up mail waits in its dead letter queue a week, for the metrics and the operator's `redrive`. */
const MAIL_FAILED_OPTIONS = {
  ...FAILED_OPTIONS,
  retentionSeconds: WEEK_SECONDS,
  deleteAfterSeconds: WEEK_SECONDS,
};

export interface JobQueueOptions {
  /** A connection string: the queue opens its own small pool and LISTENs for new jobs. */
  connectionString?: string;
  /** With `connectionString`: the connections of that pool (4 by default). */
  poolSize?: number;
  /** With `connectionString`: that pool's connections' name in pg_stat_activity. */
  applicationName?: string;
  /** With `connectionString`: the process's shared listener; else the queue opens one of its own. */
  listener?: PgListener;
  /** Or the API's pool (tests, and processes that only send jobs). */
  pool?: Pool;
  log: (message: string) => void;
  /** Background maintenance (expiry, retries of dead workers' jobs). Off only in tests. */
  supervise?: boolean;
  /** How often idle workers look for jobs when no NOTIFY wakes them (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
}

/** The queue, for the processes that create jobs and those that run them. */
export class JobQueue implements RenderJobSender, VideoJobSender {
  readonly #boss: PgBoss;
  readonly #log: (message: string) => void;
  readonly #pollingIntervalSeconds: number;
  #starting: Promise<void> | null = null;
  #stopped = false;
  /** What the queue opened itself (with a connection string), closed after pg-boss stops. */
  #own: { pool: pg.Pool; listener: PgListener | null } | null = null;

  constructor(options: JobQueueOptions) {
    this.#log = options.log;
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    const common = {
      schema: PGBOSS_SCHEMA,
      supervise: options.supervise ?? true,
      schedule: false,
      instanceName: 'poolscape-api',
    };
    if (options.connectionString) {
      // pg-boss runs its statements on this pool and hears of new jobs through the process's one
      // listening connection (its own would be one more connection per process).
      const pool = new pg.Pool({
        connectionString: options.connectionString,
        max: options.poolSize ?? 4,
        application_name: options.applicationName,
      });
      pool.on('error', (error) => this.#log(`job queue connection error: ${error.message}`));
      const listener = options.listener ?? new PgListener(options.connectionString, { log: this.#log });
      this.#own = { pool, listener: options.listener ? null : listener };
      this.#boss = new PgBoss({
        ...common,
        db: {
          executeSql: (text, values) => pool.query(text, values as unknown[]),
          listen: async (channel, onNotification, onReconnect) => {
            const stop = await listener.subscribe(channel, onNotification, { onConnect: onReconnect });
            return { close: stop };
          },
        },
        useListenNotify: true,
      });
    } else if (options.pool) {
      const pool = options.pool;
      this.#boss = new PgBoss({
        ...common,
        db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
        registerInstance: false,
      });
    } else {
      throw new Error('JobQueue needs a connection string or a pool');
    }
    this.#boss.on('error', (error) => this.#log(`render queue error: ${error.message}`));
  }

  /** Installs or migrates the `pgboss` schema and creates every queue; later calls wait for the first. */
  start(): Promise<void> {
    if (this.#stopped) return Promise.reject(new Error('the render queue is stopped'));
    this.#starting ??= (async () => {
      await this.#boss.start();
      await this.#boss.createQueue(RENDER_FAILED_QUEUE, FAILED_OPTIONS);
      await this.#boss.createQueue(RENDER_QUEUE, {
        ...JOB_OPTIONS,
        deadLetter: RENDER_FAILED_QUEUE,
        notify: true,
      });
      await this.#boss.createQueue(VIDEO_FAILED_QUEUE, FAILED_OPTIONS);
      await this.#boss.createQueue(VIDEO_QUEUE, {
        ...VIDEO_JOB_OPTIONS,
        deadLetter: VIDEO_FAILED_QUEUE,
        notify: true,
      });
      await this.#boss.createQueue(MAIL_FAILED_QUEUE, MAIL_FAILED_OPTIONS);
      await this.#boss.createQueue(MAIL_QUEUE, {
        ...MAIL_QUEUE_OPTIONS,
        deadLetter: MAIL_FAILED_QUEUE,
        notify: true,
      });
    })().catch((error: unknown) => {
      this.#starting = null;
      throw error;
    });
    return this.#starting;
  }

  /**
   * Runs render workers in this process: `concurrency` jobs at a time (0 runs none), and as many
   * video workers when `videos` handlers are given.
   */
  async work(handlers: RenderJobHandlers, concurrency: number, videos?: VideoJobHandlers): Promise<void> {
    await this.start();
    if (concurrency < 1) return;
    await this.#workQueue(RENDER_QUEUE, RENDER_FAILED_QUEUE, concurrency, handlers.render, handlers.failed);
    if (videos)
      await this.#workQueue(VIDEO_QUEUE, VIDEO_FAILED_QUEUE, concurrency, videos.make, videos.failed);
  }

  async #workQueue<T extends object>(
    queue: string,
    failedQueue: string,
    concurrency: number,
    run: (data: T, signal: AbortSignal) => Promise<void>,
    failed: (data: T) => Promise<void>,
  ): Promise<void> {
    // One pg-boss worker per slot. With NOTIFY on, a worker wakes at once for a new job but
    // otherwise fetches only every 30 s; so a worker that has just finished a job asks for the
    // next one straight away, and a backlog drains at render speed, not one job per 30 s.
    for (let slot = 0; slot < concurrency; slot++) {
      let workerId: string | undefined;
      workerId = await this.#boss.work<T>(
        queue,
        { pollingIntervalSeconds: this.#pollingIntervalSeconds },
        async (jobs: Job<T>[]) => {
          for (const job of jobs) await run(job.data, job.signal);
          if (workerId) this.#boss.notifyWorker(workerId);
        },
      );
    }
    await this.#boss.work<T>(
      failedQueue,
      { pollingIntervalSeconds: Math.max(this.#pollingIntervalSeconds, 1) },
      async (jobs: Job<T>[]) => {
        for (const job of jobs) await failed(job.data);
      },
    );
  }

  async enqueue(client: PoolClient, data: RenderJobData, options: { fresh?: boolean } = {}): Promise<string> {
    await this.start();
    const db: Db = { executeSql: (text, values) => client.query(text, values as unknown[]) };
    // The job's id is the version's: one job per version, easy to find from either side.
    const jobId = options.fresh ? randomUUID() : data.versionId;
    const id = await this.#boss.send(RENDER_QUEUE, { ...data }, { ...JOB_OPTIONS, id: jobId, db });
    if (!id) throw new Error('the render job was not created');
    return id;
  }

  async enqueueVideo(client: PoolClient, data: VideoJobData): Promise<string> {
    await this.start();
    const db: Db = { executeSql: (text, values) => client.query(text, values as unknown[]) };
    const id = await this.#boss.send(
      VIDEO_QUEUE,
      { ...data },
      { ...VIDEO_JOB_OPTIONS, id: data.videoId, db },
    );
    if (!id) throw new Error('the video job was not created');
    return id;
  }

  /** The pg-boss instance: the mail queue works with it, and tests look at jobs with it. */
  get boss(): PgBoss {
    return this.#boss;
  }

  /** Stops the workers, letting running renders finish for up to `timeoutMs`. */
  async stop(timeoutMs = 20_000): Promise<void> {
    this.#stopped = true;
    if (this.#starting) {
      await this.#starting.catch(() => undefined);
      await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    }
    await this.#own?.listener?.stop();
    await this.#own?.pool.end().catch(() => undefined);
    this.#own = null;
  }
}
