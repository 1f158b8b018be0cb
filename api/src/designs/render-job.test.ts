// The render worker: a job killed halfway is picked up again and finishes exactly once, charged
// once; a job that fails for good marks its version failed and refunds it exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESIGN_TEXT } from '@poolscape/shared';
import { jpegPhoto } from '@poolscape/tests/kit/designs/fixtures';
import { type StandInEngine, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCredits } from '../billing/credits.ts';
import { JobQueue, RENDER_FAILED_QUEUE, RENDER_QUEUE, type RenderJobData } from '../jobs/job-queue.ts';
import { LocalDiskStorage } from '../storage/local-disk.ts';
import { type DesignDeps, submitDesign } from './create-design.ts';
import { designKeys } from './designs.ts';
import { RenderRefusedError } from './engines/engine.ts';
import { failVersion, renderVersion, runRenderJob } from './render-job.ts';
import { SampleLibrary } from './samples.ts';
import { saveUpload } from './uploads.ts';

describe('render jobs', () => {
  let db: TestDatabase;
  let queue: JobQueue;
  let storage: LocalDiskStorage;
  let deps: DesignDeps;
  let engine: StandInEngine;
  const root = mkdtempSync(join(tmpdir(), 'render-jobs-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, pollingIntervalSeconds: 0.5, log: () => {} });
    storage = new LocalDiskStorage(join(root, 'storage'));
    deps = { pool: db.pool, storage, jobs: queue, samples: new SampleLibrary() };
    engine = standInEngine();
  });
  // Each test looks at its own job only.
  afterEach(async () => {
    await queue.boss.deleteAllJobs(RENDER_QUEUE);
    await queue.boss.deleteAllJobs(RENDER_FAILED_QUEUE);
  });
  afterAll(async () => {
    await queue.stop();
    await db.drop();
    rmSync(root, { recursive: true, force: true });
  });

  let users = 0;
  async function newDesign(variations: number): Promise<{ userId: string; data: RenderJobData }> {
    users += 1;
    const user = await db.pool.query<{ id: string }>(
      `insert into app.users (email, subscription_tier) values ($1, 'pro') returning id`,
      [`worker-${users}@example.com`],
    );
    const userId = user.rows[0]?.id as string;
    const upload = await saveUpload(db.pool, storage, userId, await jpegPhoto(640, 480));
    if (!upload.ok) throw new Error('upload refused');
    const submitted = await submitDesign(
      deps,
      userId,
      {
        source: { uploadId: upload.upload.uploadId },
        options: { style: 'modern', features: [], timeOfDay: 'day', modelingStyle: 'photoreal', variations },
      },
      null,
    );
    if (!submitted.ok) throw new Error(`submit refused: ${submitted.reason}`);
    const version = await db.pool.query<{ id: string }>(
      'select id from app.design_versions where design_id = $1',
      [submitted.designId],
    );
    return {
      userId,
      data: { designId: submitted.designId, versionId: version.rows[0]?.id as string, version: 1, userId },
    };
  }
  const worker = () => ({ pool: db.pool, storage, engine });
  const versionOf = async (data: RenderJobData) =>
    (
      await db.pool.query('select status, progress, error from app.design_versions where id = $1', [
        data.versionId,
      ])
    ).rows[0];
  const imagesOf = async (data: RenderJobData) =>
    (
      await db.pool.query(
        'select variation from app.design_images where version_id = $1 order by variation',
        [data.versionId],
      )
    ).rows.map((row) => row.variation as number);
  const ledgerOf = async (data: RenderJobData) =>
    (
      await db.pool.query('select kind, delta from app.credit_ledger where design_id = $1 order by id', [
        data.designId,
      ])
    ).rows;
  /** Makes a job that waits for a retry (backoff) or a start time ready to fetch now. */
  const readyNow = (id: string) =>
    db.pool.query('update pgboss.job set start_after = now() where id = $1', [id]);

  it('finishes a job killed after its first variation exactly once, charged once', async () => {
    const { data } = await newDesign(3);
    engine.calls.length = 0;
    engine.failOnCall = 2;
    // First attempt: variation 1 is stored, then the worker "dies" on variation 2.
    await expect(renderVersion(worker(), data)).rejects.toThrow('stand-in renderer failure');
    expect(await imagesOf(data)).toEqual([1]);
    expect((await versionOf(data)).status).toBe('rendering');
    // The retry renders only what is missing.
    expect(await renderVersion(worker(), data)).toBe('rendered');
    expect(await imagesOf(data)).toEqual([1, 2, 3]);
    expect(await versionOf(data)).toMatchObject({ status: 'ready', progress: 100, error: null });
    const seeds = engine.calls.flatMap((call) => call.seeds);
    expect(seeds).toHaveLength(4);
    expect(seeds.filter((seed) => seed === seeds[0])).toHaveLength(1);
    // A third run (a duplicate delivery) changes nothing.
    expect(await renderVersion(worker(), data)).toBe('skipped');
    expect(engine.calls).toHaveLength(4);
    expect(await ledgerOf(data)).toEqual([{ kind: 'debit', delta: -3 }]);
  });

  it("retries a dead worker's job through pg-boss once it expires, and completes it once", async () => {
    const { data } = await newDesign(2);
    const [claimed] = await queue.boss.fetch<RenderJobData>(RENDER_QUEUE);
    expect(claimed?.data).toEqual(data);
    // The worker died: no heartbeat for a minute. The supervisor puts the job back for a retry.
    await db.pool.query(
      `update pgboss.job set heartbeat_on = now() - interval '1 minute', started_on = now() - interval '1 hour' where id = $1`,
      [data.versionId],
    );
    await queue.boss.supervise(RENDER_QUEUE);
    const state = await db.pool.query('select state from pgboss.job where id = $1', [data.versionId]);
    expect(state.rows[0]).toEqual({ state: 'retry' });
    await readyNow(data.versionId);
    const [again] = await queue.boss.fetch<RenderJobData>(RENDER_QUEUE);
    expect(again).toMatchObject({ id: data.versionId, retryCount: 1 });
    expect(await renderVersion(worker(), data)).toBe('rendered');
    await queue.boss.complete(RENDER_QUEUE, data.versionId);
    expect(
      (await db.pool.query('select state from pgboss.job where id = $1', [data.versionId])).rows[0].state,
    ).toBe('completed');
    expect(await imagesOf(data)).toEqual([1, 2]);
    expect(await ledgerOf(data)).toEqual([{ kind: 'debit', delta: -2 }]);
  });

  it('marks a version failed and refunds it once when its job fails for good', async () => {
    const { userId, data } = await newDesign(4);
    const before = await getCredits(db.pool, userId);
    expect(before?.imagesUsed).toBe(4);
    // Three attempts (the first and two retries), each failing.
    for (let attempt = 0; attempt < 3; attempt++) {
      await readyNow(data.versionId);
      const [job] = await queue.boss.fetch<RenderJobData>(RENDER_QUEUE);
      expect(job?.id).toBe(data.versionId);
      engine.failOnCall = engine.calls.length + 1;
      await expect(renderVersion(worker(), data)).rejects.toThrow();
      await queue.boss.fail(RENDER_QUEUE, data.versionId, { message: 'render failed' });
    }
    expect(
      (await db.pool.query('select state from pgboss.job where id = $1', [data.versionId])).rows[0].state,
    ).toBe('failed');
    // It went to the dead letter queue, whose handler gives the images back.
    const dead = await queue.boss.fetch<RenderJobData>(RENDER_FAILED_QUEUE);
    expect(dead.map((job) => job.data)).toEqual([data]);
    await failVersion({ pool: db.pool }, data);
    await failVersion({ pool: db.pool }, data);
    expect(await versionOf(data)).toMatchObject({ status: 'failed', error: DESIGN_TEXT.renderFailed });
    expect(await ledgerOf(data)).toEqual([
      { kind: 'debit', delta: -4 },
      { kind: 'refund', delta: 4 },
    ]);
    expect((await getCredits(db.pool, userId))?.imagesUsed).toBe(0);
    // A late duplicate of the job does not bring it back.
    expect(await renderVersion(worker(), data)).toBe('skipped');
  });

  it('fails a refused render at once with the engine’s words, refunded, without retrying it', async () => {
    const { userId, data } = await newDesign(2);
    const words = 'The image service declined this design. Your images were refunded.';
    const refusing = {
      name: 'refusing',
      batchSize: 1,
      render: async () => {
        throw new RenderRefusedError(words, 'provider: moderation_blocked');
      },
    };
    await runRenderJob({ pool: db.pool, storage, engine: refusing }, data);
    expect(await versionOf(data)).toMatchObject({ status: 'failed', error: words });
    expect(await ledgerOf(data)).toEqual([
      { kind: 'debit', delta: -2 },
      { kind: 'refund', delta: 2 },
    ]);
    expect((await getCredits(db.pool, userId))?.imagesUsed).toBe(0);
    // Any other failure is the queue's to retry.
    const other = await newDesign(1);
    engine.failOnCall = engine.calls.length + 1;
    await expect(runRenderJob(worker(), other.data)).rejects.toThrow('stand-in renderer failure');
    expect((await versionOf(other.data)).status).toBe('rendering');
  });

  it('keeps the charge of a version that finished after all', async () => {
    const { data } = await newDesign(1);
    expect(await renderVersion(worker(), data)).toBe('rendered');
    await failVersion({ pool: db.pool }, data);
    expect((await versionOf(data)).status).toBe('ready');
    expect(await ledgerOf(data)).toEqual([{ kind: 'debit', delta: -1 }]);
  });

  it('stops and cleans up when the design is deleted while it renders', async () => {
    const { data } = await newDesign(2);
    const deleting: StandInEngine = standInEngine();
    const render = deleting.render;
    deleting.render = async (request) => {
      const result = await render(request);
      await db.pool.query('delete from app.designs where id = $1', [data.designId]);
      return result;
    };
    expect(await renderVersion({ pool: db.pool, storage, engine: deleting }, data)).toBe('gone');
    expect(await storage.get(designKeys.photo(data.designId))).toBeNull();
    expect(await renderVersion(worker(), data)).toBe('gone');
  });

  // Last: from here on the queue's own worker takes every job.
  it("renders jobs with the queue's own workers", async () => {
    await queue.work(
      {
        render: async (job, signal) => {
          await renderVersion(worker(), job, signal);
        },
        failed: (job) => failVersion({ pool: db.pool }, job),
      },
      1,
    );
    const { data } = await newDesign(2);
    const deadline = Date.now() + 20_000;
    while ((await versionOf(data)).status !== 'ready') {
      if (Date.now() > deadline) throw new Error('the worker did not render the design');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await imagesOf(data)).toEqual([1, 2]);
    const deadlineCompleted = Date.now() + 5000;
    while (
      (await db.pool.query('select state from pgboss.job where id = $1', [data.versionId])).rows[0]?.state !==
      'completed'
    ) {
      if (Date.now() > deadlineCompleted) throw new Error('the job was not completed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
