// Render and video jobs as every API process sees them, read from the database at scrape time:
// queued and running from pg-boss's job table, failed (for good) from the versions and videos
// tables, and render seconds from `app.render_timings`. Worker processes serve no HTTP; what they
// do shows up here.

import { Gauge, type MetricType, type Registry } from 'prom-client';
import type { Pool } from '../db/pool.ts';
import { PGBOSS_SCHEMA, RENDER_QUEUE, VIDEO_QUEUE } from '../jobs/job-queue.ts';
import { RENDER_SECONDS_BOUNDS, type RenderTimings, readRenderTimings } from './render-timings.ts';

const KIND_OF_QUEUE: Record<string, string> = { [RENDER_QUEUE]: 'design', [VIDEO_QUEUE]: 'video' };

async function queueCounts(pool: Pool): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const installed = await pool.query<{ table: string | null }>('select to_regclass($1)::text as table', [
    `${PGBOSS_SCHEMA}.job`,
  ]);
  if (!installed.rows[0]?.table) return counts;
  const rows = await pool.query<{ name: string; state: string; jobs: number }>(
    `select name, case when state = 'active' then 'running' else 'queued' end as state, count(*)::int as jobs
       from ${PGBOSS_SCHEMA}.job
      where name = any($1) and state in ('created', 'retry', 'active')
      group by 1, 2`,
    [Object.keys(KIND_OF_QUEUE)],
  );
  for (const row of rows.rows) counts.set(`${KIND_OF_QUEUE[row.name]}:${row.state}`, row.jobs);
  return counts;
}

async function failedCounts(pool: Pool): Promise<{ design: number; video: number }> {
  const row = (
    await pool.query<{ design: number; video: number }>(
      `select (select count(*) from app.design_versions where status = 'failed')::int as design,
              (select count(*) from app.design_videos where status = 'failed')::int as video`,
    )
  ).rows[0];
  return { design: row?.design ?? 0, video: row?.video ?? 0 };
}

/**
 * Mail in the job queue: waiting to be sent (queued, waiting for a retry, or being sent), and given
 * up (failed for good, or in the dead letter queue; the jobs are kept a week).
 */
async function mailCounts(pool: Pool): Promise<{ waiting: number; failed: number }> {
  const installed = await pool.query<{ table: string | null }>('select to_regclass($1)::text as table', [
    `${PGBOSS_SCHEMA}.job`,
  ]);
  if (!installed.rows[0]?.table) return { waiting: 0, failed: 0 };
  // The queues MAIL_QUEUE and MAIL_FAILED_QUEUE of jobs/job-queue.ts. A given-up mail is failed in
  // the first and copied into the second (source_id names the original): each counts once.
  const row = (
    await pool.query<{ waiting: number; failed: number }>(
      `select count(*) filter (where name = $1 and state in ('created', 'retry', 'active'))::int as waiting,
              count(distinct case when name = $1 and state = 'failed' then id
                                  when name = $2 then coalesce(source_id, id) end)::int as failed
         from ${PGBOSS_SCHEMA}.job
        where name in ($1, $2)`,
      ['mail', 'mail-failed'],
    )
  ).rows[0];
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/** What every API process reads from the database at scrape time. */
interface JobFigures {
  queued: Map<string, number>;
  failed: { design: number; video: number };
  timings: RenderTimings[];
  mail: { waiting: number; failed: number };
}

async function readJobFigures(pool: Pool): Promise<JobFigures> {
  const [queued, failed, timings, mail] = await Promise.all([
    queueCounts(pool),
    failedCounts(pool),
    readRenderTimings(pool),
    mailCounts(pool),
  ]);
  return { queued, failed, timings, mail };
}

/**
 * Render seconds as every worker recorded them, bucket by bucket, in `app.render_timings`.
 * prom-client's Histogram counts observations made in this process; these are counted in the
 * database, so the family is written from the rows: a Gauge whose answer is a histogram's.
 */
type GaugeAnswer = Awaited<ReturnType<Gauge<'kind'>['get']>>;
/** A sample of the family; `metricName` gives it the `_bucket`, `_sum` or `_count` name. */
type HistogramSample = { metricName: string; labels: Record<string, string | number>; value: number };

class StoredHistogram extends Gauge<'kind'> {
  static readonly NAME = 'poolscape_render_seconds';
  #timings: RenderTimings[] = [];

  set timings(timings: RenderTimings[]) {
    this.#timings = timings;
  }

  override async get(): Promise<GaugeAnswer> {
    const values: HistogramSample[] = [];
    for (const { kind, counts, sum } of this.#timings) {
      let cumulative = 0;
      RENDER_SECONDS_BOUNDS.forEach((bound, index) => {
        cumulative += counts[index] ?? 0;
        values.push({
          metricName: `${StoredHistogram.NAME}_bucket`,
          labels: { kind, le: bound },
          value: cumulative,
        });
      });
      cumulative += counts[RENDER_SECONDS_BOUNDS.length] ?? 0;
      values.push({
        metricName: `${StoredHistogram.NAME}_bucket`,
        labels: { kind, le: '+Inf' },
        value: cumulative,
      });
      values.push({ metricName: `${StoredHistogram.NAME}_sum`, labels: { kind }, value: sum });
      values.push({ metricName: `${StoredHistogram.NAME}_count`, labels: { kind }, value: cumulative });
    }
    // The text writer prints `type` as it is: the runtime's names are strings.
    return { ...(await super.get()), type: 'histogram' as unknown as MetricType, values } as GaugeAnswer;
  }
}

/** The job, render-time, mail and database families of one app's registry, read at each scrape. */
export class JobMetrics {
  readonly #jobs: Gauge<'kind' | 'state'>;
  readonly #seconds: StoredHistogram;
  readonly #mail: Gauge<'state'>;
  readonly #databaseUp: Gauge;

  constructor(registry: Registry) {
    const registers = [registry];
    this.#jobs = new Gauge({
      name: 'poolscape_render_jobs',
      help: 'Render (design) and video jobs: queued or running now in the queue, failed for good in all.',
      labelNames: ['kind', 'state'],
      registers,
    });
    this.#seconds = new StoredHistogram({
      name: StoredHistogram.NAME,
      help: 'Seconds one render or video job took, from every worker process.',
      labelNames: ['kind'],
      registers,
    });
    this.#mail = new Gauge({
      name: 'poolscape_mail_outbox',
      help: 'Mail waiting for the SMTP server, and mail given up.',
      labelNames: ['state'],
      registers,
    });
    this.#databaseUp = new Gauge({
      name: 'poolscape_database_up',
      help: 'Whether the database answered the job queries (1) or not (0).',
      registers,
    });
  }

  /**
   * Reads the figures for the scrape about to be written. Without the database the families are
   * left out (no stale figure is shown as current) and `poolscape_database_up` is 0.
   */
  async refresh(pool: Pool): Promise<void> {
    const figures = await readJobFigures(pool).catch(() => null);
    this.#jobs.reset();
    this.#mail.reset();
    this.#seconds.timings = figures?.timings ?? [];
    this.#databaseUp.set(figures ? 1 : 0);
    if (!figures) return;
    for (const kind of ['design', 'video'] as const) {
      for (const state of ['queued', 'running'] as const)
        this.#jobs.set({ kind, state }, figures.queued.get(`${kind}:${state}`) ?? 0);
      this.#jobs.set({ kind, state: 'failed' }, figures.failed[kind]);
    }
    this.#mail.set({ state: 'waiting' }, figures.mail.waiting);
    this.#mail.set({ state: 'failed' }, figures.mail.failed);
  }
}
