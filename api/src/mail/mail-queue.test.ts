// Mail through the job queue, against a real SMTP server that is down, then back: the password
// reset answers the same while the server is away, the message waits sealed and goes out once when
// it returns; mail exists only if the transaction that queued it committed; two processes sending
// at once send each message once; a worker sends new mail at once and logs mail given up; and the
// upgrade moves the mail an older version left in its outbox table into the queue.
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import { createTestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { CapturingSmtpServer } from '@poolscape/tests/providers/smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { createPool, type Pool } from '../db/pool.ts';
import { inTransaction } from '../db/transaction.ts';
import { JobQueue, MAIL_FAILED_QUEUE, MAIL_QUEUE, PGBOSS_SCHEMA } from '../jobs/job-queue.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { MailQueue } from './mail-queue.ts';
import { createMailer, type Mail, type Mailer } from './mailer.ts';
import { moveOutboxIntoQueue } from './outbox-handoff.ts';

const box = new SecretBox(Buffer.alloc(32, 7));
const quiet = { warn: () => {}, error: () => {} };
const FROM = 'Poolscape <no-reply@poolscape.example>';

const message = (subject: string, to = 'someone@example.com'): Mail => ({ to, subject, text: subject });

/** A transport that writes down the subjects it sent, and refuses addresses at refused.example. */
function recording(): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    description: 'recording',
    smtp: null,
    async send(mail) {
      // A moment's wait, so two senders are at work at the same time.
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (mail.to.endsWith('@refused.example')) throw new Error('550 mailbox unavailable');
      sent.push(mail.subject);
    },
  };
}

interface JobRow {
  name: string;
  state: string;
  data: { sealed: string };
  output: { message?: string } | null;
}

async function mailJobs(pool: Pool): Promise<JobRow[]> {
  const rows = await pool.query<JobRow>(
    `select name, state, data, output from ${PGBOSS_SCHEMA}.job where name in ($1, $2) order by created_on`,
    [MAIL_QUEUE, MAIL_FAILED_QUEUE],
  );
  return rows.rows;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mail through the job queue', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('answers a password reset the same while SMTP is down, and sends the mail once when it is back', async () => {
    // A port that a server listened on: nothing listens there until the server starts again.
    const smtp = await new CapturingSmtpServer().start();
    await smtp.stop();
    const test = await createTestApp(db.pool, {
      mailer: createMailer({ smtpUrl: smtp.url, from: FROM }),
      secrets: box,
    });
    try {
      const email = `queue-${Date.now()}@example.com`;
      const registered = await test.app.inject({
        method: 'POST',
        url: '/api/simple/register',
        payload: { firstName: 'Ada', lastName: 'Pool', email, password: 'secret123' },
      });
      expect(registered.statusCode).toBe(201);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_API_MESSAGES.forgotSent });

      // Nothing listens: the attempt fails and the message waits for a retry, sealed (the link is
      // a credential), with the reason kept.
      expect(await test.mailQueue.deliverDue()).toBe(0);
      const [waiting] = await mailJobs(db.pool);
      expect(waiting?.state).toBe('retry');
      expect(waiting?.output?.message).toMatch(/ECONNREFUSED|connect/i);
      expect(JSON.stringify(waiting?.data)).not.toContain('reset-password');
      expect(box.open(waiting?.data.sealed ?? '')).toContain(email);

      // The server comes back: the retry delivers it, once.
      const { received } = smtp;
      await smtp.start();
      expect(await test.mailQueue.deliverDue({ includeLater: true })).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${email}`);
      expect(received[0]).toMatch(/reset-password\?token=[a-z0-9]+/);
      expect((await mailJobs(db.pool)).map((job) => job.state)).toEqual(['completed']);
      expect(await test.mailQueue.deliverDue({ includeLater: true })).toBe(0);
      expect(received).toHaveLength(1);
    } finally {
      await test.close();
      await smtp.stop();
    }
  });

  it('queues mail only when the transaction that wrote it commits', async () => {
    const jobs = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    const transport = recording();
    const queue = new MailQueue({ jobs, transport, box, log: quiet });
    try {
      await expect(
        inTransaction(db.pool, async (client) => {
          await queue.enqueue(client, message('rolled back'));
          throw new Error('the reply could not be stored');
        }),
      ).rejects.toThrow('the reply could not be stored');
      await inTransaction(db.pool, (client) => queue.enqueue(client, message('committed')));
      expect(await queue.deliverDue()).toBe(1);
      expect(transport.sent).toEqual(['committed']);
    } finally {
      await jobs.stop(1000);
    }
  });

  it('sends each message once when two processes send at the same time', async () => {
    // A second pool on the same database, as another process would have.
    const other = createPool(db.url, () => {});
    const firstJobs = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    const secondJobs = new JobQueue({ pool: other, supervise: false, log: () => {} });
    const transport = recording();
    const first = new MailQueue({ jobs: firstJobs, transport, box, log: quiet });
    const second = new MailQueue({ jobs: secondJobs, transport, box, log: quiet });
    try {
      const subjects = Array.from({ length: 50 }, (_, i) => `message ${i}`);
      for (const [i, subject] of subjects.entries())
        await inTransaction(i % 2 ? other : db.pool, (client) =>
          (i % 2 ? second : first).enqueue(client, message(subject)),
        );
      const [a, b] = await Promise.all([first.deliverDue(), second.deliverDue()]);
      expect((a ?? 0) + (b ?? 0)).toBe(subjects.length);
      expect([...transport.sent].sort()).toEqual([...subjects].sort());
    } finally {
      await firstJobs.stop(1000);
      await secondJobs.stop(1000);
      await other.end();
    }
  });

  it('has a worker send new mail at once, two of one transaction one after the other', async () => {
    const jobs = new JobQueue({ connectionString: db.url, log: () => {} });
    const transport = recording();
    const queue = new MailQueue({ jobs, transport, box, log: { warn: () => {}, error: () => {} } });
    try {
      // A poll far longer than the wait below: only NOTIFY and the worker's own asking move the mail.
      await queue.work(60);
      // Two messages of one transaction (as a quote request queues): the second goes out as soon
      // as the first is sent, not at the next poll.
      await inTransaction(db.pool, async (client) => {
        await queue.enqueue(client, message('hello'));
        await queue.enqueue(client, message('hello again'));
      });
      await until(
        () => transport.sent.includes('hello') && transport.sent.includes('hello again'),
        'both messages sent by the worker',
      );
    } finally {
      await jobs.stop(1000);
    }
  });

  it('has a worker give up mail never taken into the dead letter queue', async () => {
    const jobs = new JobQueue({ connectionString: db.url, log: () => {} });
    const errors: string[] = [];
    const transport = recording();
    const queue = new MailQueue({
      jobs,
      transport,
      box,
      log: { warn: () => {}, error: (line) => errors.push(line) },
    });
    try {
      await queue.work(0.5);
      // With no retries left, a refused message goes to the dead letter queue, whose worker logs it.
      await jobs.boss.updateQueue(MAIL_QUEUE, { retryLimit: 0 });
      await inTransaction(db.pool, (client) =>
        queue.enqueue(client, message('never', 'gone@refused.example')),
      );
      await until(() => errors.length > 0, 'mail given up');
      expect(errors[0]).toMatch(/given up after 1 attempts: 550 mailbox unavailable/);
      const states = (await mailJobs(db.pool)).slice(-2).map((job) => `${job.name} ${job.state}`);
      expect(states[0]).toBe(`${MAIL_QUEUE} failed`);
      expect(states[1]).toMatch(new RegExp(`^${MAIL_FAILED_QUEUE} `));
    } finally {
      await jobs.boss.updateQueue(MAIL_QUEUE, { retryLimit: 56 }).catch(() => undefined);
      await jobs.stop(1000);
    }
  });
});

describe('the upgrade from the outbox table', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createTestDatabase({ migrationsBefore: '0025' });
  });
  afterAll(async () => {
    await old.drop();
  });

  it('moves the mail not sent yet into the queue before the table is dropped, and loses none', async () => {
    for (const subject of ['first waiting', 'second waiting'])
      await old.pool.query('insert into app.mail_outbox (sealed) values ($1)', [
        box.seal(JSON.stringify(message(subject))),
      ]);
    await old.pool.query(`insert into app.mail_outbox (sealed, sent_at) values (null, now())`);
    await old.pool.query(`insert into app.mail_outbox (sealed, failed_at) values (null, now())`);

    // Unsent mail still in the table: the migration refuses to drop it.
    await expect(migrate(old.pool)).rejects.toThrow(/still holds unsent mail/);

    const jobs = new JobQueue({ pool: old.pool, supervise: false, log: () => {} });
    const transport = recording();
    const queue = new MailQueue({ jobs, transport, box, log: quiet });
    try {
      expect(await moveOutboxIntoQueue(old.pool, jobs)).toBe(2);
      // 0025 first, then whatever later migrations there are.
      expect((await migrate(old.pool))[0]).toBe('0025_mail_through_job_queue.sql');
      const table = await old.pool.query(`select to_regclass('app.mail_outbox') as name`);
      expect(table.rows[0]?.name).toBeNull();
      // Once the table is gone there is nothing to move; the moved mail goes out.
      expect(await moveOutboxIntoQueue(old.pool, jobs)).toBe(0);
      expect(await queue.deliverDue()).toBe(2);
      expect([...transport.sent].sort()).toEqual(['first waiting', 'second waiting']);
    } finally {
      await jobs.stop(1000);
    }
  });
});
