// "Keep my account" and the other ways into a deletion, through the API on a real database: a right
// password during the grace period hands a cookie (never a session) with which the account is kept
// and signed in; an account without a password confirms with a sign-in a moment ago; an admin
// deletes for a user with the reason in the audit log, which keeps the account id in place of the
// address once the account is gone; and no body makes the delete call fail or change anything.
import {
  ACCOUNT_DELETE_TEXT,
  ADMIN_TEXT,
  AUTH_API_MESSAGES,
  AuthSuccessSchema,
  KeepAccountStateSchema,
} from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { callAs } from '@poolscape/tests/kit/designs/studio-app';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const DAY = 86_400_000;

describe('keeping or deleting an account', () => {
  const test = useTestApp();
  const call = callAs(() => test);
  const pool = () => test.db.pool;
  const emailOf = async (id: string) =>
    (await pool().query<{ email: string }>('select email from app.users where id = $1', [id])).rows[0]
      ?.email ?? '';
  const dueOf = async (id: string) =>
    (
      await pool().query<{ deletion_due_at: Date | null }>(
        'select deletion_due_at from app.users where id = $1',
        [id],
      )
    ).rows[0]?.deletion_due_at;
  const login = (email: string, password = 'secret123') =>
    test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const keepCookie = (setCookie: string | string[] | undefined) =>
    ([setCookie ?? []].flat().find((value) => value.startsWith('keepAccount=')) ?? '').split(';')[0] ?? '';

  it('keeps an account asked to be deleted when its owner signs in and says so', async () => {
    const owner = await registerUser(test.app, pool());
    const email = await emailOf(owner.id);
    expect((await call(owner, 'POST', '/api/account/delete', { password: 'secret123' })).statusCode).toBe(
      202,
    );

    // A wrong password says nothing of the deletion.
    expect((await login(email, 'wrong-one')).statusCode).toBe(401);
    const offered = await login(email);
    expect(offered.statusCode).toBe(409);
    const cookie = keepCookie(offered.headers['set-cookie']);
    expect(cookie).toMatch(/^keepAccount=.{20,}/);
    expect([offered.headers['set-cookie']].flat().join()).toMatch(
      /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/,
    );

    const url = '/api/auth/keep-account';
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const state = await test.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(KeepAccountStateSchema.parse(state.json()).email).toBe(email);
    expect(
      (await test.app.inject({ method: 'POST', url, headers: { cookie: 'keepAccount=forged' } })).statusCode,
    ).toBe(401);
    const kept = await test.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(kept.statusCode).toBe(200);
    const session = AuthSuccessSchema.parse(kept.json());
    expect(session.message).toBe(AUTH_API_MESSAGES.accountKept);
    expect(await dueOf(owner.id)).toBeNull();
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/simple/user',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    // The cookie is spent; the sweep finds nothing due.
    expect((await test.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(401);
    expect(await test.accountDeletions.sweep(new Date(Date.now() + 8 * DAY))).toBe(0);
    expect((await login(email)).statusCode).toBe(200);
    const mails = await test.deliverMail();
    expect(mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/will be deleted on/), 'Your Poolscape account is kept']),
    );
  });

  it('asks an account without a password for a sign-in of the last minutes', async () => {
    const owner = await registerUser(test.app, pool());
    await pool().query('update app.users set password_hash = null where id = $1', [owner.id]);
    await pool().query(
      `insert into app.oauth_accounts (provider, provider_user_id, user_id) values ('google', $1, $2)`,
      [`g-${owner.id}`, owner.id],
    );
    expect((await call(owner, 'GET', '/api/account/delete')).json()).toEqual({
      confirmWith: 'sign-in',
      providers: ['google'],
    });
    await pool().query(
      `update app.sessions set created_at = now() - interval '11 minutes' where user_id = $1`,
      [owner.id],
    );
    const stale = await call(owner, 'POST', '/api/account/delete', {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ message: ACCOUNT_DELETE_TEXT.signInAgain });
    expect(await dueOf(owner.id)).toBeNull();
    await pool().query(`update app.sessions set created_at = now() where user_id = $1`, [owner.id]);
    expect((await call(owner, 'POST', '/api/account/delete', {})).statusCode).toBe(202);
    expect(await dueOf(owner.id)).not.toBeNull();
  });

  it('lets an admin delete for a user, with the reason kept and the address anonymised', async () => {
    const admin = await registerUser(test.app, pool());
    await pool().query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const user = await registerUser(test.app, pool());
    const email = await emailOf(user.id);
    const url = `/api/admin/users/${user.id}/delete`;
    expect((await call(user, 'POST', url, { reason: 'Asked by mail' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', url, { reason: ' ' })).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', `/api/admin/users/${admin.id}/delete`, { reason: 'Me' })).json(),
    ).toEqual({ message: ADMIN_TEXT.notYourselfDelete });
    expect(
      (await call(admin, 'POST', '/api/admin/users/not-a-user/delete', { reason: 'x' })).statusCode,
    ).toBe(404);
    // The admin also granted them images earlier: both rows name the user's address.
    await call(admin, 'POST', `/api/admin/users/${user.id}/credits`, { images: 3, reason: `For ${email}` });

    const asked = await call(admin, 'POST', url, { reason: 'Asked by mail on 3 May' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as { message: string }).message).toContain(email);
    const detail = (await call(admin, 'GET', `/api/admin/users/${user.id}`)).json() as {
      deletionDueAt: string;
    };
    expect(new Date(detail.deletionDueAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect((await call(user, 'GET', '/api/simple/user')).statusCode).toBe(401);

    // (Any other account of this file waiting out its grace period goes too.)
    expect(await test.accountDeletions.sweep(new Date(Date.now() + 8 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await emailOf(user.id)).toBe('');
    const audit = await pool().query<{ action: string; after: unknown }>(
      `select action, after from app.audit_log where target_id = $1 order by id`,
      [user.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['user.delete']));
    expect(JSON.stringify(audit.rows)).toContain('Asked by mail on 3 May');
    expect(JSON.stringify(audit.rows)).not.toContain(email);
    expect(JSON.stringify(audit.rows)).toContain(`For ${user.id}`);
    // Still append-only for anything else.
    await expect(
      pool().query(`update app.audit_log set action = 'changed' where target_id = $1`, [user.id]),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses every malformed delete body with a 4xx and deletes nothing', async () => {
    const owner = await registerUser(test.app, pool());
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.record({ password: fc.anything() })), async (body) => {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/account/delete',
          headers: { ...owner.auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        });
        expect([400, 403, 429]).toContain(response.statusCode);
        expect(await dueOf(owner.id)).toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});
