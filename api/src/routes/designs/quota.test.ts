// Plan limits on POST /api/designs: Free's 10 images in a 7-day trial, Pro and Premium monthly,
// counted from the append-only ledger under a lock, debited in the same transaction that creates
// the render job (both or neither).
import { join } from 'node:path';
import { CreditsSchema, DESIGN_TEXT, UploadSchema } from '@poolscape/shared';
import { countFiles, jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '../../billing/credits.ts';
import { JobQueue, RENDER_QUEUE, type RenderJobData } from '../../jobs/job-queue.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('plan limits and the credit ledger', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;
  let clock = new Date();
  /** How the next job creation goes: normally, or failing after (or instead of) the insert. */
  let enqueueMode: 'normal' | 'fail-before' | 'fail-after' = 'normal';
  const photos = new Map<string, string>();

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    const jobs = {
      async enqueue(client: PoolClient, data: RenderJobData) {
        if (enqueueMode === 'fail-before') throw new Error('queue unavailable');
        const id = await queue.enqueue(client, data);
        if (enqueueMode === 'fail-after') throw new Error('connection lost after the insert');
        return id;
      },
    };
    test = await createTestApp(db.pool, { renderJobs: jobs, clock: () => clock });
  });
  beforeEach(() => {
    clock = new Date();
    enqueueMode = 'normal';
  });
  afterAll(async () => {
    await test.close();
    await queue.stop();
    await db.drop();
  });

  async function account(tier: 'free' | 'pro' | 'premium' | 'alpha' = 'free'): Promise<User> {
    const user = await registerUser(test.app, db.pool, tier);
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    photos.set(user.id, UploadSchema.parse(uploaded.json()).uploadId);
    return user;
  }
  const submit = (who: User, variations = 1) =>
    test.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: who.auth,
      payload: { source: { uploadId: photos.get(who.id) }, options: { style: 'modern', variations } },
    });
  const credits = async (who: User) =>
    CreditsSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/credits', headers: who.auth })).json(),
    );
  const countOf = async (sql: string, values: unknown[]) =>
    (await db.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
  const designsOf = (who: User) =>
    countOf('select count(*)::int as n from app.designs where user_id = $1', [who.id]);
  const ledgerOf = (who: User) =>
    countOf('select count(*)::int as n from app.credit_ledger where user_id = $1', [who.id]);
  const jobsOf = (who: User) =>
    countOf(`select count(*)::int as n from pgboss.job where name = $1 and data->>'userId' = $2`, [
      RENDER_QUEUE,
      who.id,
    ]);
  /** Charges images outside the API, as earlier designs would have. */
  const charge = (who: User, images: number) =>
    db.pool.query(
      `insert into app.credit_ledger (user_id, delta, kind, design_id, version) values ($1, $2, 'debit', gen_random_uuid(), 1)`,
      [who.id, -images],
    );

  it('gives Free 10 images in the trial, then answers 402 with the upgrade link', async () => {
    const free = await account('free');
    for (let index = 0; index < 10; index++) expect((await submit(free)).statusCode).toBe(202);
    const refused = await submit(free);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: DESIGN_TEXT.quotaExceededFree, upgradeUrl: '/upgrade' });
    expect(await designsOf(free)).toBe(10);
    expect(await ledgerOf(free)).toBe(10);
    expect(await jobsOf(free)).toBe(10);
    expect(await credits(free)).toMatchObject({
      plan: 'free',
      imagesUsed: 10,
      imagesLimit: 10,
      imagesLeft: 0,
      customPrompt: false,
      highResolution: false,
    });
  });

  it('counts each variation as an image', async () => {
    const free = await account('free');
    await charge(free, 8);
    expect((await submit(free, 3)).statusCode).toBe(402);
    expect((await submit(free, 2)).statusCode).toBe(202);
    expect((await credits(free)).imagesLeft).toBe(0);
  });

  it('ends the Free trial after 7 days', async () => {
    const late = await account('free');
    const createdAt = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await db.pool.query('update app.users set created_at = $2 where id = $1', [late.id, createdAt]);
    const refused = await submit(late);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: DESIGN_TEXT.trialEnded, upgradeUrl: '/upgrade' });
    const left = await credits(late);
    expect(left).toMatchObject({ imagesUsed: 0, imagesLeft: 0 });
    expect(left.periodEnd).toBe(new Date(createdAt.getTime() + 7 * 24 * 3600 * 1000).toISOString());
    expect(await designsOf(late)).toBe(0);
  });

  it('gives Pro 100 images a month from the day the plan started, then a fresh 100', async () => {
    const pro = await account('pro');
    await charge(pro, 99);
    const refused = await submit(pro, 2);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: DESIGN_TEXT.quotaExceededPaid, upgradeUrl: '/upgrade' });
    expect((await submit(pro, 1)).statusCode).toBe(202);
    expect(await credits(pro)).toMatchObject({
      plan: 'pro',
      imagesUsed: 100,
      imagesLimit: 100,
      imagesLeft: 0,
    });
    const started = (await db.pool.query('select plan_started_at from app.users where id = $1', [pro.id]))
      .rows[0].plan_started_at as Date;
    clock = new Date(addMonths(started, 1).getTime() + 1000);
    const next = await credits(pro);
    expect(next).toMatchObject({ imagesUsed: 0, imagesLeft: 100 });
    expect(next.periodStart).toBe(addMonths(started, 1).toISOString());
    expect((await submit(pro, 4)).statusCode).toBe(202);
  });

  it('gives Premium and alpha 500 images a month, with prompts and full resolution', async () => {
    for (const tier of ['premium', 'alpha'] as const) {
      const user = await account(tier);
      expect(await credits(user)).toMatchObject({
        plan: tier,
        imagesLimit: 500,
        imagesLeft: 500,
        customPrompt: true,
        highResolution: true,
      });
      await charge(user, 499);
      expect((await submit(user, 2)).statusCode).toBe(402);
      expect((await submit(user, 1)).statusCode).toBe(202);
    }
  });

  it('lets only one of several simultaneous submits take the last image', async () => {
    const free = await account('free');
    await charge(free, 9);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(free)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 402, 402, 402, 402]);
    expect(await designsOf(free)).toBe(1);
  });

  it('creates no job when the debit fails', async () => {
    const user = await account('pro');
    const files = await countFiles(join(test.dataDir, 'storage', 'designs'));
    await db.pool.query(`
      create function pg_temp_refuse() returns trigger language plpgsql as $$
      begin raise exception 'ledger unavailable'; end; $$;
      create trigger refuse_ledger before insert on app.credit_ledger
        for each row execute function pg_temp_refuse();`);
    try {
      const response = await submit(user);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).not.toContain('ledger');
    } finally {
      await db.pool.query('drop trigger refuse_ledger on app.credit_ledger; drop function pg_temp_refuse()');
    }
    expect(await jobsOf(user)).toBe(0);
    expect(await designsOf(user)).toBe(0);
    expect(await ledgerOf(user)).toBe(0);
    expect(await countFiles(join(test.dataDir, 'storage', 'designs'))).toBe(files);
  });

  it('debits nothing when the job cannot be created, even after its row was written', async () => {
    const user = await account('pro');
    const files = await countFiles(join(test.dataDir, 'storage', 'designs'));
    for (const mode of ['fail-before', 'fail-after'] as const) {
      enqueueMode = mode;
      expect((await submit(user)).statusCode).toBe(500);
    }
    expect(await jobsOf(user)).toBe(0);
    expect(await ledgerOf(user)).toBe(0);
    expect(await designsOf(user)).toBe(0);
    expect(await countFiles(join(test.dataDir, 'storage', 'designs'))).toBe(files);
    enqueueMode = 'normal';
    expect((await submit(user)).statusCode).toBe(202);
    expect(await jobsOf(user)).toBe(1);
    expect(await ledgerOf(user)).toBe(1);
  });

  it('keeps the ledger append-only, except when the account itself is deleted', async () => {
    const user = await account('pro');
    expect((await submit(user)).statusCode).toBe(202);
    await expect(
      db.pool.query('update app.credit_ledger set delta = -1000 where user_id = $1', [user.id]),
    ).rejects.toThrow('append-only');
    await expect(
      db.pool.query('delete from app.credit_ledger where user_id = $1', [user.id]),
    ).rejects.toThrow('append-only');
    await expect(db.pool.query('truncate app.credit_ledger')).rejects.toThrow('append-only');
    // A refund can happen only once per version, and never for a version that was not charged.
    const debit = (
      await db.pool.query('select design_id, version from app.credit_ledger where user_id = $1', [user.id])
    ).rows[0];
    const refund = `insert into app.credit_ledger (user_id, delta, kind, design_id, version) values ($1, 1, 'refund', $2, $3)`;
    await db.pool.query(refund, [user.id, debit.design_id, debit.version]);
    await expect(db.pool.query(refund, [user.id, debit.design_id, debit.version])).rejects.toThrow(
      'duplicate',
    );
    await db.pool.query('delete from app.users where id = $1', [user.id]);
    expect(await ledgerOf(user)).toBe(0);
  });

  it('starts a plan period when the plan changes, and defaults it to sign-up', async () => {
    const user = await registerUser(test.app, db.pool, 'free');
    const row = async () =>
      (await db.pool.query('select created_at, plan_started_at from app.users where id = $1', [user.id]))
        .rows[0];
    const first = await row();
    expect(first.plan_started_at.toISOString()).toBe(first.created_at.toISOString());
    await db.pool.query(`update app.users set subscription_tier = 'pro' where id = $1`, [user.id]);
    expect((await row()).plan_started_at.getTime()).toBeGreaterThan(first.created_at.getTime());
    await db.pool.query(
      `update app.users set subscription_tier = 'premium', plan_started_at = '2026-01-31T10:00:00Z' where id = $1`,
      [user.id],
    );
    expect((await row()).plan_started_at.toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });
});
