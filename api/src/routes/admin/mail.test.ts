// /api/admin/mail: on an installation without an SMTP server, the mail the product would have sent
// (a password reset here), newest first and searchable, for an admin only; its text sealed at rest;
// gone after the days the privacy page names; and, with an SMTP server, the server named instead.
import { AdminMailPageSchema, KEPT_MAIL_DAYS } from '@poolscape/shared';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptMail } from '../../mail/kept-mail.ts';

describe('mail kept for the admins', () => {
  const test = useTestApp();
  let accounts = 0;
  const register = async (staffRole: 'admin' | null = null) => {
    accounts += 1;
    const email = `kept-${accounts}-${Date.now()}@example.com`;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: 'Kim', lastName: 'Kept', email, password: 'secret123' },
      remoteAddress: `203.0.113.${accounts}`,
    });
    const { token, user } = response.json() as { token: string; user: { id: string } };
    if (staffRole)
      await test.db.pool.query('update app.users set staff_role = $2 where id = $1', [user.id, staffRole]);
    return { email, id: user.id, auth: { authorization: `Bearer ${token}` } };
  };
  const mailPage = async (auth: Record<string, string>, query = '') => {
    const response = await test.app.inject({ method: 'GET', url: `/api/admin/mail${query}`, headers: auth });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('shows an admin the reset mail a user asked for, with a link that works, and nobody else', async () => {
    const admin = await register('admin');
    const user = await register();
    const asked = await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '203.0.113.200',
    });
    expect(asked.statusCode).toBe(200);
    await test.deliverMail();

    const page = AdminMailPageSchema.parse(
      (await mailPage(admin.auth, `?q=${encodeURIComponent(user.email)}`)).body,
    );
    expect(page).toMatchObject({ smtp: null, keptDays: KEPT_MAIL_DAYS, total: 1, page: 1 });
    const [message] = page.items;
    expect(message?.to).toBe(user.email);
    expect(message?.subject).toMatch(/reset/i);
    const link = message?.text.match(/https?:\/\/\S+\/reset-password\?token=([a-z0-9]+)/);
    expect(link?.[1]).toBeTruthy();
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link?.[1], newPassword: 'a-new-secret-456' },
      remoteAddress: '203.0.113.201',
    });
    expect(reset.statusCode).toBe(200);

    // At rest, the link is sealed: the table holds no token.
    const stored = await test.db.pool.query<{ sealed: string }>(
      'select sealed from app.kept_mail where recipient = $1',
      [user.email],
    );
    expect(stored.rows[0]?.sealed).not.toContain(link?.[1]);

    // Newest first, with the search on the subject too; nothing for a search that matches nothing.
    const all = AdminMailPageSchema.parse((await mailPage(admin.auth)).body);
    expect(all.items[0]?.to).toBe(user.email);
    const bySubject = AdminMailPageSchema.parse((await mailPage(admin.auth, '?q=RESET')).body);
    expect(bySubject.items.map((item) => item.to)).toContain(user.email);
    expect(AdminMailPageSchema.parse((await mailPage(admin.auth, '?q=no-such-address%25')).body).total).toBe(
      0,
    );

    // Signed out, and signed in as anyone but an admin: refused.
    expect((await mailPage({})).status).toBe(401);
    // (The user's own sessions ended with the new password.)
    const someone = await register();
    expect((await mailPage(someone.auth)).status).toBe(403);
    await test.db.pool.query("update app.users set staff_role = 'editor' where id = $1", [someone.id]);
    expect((await mailPage(someone.auth)).status).toBe(403);
  });

  it(`removes kept mail after ${KEPT_MAIL_DAYS} days, and does not show it meanwhile`, async () => {
    const admin = await register('admin');
    const kept = new KeptMail(test.db.pool, test.secrets);
    await kept.keep({ to: 'old@example.com', subject: 'An old message', text: 'From last month.' });
    await test.db.pool.query(
      `update app.kept_mail set created_at = now() - make_interval(days => $1, mins => 1) where recipient = 'old@example.com'`,
      [KEPT_MAIL_DAYS],
    );
    expect(AdminMailPageSchema.parse((await mailPage(admin.auth, '?q=old@example.com')).body).total).toBe(0);
    expect(await kept.prune()).toBeGreaterThanOrEqual(1);
    const left = await test.db.pool.query("select 1 from app.kept_mail where recipient = 'old@example.com'");
    expect(left.rowCount).toBe(0);
  });

  it('names the SMTP server instead when one is set', async () => {
    const withSmtp = await createTestApp(test.db.pool, {
      mailer: { description: 'SMTP server mail.example:587', smtp: 'mail.example:587', send: async () => {} },
    });
    try {
      const admin = await register('admin');
      const response = await withSmtp.app.inject({
        method: 'GET',
        url: '/api/admin/mail',
        headers: admin.auth,
      });
      expect(AdminMailPageSchema.parse(response.json()).smtp).toBe('mail.example:587');
    } finally {
      await withSmtp.close();
    }
  });

  it('refuses a bad query with the field named, never a 5xx', async () => {
    const admin = await register('admin');
    const tooLong = await mailPage(admin.auth, `?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('q can be up to 100 characters.');
    expect((await mailPage(admin.auth, '?page=0')).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), fc.string({ maxLength: 8 }), async (q, page) => {
        const { status } = await mailPage(
          admin.auth,
          `?q=${encodeURIComponent(q)}&page=${encodeURIComponent(page)}`,
        );
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 40 },
    );
  });
});
