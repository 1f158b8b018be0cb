// What an admin types never fails the admin area: a NUL character or a lone UTF-16 surrogate in a
// search, a reply to a ticket or a credit change's reason is refused with 400 or stored cleaned, never
// answered 5xx; the audit log (jsonb) takes every change whatever text it holds; and nothing is
// written when a request is refused.
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { callAs, type StudioTestApp, useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Text holding what Postgres refuses when written carelessly: NUL and lone surrogates. */
const hostile = fc.string({
  unit: fc.constantFrom('a', ' ', '%', '_', '\\', '\u0000', '\ud800', '\udfff', 'é', '池'),
  minLength: 1,
  maxLength: 20,
});

describe('admin calls with NUL characters and lone surrogates', () => {
  let made: StudioTestApp;
  useStudioTestApp((studio) => {
    made = studio;
  });
  const call = callAs(() => made.test);
  const count = async (sql: string, values: unknown[] = []) =>
    (await made.db.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
  const makeAdmin = async () => {
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    return admin;
  };

  /** A ticket `user` opened, for an admin to answer. */
  const openTicket = async (user: Parameters<typeof call>[0]): Promise<string> =>
    (
      (
        await call(user, 'POST', '/api/support/tickets', {
          subject: 'Help',
          category: 'other',
          message: 'Please help.',
        })
      ).json() as { id: string }
    ).id;

  it('refuses a NUL in a search with 400 naming `q`, on users, designs and videos', async () => {
    const admin = await makeAdmin();
    for (const list of ['users', 'designs', 'videos']) {
      const response = await call(admin, 'GET', `/api/admin/${list}?q=%00`);
      expect(response.statusCode, list).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'q' }] });
      // A search without one still works, and a stray NUL-free parameter is ignored as before.
      expect((await call(admin, 'GET', `/api/admin/${list}?q=a&other=%00`)).statusCode, list).toBe(200);
    }
  });

  it('answers a ticket with a lone surrogate, the reply and its audit entry stored cleaned', async () => {
    const user = await registerUser(made.test.app, made.db.pool);
    const admin = await makeAdmin();
    const ticket = await openTicket(user);
    const response = await call(admin, 'POST', `/api/admin/tickets/${ticket}/messages`, {
      message: 'm\ud800',
    });
    expect(response.statusCode).toBe(200);
    expect(
      await count(
        "select count(*)::int as n from app.audit_log where target_id = $1 and after::text like '%m\uFFFD%'",
        [ticket],
      ),
    ).toBe(1);
  });

  it('changes credits with a lone surrogate in the reason, audited', async () => {
    const user = await registerUser(made.test.app, made.db.pool);
    const admin = await makeAdmin();
    const response = await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, {
      images: 5,
      reason: 'goodwill \udc00',
    });
    expect(response.statusCode).toBe(200);
    expect(await count('select count(*)::int as n from app.audit_log where target_id = $1', [user.id])).toBe(
      1,
    );
  });

  it('never answers 5xx to hostile text in searches, replies and reasons; a refusal writes nothing', async () => {
    const user = await registerUser(made.test.app, made.db.pool);
    const admin = await makeAdmin();
    const ticket = await openTicket(user);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('users', 'designs', 'videos', 'tickets', 'audit'),
        hostile,
        hostile,
        async (list, text, reason) => {
          const search = await call(
            admin,
            'GET',
            `/api/admin/${list}?q=${encodeURIComponent(text.toWellFormed())}&userId=${encodeURIComponent(text.toWellFormed())}`,
          );
          expect(search.statusCode, `${list} ${JSON.stringify(text)}`).toBeLessThan(500);
          const audited = await count('select count(*)::int as n from app.audit_log');
          const replied = await call(admin, 'POST', `/api/admin/tickets/${ticket}/messages`, {
            message: text,
          });
          expect(replied.statusCode, JSON.stringify(text)).toBeLessThan(500);
          const credited = await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, {
            images: 1,
            reason,
          });
          expect(credited.statusCode, JSON.stringify(reason)).toBeLessThan(500);
          const written = [replied, credited].filter((response) => response.statusCode < 300).length;
          expect(await count('select count(*)::int as n from app.audit_log')).toBe(audited + written);
        },
      ),
      { numRuns: 40 },
    );
  });
});
