// The admin area's people and support calls through the API against a real database: a user's
// ticket answered by support (mailed, with a note the user never sees), an admin finding a user and
// changing their images, access and role, each change in the audit log; nobody else reaches any of
// it, and bad requests change nothing.
import {
  AdminTicketPageSchema,
  AdminTicketSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AUTH_API_MESSAGES,
  AuditPageSchema,
  TicketListSchema,
  TicketSchema,
} from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Account = Awaited<ReturnType<typeof registerUser>>;

describe('support and the admin area', () => {
  let made: StudioTestApp;
  useStudioTestApp((studio) => {
    made = studio;
  });
  const call = callAs(() => made.test);
  const count = async (sql: string, values: unknown[] = []) =>
    (await made.db.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
  const makeAdmin = async (): Promise<Account> => {
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    return admin;
  };

  it('answers a ticket: the user opens it, support notes, replies by e-mail and closes, the user reopens', async () => {
    const user = await registerUser(made.test.app, made.db.pool, 'pro');
    const other = await registerUser(made.test.app, made.db.pool);
    const admin = await makeAdmin();
    const [design] = await renderedDesigns(made, user, 1);
    const opened = await call(user, 'POST', '/api/support/tickets', {
      subject: ' The render looks dark ',
      category: 'designs',
      message: 'My night render is too dark to show.',
      designId: design,
    });
    expect(opened.statusCode).toBe(201);
    const ticket = TicketSchema.parse(opened.json());
    expect(ticket).toMatchObject({
      subject: 'The render looks dark',
      status: 'open',
      design: { id: design },
    });
    expect(TicketListSchema.parse((await call(user, 'GET', '/api/support/tickets')).json())).toHaveLength(1);
    // Someone else's ticket, and a link to someone else's design, are nobody's business.
    expect((await call(other, 'GET', `/api/support/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'hi' })).statusCode,
    ).toBe(404);
    const foreign = await call(other, 'POST', '/api/support/tickets', {
      subject: 'x',
      category: 'other',
      message: 'x',
      designId: design,
    });
    expect(foreign.statusCode).toBe(404);

    const queue = AdminTicketPageSchema.parse(
      (await call(admin, 'GET', '/api/admin/tickets?status=open')).json(),
    );
    expect(queue.items.map((item) => item.id)).toContain(ticket.id);
    const url = `/api/admin/tickets/${ticket.id}`;
    expect(
      AdminTicketSchema.parse((await call(admin, 'PATCH', url, { assigneeId: admin.id })).json()).assignee
        ?.id,
    ).toBe(admin.id);
    expect((await call(admin, 'PATCH', url, { assigneeId: user.id })).statusCode).toBe(409);
    await call(admin, 'POST', `${url}/messages`, {
      message: 'Night renders need the lights on.',
      internal: true,
    });
    const mailsBefore = (await made.test.deliverMail()).length;
    const answered = AdminTicketSchema.parse(
      (
        await call(admin, 'POST', `${url}/messages`, {
          message: 'Turn on the lighting feature and render again.',
        })
      ).json(),
    );
    expect(answered.status).toBe('answered');
    expect(answered.messages.map((message) => message.internal)).toEqual([false, true, false]);
    const mail = (await made.test.deliverMail())
      .slice(mailsBefore)
      .find((message) => message.subject.includes('The render looks dark'));
    expect(mail?.subject).toBe(`Re: The render looks dark [ticket ${ticket.number}]`);
    expect(mail?.text).toContain('Turn on the lighting feature and render again.');

    // The user sees the reply but never the note; their reply waits for support again.
    const seen = TicketSchema.parse((await call(user, 'GET', `/api/support/tickets/${ticket.id}`)).json());
    expect(seen.messages.map((message) => message.body)).toEqual([
      'My night render is too dark to show.',
      'Turn on the lighting feature and render again.',
    ]);
    expect(JSON.stringify(seen)).not.toContain('lights on');
    await call(admin, 'PATCH', url, { status: 'closed' });
    const reopened = TicketSchema.parse(
      (
        await call(user, 'POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'Still dark.' })
      ).json(),
    );
    expect(reopened.status).toBe('open');
    const log = AuditPageSchema.parse(
      (await call(admin, 'GET', `/api/admin/audit?targetId=${ticket.id}`)).json(),
    );
    expect(log.items.map((entry) => entry.action).sort()).toEqual(
      ['ticket.note', 'ticket.reply', 'ticket.update', 'ticket.update'].sort(),
    );
  });

  it("finds a user and changes their images, access and role, each in the audit log, never the admin's own", async () => {
    const admin = await makeAdmin();
    const user = await registerUser(made.test.app, made.db.pool, 'pro');
    await made.db.pool.query(
      `update app.users set first_name = 'Ingrid', last_name = 'Smithson' where id = $1`,
      [user.id],
    );
    const found = AdminUserPageSchema.parse(
      (await call(admin, 'GET', '/api/admin/users?q=SMITHS&plan=pro')).json(),
    );
    expect(found.items.map((item) => item.id)).toEqual([user.id]);
    expect((await call(admin, 'GET', '/api/admin/users?q=%25')).statusCode).toBe(200);
    const url = `/api/admin/users/${user.id}`;
    let detail = AdminUserDetailSchema.parse((await call(admin, 'GET', url)).json());
    expect(detail.images).toMatchObject({ plan: 100, granted: 0, used: 0, left: 100 });

    detail = AdminUserDetailSchema.parse(
      (await call(admin, 'POST', `${url}/credits`, { images: 5, reason: 'Sorry for the outage' })).json(),
    );
    expect(detail.images).toMatchObject({ granted: 5, left: 105 });
    detail = AdminUserDetailSchema.parse(
      (
        await call(admin, 'POST', `${url}/credits`, { images: -3, reason: 'Granted twice by mistake' })
      ).json(),
    );
    expect(detail.images).toMatchObject({ granted: 2, left: 102 });
    const tooMany = await call(admin, 'POST', `${url}/credits`, { images: -500, reason: 'x' });
    expect(tooMany.statusCode).toBe(409);
    const ledger = await made.db.pool.query<{ kind: string; delta: number; reason: string }>(
      `select kind, delta, reason from app.credit_ledger where user_id = $1 order by id`,
      [user.id],
    );
    expect(ledger.rows).toEqual([
      { kind: 'grant', delta: 5, reason: 'Sorry for the outage' },
      { kind: 'deduct', delta: -3, reason: 'Granted twice by mistake' },
    ]);

    // Disabled: signed out at once, and told so only with the right password.
    expect(
      AdminUserDetailSchema.parse((await call(admin, 'PATCH', url, { disabled: true })).json()).disabled,
    ).toBe(true);
    expect((await call(user, 'GET', '/api/simple/user')).statusCode).toBe(401);
    const email = detail.email;
    const refused = await made.test.app.inject({
      method: 'POST',
      url: '/api/simple/login',
      payload: { email, password: 'secret123' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_API_MESSAGES.accountDisabled);
    const wrong = await made.test.app.inject({
      method: 'POST',
      url: '/api/simple/login',
      payload: { email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    await call(admin, 'PATCH', url, { disabled: false, staffRole: 'admin' });
    const back = await made.test.app.inject({
      method: 'POST',
      url: '/api/simple/login',
      payload: { email, password: 'secret123' },
    });
    expect(back.statusCode).toBe(200);
    expect(AdminUserDetailSchema.parse((await call(admin, 'GET', url)).json())).toMatchObject({
      staffRole: 'admin',
      activeSessions: 1,
    });
    expect(
      AdminUserDetailSchema.parse((await call(admin, 'POST', `${url}/sign-out`)).json()).activeSessions,
    ).toBe(0);
    const mails = (await made.test.deliverMail()).length;
    expect((await call(admin, 'POST', `${url}/password-reset`)).statusCode).toBe(200);
    expect((await made.test.deliverMail()).length).toBe(mails + 1);

    // An admin cannot lock themselves out.
    for (const body of [{ disabled: true }, { staffRole: null }, { staffRole: 'editor' }])
      expect((await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, body)).statusCode).toBe(409);
    const log = AuditPageSchema.parse(
      (await call(admin, 'GET', `/api/admin/audit?targetId=${user.id}`)).json(),
    );
    expect(log.items.map((entry) => entry.action)).toEqual([
      'user.password-reset',
      'user.sign-out',
      'user.update',
      'user.update',
      'credits.deduct',
      'credits.grant',
    ]);
    expect(log.items.every((entry) => entry.actor.endsWith('@example.com'))).toBe(true);
  });

  it('answers 401 signed out and 403 to anyone not an admin (editors too), on every admin endpoint, and changes nothing', async () => {
    const user = await registerUser(made.test.app, made.db.pool);
    const target = await registerUser(made.test.app, made.db.pool);
    const ticket = TicketSchema.parse(
      (
        await call(target, 'POST', '/api/support/tickets', {
          subject: 'Help',
          category: 'other',
          message: 'Please',
        })
      ).json(),
    );
    const attempts: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target.id}/analytics`],
      ['GET', `/api/admin/users/${target.id}`],
      ['PATCH', `/api/admin/users/${target.id}`, { staffRole: 'admin' }],
      ['POST', `/api/admin/users/${target.id}/credits`, { images: 100, reason: 'free' }],
      ['POST', `/api/admin/users/${target.id}/sign-out`],
      ['POST', `/api/admin/users/${target.id}/password-reset`],
      ['GET', '/api/admin/tickets'],
      ['GET', `/api/admin/tickets/${ticket.id}`],
      ['POST', `/api/admin/tickets/${ticket.id}/messages`, { message: 'hi' }],
      ['PATCH', `/api/admin/tickets/${ticket.id}`, { status: 'closed' }],
      ['GET', '/api/admin/audit'],
    ];
    const snapshot = async () => ({
      audit: await count('select count(*)::int as n from app.audit_log'),
      ledger: await count('select count(*)::int as n from app.credit_ledger where user_id = $1', [target.id]),
      admins: await count(
        'select count(*)::int as n from app.users where id = $1 and staff_role is not null',
        [target.id],
      ),
      messages: await count('select count(*)::int as n from app.ticket_messages where ticket_id = $1', [
        ticket.id,
      ]),
    });
    // An editor works on content only: people, money and support stay closed to them.
    const editor = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'editor' where id = $1", [editor.id]);
    const before = await snapshot();
    for (const [method, path, payload] of attempts) {
      for (const someone of [user, editor]) {
        const refused = await call(someone, method, path, payload);
        expect(refused.statusCode, `${method} ${path}`).toBe(403);
        expect(refused.body).not.toContain(target.id);
      }
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers any body with a 4xx that names the problem, never a 5xx, and stores nothing when it refuses', async () => {
    const admin = await makeAdmin();
    const user = await registerUser(made.test.app, made.db.pool);
    const ticket = TicketSchema.parse(
      (
        await call(user, 'POST', '/api/support/tickets', { subject: 'Fuzz', category: 'bug', message: 'x' })
      ).json(),
    );
    const snapshot = async () => ({
      audit: await count('select count(*)::int as n from app.audit_log'),
      ledger: await count('select count(*)::int as n from app.credit_ledger'),
      tickets: await count('select count(*)::int as n from app.support_tickets'),
      messages: await count('select count(*)::int as n from app.ticket_messages'),
    });
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 100 }), fc.constant(''));
    const body = fc.oneof(
      fc.record(
        {
          subject: fc.oneof(text, fc.string({ minLength: 145, maxLength: 160 })),
          category: fc.oneof(fc.constantFrom('bug', 'billing', 'nope'), fc.jsonValue()),
          message: fc.oneof(text, fc.jsonValue()),
          designId: fc.oneof(fc.uuid(), text),
          images: fc.oneof(fc.integer({ min: -20_000, max: 20_000 }), fc.double(), fc.jsonValue()),
          reason: fc.oneof(text, fc.jsonValue()),
          disabled: fc.oneof(fc.boolean(), fc.jsonValue()),
          staffRole: fc.oneof(fc.constantFrom('admin', 'editor', null, 'owner'), fc.jsonValue()),
          status: fc.oneof(fc.constantFrom('open', 'closed', 'lost'), fc.jsonValue()),
          assigneeId: fc.oneof(fc.uuid(), fc.constant(null), text),
          internal: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const target = fc.constantFrom(
      [user, 'POST', '/api/support/tickets'] as const,
      [user, 'POST', `/api/support/tickets/${ticket.id}/messages`] as const,
      [admin, 'PATCH', `/api/admin/users/${user.id}`] as const,
      [admin, 'POST', `/api/admin/users/${user.id}/credits`] as const,
      [admin, 'POST', `/api/admin/tickets/${ticket.id}/messages`] as const,
      [admin, 'PATCH', `/api/admin/tickets/${ticket.id}`] as const,
      [admin, 'PATCH', '/api/admin/users/not-an-id'] as const,
    );
    await fc.assert(
      fc.asyncProperty(target, body, async ([who, method, path], payload) => {
        const before = await snapshot();
        const response = await call(who, method, path, payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
    // And any query string on the searches.
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (q, plan, page) => {
        const search = new URLSearchParams({ q, plan, page }).toString();
        for (const path of [
          `/api/admin/users?${search}`,
          `/api/admin/tickets?status=${encodeURIComponent(plan)}&page=${encodeURIComponent(page)}&userId=${encodeURIComponent(q)}`,
        ])
          expect((await call(admin, 'GET', path)).statusCode).toBeLessThan(500);
      }),
      { numRuns: 60, examples: [['', 'open', '1']] },
    );
  });
});
