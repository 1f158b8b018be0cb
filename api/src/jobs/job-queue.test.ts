// The job queue as the server runs it: its own connections (LISTEN/NOTIFY wakes the worker, on the
// process's one listening connection when it has one), the `pgboss` schema installed on first
// start, jobs created only by committed transactions.
import { expectJobWoken } from '@poolscape/tests/kit/job-woken';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listen, PgListener } from '../db/pg-channel.ts';
import { connectionName } from '../db/pool.ts';
import {
  JobQueue,
  MAIL_FAILED_QUEUE,
  MAIL_QUEUE,
  PGBOSS_SCHEMA,
  RENDER_FAILED_QUEUE,
  RENDER_QUEUE,
  type RenderJobData,
  VIDEO_FAILED_QUEUE,
  VIDEO_QUEUE,
} from './job-queue.ts';

describe('job queue', () => {
  let db: TestDatabase;
  let queue: JobQueue;
  const seen: RenderJobData[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ connectionString: db.url, log: () => {} });
    await queue.work(
      {
        render: async (job) => {
          seen.push(job);
        },
        failed: async () => {},
      },
      2,
    );
  });
  afterAll(async () => {
    await queue.stop(1000);
    await db.drop();
  });

  const job = (n: number): RenderJobData => ({
    designId: crypto.randomUUID(),
    versionId: crypto.randomUUID(),
    version: n,
    userId: crypto.randomUUID(),
  });

  it('installs its schema and the render, video and mail queues, each with a dead letter queue', async () => {
    const queues = await db.pool.query(
      `select name, retry_limit, dead_letter from ${PGBOSS_SCHEMA}.queue order by name`,
    );
    expect(queues.rows).toEqual([
      { name: RENDER_QUEUE, retry_limit: 2, dead_letter: RENDER_FAILED_QUEUE },
      { name: RENDER_FAILED_QUEUE, retry_limit: 10, dead_letter: null },
      { name: VIDEO_QUEUE, retry_limit: 2, dead_letter: VIDEO_FAILED_QUEUE },
      { name: VIDEO_FAILED_QUEUE, retry_limit: 10, dead_letter: null },
      // Mail waits for its server about two days.
      { name: MAIL_QUEUE, retry_limit: 56, dead_letter: MAIL_FAILED_QUEUE },
      { name: MAIL_FAILED_QUEUE, retry_limit: 10, dead_letter: null },
    ]);
  });

  it('runs a job created by a committed transaction, and never one whose transaction rolled back', async () => {
    const kept = job(1);
    const dropped = job(2);
    for (const [data, outcome] of [
      [dropped, 'rollback'],
      [kept, 'commit'],
    ] as const) {
      const client = await db.pool.connect();
      try {
        await client.query('begin');
        expect(await queue.enqueue(client, data)).toBe(data.versionId);
        await client.query(outcome);
      } finally {
        client.release();
      }
    }
    const deadline = Date.now() + 10_000;
    while (!seen.some((entry) => entry.versionId === kept.versionId)) {
      if (Date.now() > deadline) throw new Error('the worker did not run the job');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.some((entry) => entry.versionId === dropped.versionId)).toBe(false);
    const rows = await db.pool.query(`select id from ${PGBOSS_SCHEMA}.job where id = $1`, [
      dropped.versionId,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('drains a backlog job after job, without waiting for the next poll between them', async () => {
    // Five jobs at once for two workers: NOTIFY wakes each worker once, the other three jobs are
    // fetched only because a worker that finishes asks for more (pg-boss alone would wait 30 s).
    const backlog = [3, 4, 5, 6, 7].map(job);
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      for (const data of backlog) await queue.enqueue(client, data);
      await client.query('commit');
    } finally {
      client.release();
    }
    const done = () => backlog.every((data) => seen.some((entry) => entry.versionId === data.versionId));
    const deadline = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('the backlog waited between jobs');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('job queue on a shared listening connection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it("is woken by a new job through the process's one listening connection, on a pool of its size", async () => {
    const pid = 424242;
    const listener = new PgListener(db.url, { applicationName: connectionName('worker', 'listen', pid) });
    // Polling only every minute: a job run within seconds was announced on the shared connection.
    const shared = new JobQueue({
      connectionString: db.url,
      poolSize: 2,
      applicationName: connectionName('worker', 'queue', pid),
      listener,
      pollingIntervalSeconds: 60,
      log: () => {},
    });
    const other = await listen(listener, 'another_channel', z.unknown(), () => {});
    try {
      await expectJobWoken(shared, db.pool, 'the worker was not woken by the new job');
      const connections = await db.pool.query<{ name: string; count: string }>(
        `select application_name as name, count(*) from pg_stat_activity
          where application_name like $1 group by application_name order by name`,
        [`poolscape/worker/${pid}/%`],
      );
      const counts = Object.fromEntries(connections.rows.map((row) => [row.name, Number(row.count)]));
      expect(counts[connectionName('worker', 'listen', pid)]).toBe(1);
      expect(counts[connectionName('worker', 'queue', pid)]).toBeLessThanOrEqual(2);
    } finally {
      await other.stop();
      await shared.stop(1000);
      await listener.stop();
    }
  });
});
