// The mail outbox against a real SMTP server that is down, then back: the password reset answers
// the same while the server is away, and the mail goes out once it returns; two processes' outboxes
// on one database send each message once; a message that can never go is given up and dropped.
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { CapturingSmtpServer } from '@poolscape/tests/providers/smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/pool.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { createMailer, type Mail, type Mailer } from './mailer.ts';
import { MailOutbox } from './outbox.ts';

const box = new SecretBox(Buffer.alloc(32, 7));
const quiet = { warn: () => {}, error: () => {} };
const FROM = 'Poolscape <no-reply@poolscape.example>';

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface OutboxRow {
  sealed: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

async function rows(): Promise<OutboxRow[]> {
  return (await db.pool.query<OutboxRow>('select * from app.mail_outbox order by id')).rows;
}

describe('the mail outbox', () => {
  it('answers a password reset the same while SMTP is down, and sends the mail when it is back', async () => {
    await db.pool.query('truncate app.mail_outbox');
    // A port that a server listened on: nothing listens there until the server starts again.
    const smtp = await new CapturingSmtpServer().start();
    await smtp.stop();
    const outbox = new MailOutbox({
      pool: db.pool,
      transport: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM }),
      box,
      log: quiet,
      sweepMs: 100,
      firstRetryMs: 100,
    });
    outbox.start();
    let test: TestApp | undefined;
    try {
      test = await createTestApp(db.pool, { mailer: outbox });
      const account = { email: `outbox-${Date.now()}@example.com` };
      const registered = await test.app.inject({
        method: 'POST',
        url: '/api/simple/register',
        payload: { firstName: 'Ada', lastName: 'Pool', email: account.email, password: 'secret123' },
      });
      expect(registered.statusCode).toBe(201);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_API_MESSAGES.forgotSent });

      // Nothing listens: the attempt fails, the message waits, sealed (the link is a credential).
      await until(async () => ((await rows())[0]?.attempts ?? 0) >= 1, 'a first attempt');
      await until(async () => (await rows())[0]?.last_error != null, 'the failed attempt to be noted');
      const waiting = (await rows())[0];
      expect(waiting).toMatchObject({ sent_at: null, failed_at: null });
      expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting?.sealed).not.toContain('reset-password');
      expect(box.open(waiting?.sealed ?? '')).toContain(account.email);

      // The server comes back: the next attempt delivers it, once, and the message is dropped.
      const { received } = smtp;
      await smtp.start();
      await until(() => received.length > 0, 'the mail to arrive');
      expect(received[0]).toContain(`To: ${account.email}`);
      expect(received[0]).toMatch(/reset-password\?token=[a-z0-9]+/);
      await until(async () => (await rows())[0]?.sent_at != null, 'the message to be marked sent');
      expect((await rows())[0]).toMatchObject({ sealed: null, failed_at: null, last_error: null });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toHaveLength(1);
    } finally {
      await outbox.stop();
      await test?.close();
      await smtp.stop();
    }
  });

  it('sends each message once when two processes share the outbox', async () => {
    await db.pool.query('truncate app.mail_outbox');
    const delivered: string[] = [];
    // A transport that takes a moment, so both outboxes are at work at the same time.
    const slow: Mailer = {
      description: 'slow',
      async send(mail: Mail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(mail.subject);
      },
    };
    // A second pool on the same database, as another process would have.
    const other = createPool(db.url, () => {});
    const first = new MailOutbox({ pool: db.pool, transport: slow, box, log: quiet, sweepMs: 20 });
    const second = new MailOutbox({ pool: other, transport: slow, box, log: quiet, sweepMs: 20 });
    first.start();
    second.start();
    try {
      const subjects = Array.from({ length: 30 }, (_, i) => `message ${i}`);
      await Promise.all(
        subjects.map((subject, i) =>
          (i % 2 ? first : second).send({ to: 'someone@example.com', subject, text: subject }),
        ),
      );
      await until(() => delivered.length >= subjects.length, 'every message');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([...delivered].sort()).toEqual([...subjects].sort());
      expect((await rows()).every((row) => row.sent_at !== null && row.sealed === null)).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
      await other.end();
    }
  });

  it('gives up a message it cannot send in time, or cannot open, and drops it', async () => {
    await db.pool.query('truncate app.mail_outbox');
    const errors: string[] = [];
    const refusing: Mailer = {
      description: 'refusing',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    };
    const outbox = new MailOutbox({
      pool: db.pool,
      transport: refusing,
      box,
      log: { warn: () => {}, error: (message) => errors.push(message) },
      giveUpAfterMs: 0,
    });
    await outbox.send({ to: 'gone@example.com', subject: 'Hello', text: 'Hello' });
    await db.pool.query(`insert into app.mail_outbox (sealed) values ('v1.not.a.box')`);
    await outbox.deliver();
    await outbox.stop();
    const [refused, unreadable] = await rows();
    expect(refused).toMatchObject({ sealed: null, sent_at: null, last_error: '550 mailbox unavailable' });
    expect(refused?.failed_at).toBeInstanceOf(Date);
    expect(unreadable).toMatchObject({ sealed: null, last_error: 'it was sealed under another secrets key' });
    expect(unreadable?.failed_at).toBeInstanceOf(Date);
    expect(errors).toHaveLength(2);
  });
});
