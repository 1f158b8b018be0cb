// Render and video jobs as every API process sees them, read from the database at scrape time:
// queued and running from pg-boss's job table, failed (for good) from the versions and videos
// tables, and render seconds from `app.render_timings`. Worker processes serve no HTTP; what they
// do shows up here.
import type { Pool } from '../db/pool.ts';
import { PGBOSS_SCHEMA, RENDER_QUEUE, VIDEO_QUEUE } from '../jobs/job-queue.ts';
import { family, histogramSamples, type Sample } from './prometheus.ts';
import { RENDER_SECONDS_BOUNDS, readRenderTimings } from './render-timings.ts';

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

/** The job families in the text format. */
export async function jobMetricsText(pool: Pool): Promise<string> {
  const [queued, failed, timings, mail] = await Promise.all([
    queueCounts(pool),
    failedCounts(pool),
    readRenderTimings(pool),
    mailCounts(pool),
  ]);
  const jobs: Sample[] = [];
  for (const kind of ['design', 'video'] as const) {
    for (const state of ['queued', 'running'] as const) {
      jobs.push({ labels: { kind, state }, value: queued.get(`${kind}:${state}`) ?? 0 });
    }
    jobs.push({ labels: { kind, state: 'failed' }, value: failed[kind] });
  }
  return (
    family(
      'poolscape_render_jobs',
      'gauge',
      'Render (design) and video jobs: queued or running now in the queue, failed for good in all.',
      jobs,
    ) +
    family(
      'poolscape_render_seconds',
      'histogram',
      'Seconds one render or video job took, from every worker process.',
      timings.flatMap(({ kind, counts, sum }) =>
        histogramSamples({ kind }, RENDER_SECONDS_BOUNDS, counts, sum),
      ),
    ) +
    family('poolscape_mail_outbox', 'gauge', 'Mail waiting for the SMTP server, and mail given up.', [
      { labels: { state: 'waiting' }, value: mail.waiting },
      { labels: { state: 'failed' }, value: mail.failed },
    ])
  );
}
