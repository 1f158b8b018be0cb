// Who is an admin, as the operator names them: `ADMIN_EMAILS` at start and when such an account
// registers or signs in, and `npm run admin -- grant|revoke`; each change in the audit log as the
// operator's, an unknown address named, and nothing changed twice.
import { randomUUID } from 'node:crypto';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { grantListedAdmins, setStaffRoleByOperator } from './roles.ts';

const FIRST_ADMIN = `owner-${randomUUID()}@example.com`;

describe('the admin role', () => {
  const test = useTestApp({ adminEmails: [FIRST_ADMIN] });
  const isAdmin = async (email: string) =>
    (
      await test.db.pool.query<{ staff_role: string | null }>(
        'select staff_role from app.users where email = $1',
        [email],
      )
    ).rows[0]?.staff_role === 'admin';
  const register = (email: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: 'Ada', lastName: 'Admin', email, password: 'secret123' },
      remoteAddress: `203.0.113.${Math.floor(Math.random() * 200)}`,
    });

  it('makes the accounts in ADMIN_EMAILS admins when they register, and at start', async () => {
    expect((await register(FIRST_ADMIN)).statusCode).toBe(201);
    await expect.poll(() => isAdmin(FIRST_ADMIN)).toBe(true);
    const token = (
      await test.app.inject({
        method: 'POST',
        url: '/api/simple/login',
        payload: { email: FIRST_ADMIN, password: 'secret123' },
      })
    ).json().token;
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);

    const later = `later-${randomUUID()}@example.com`;
    await register(later);
    expect(await isAdmin(later)).toBe(false);
    expect(await grantListedAdmins(test.db.pool, [later, 'nobody@example.com'])).toEqual([later]);
    expect(await grantListedAdmins(test.db.pool, [later])).toEqual([]);
    expect(await isAdmin(later)).toBe(true);
  });

  it('grants and revokes by command, in the audit log as the operator, and names an unknown address', async () => {
    const email = `staff-${randomUUID()}@example.com`;
    await register(email);
    expect(await setStaffRoleByOperator(test.db.pool, email.toUpperCase(), 'admin', 'npm run admin')).toEqual(
      {
        ok: true,
        email,
        changed: true,
      },
    );
    expect(await setStaffRoleByOperator(test.db.pool, email, null, 'npm run admin')).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await isAdmin(email)).toBe(false);
    expect(await setStaffRoleByOperator(test.db.pool, 'ghost@example.com', 'admin', 'npm run admin')).toEqual(
      {
        ok: false,
        message: 'No account uses ghost@example.com.',
      },
    );
    const log = await test.db.pool.query<{ actor_email: string; action: string }>(
      `select actor_email, action from app.audit_log a join app.users u on u.id::text = a.target_id
        where u.email = $1 order by a.id`,
      [email],
    );
    expect(log.rows).toEqual([
      { actor_email: 'operator (npm run admin)', action: 'user.grant-admin' },
      { actor_email: 'operator (npm run admin)', action: 'user.revoke-admin' },
    ]);
  });
});
