// Who is an admin. The operator names the first admins: by address in `ADMIN_EMAILS` (granted at
// start and when such an account signs in or registers) or with `npm run admin -- grant <email>`;
// admins then grant the role to others in the admin area. Each grant or revocation by the
// operator is written to the audit log as the operator's.
import type { Pool, PoolClient } from 'pg';
import { audit } from './audit.ts';

type Queryable = Pool | PoolClient;

export type RoleChange = { ok: true; email: string; changed: boolean } | { ok: false; message: string };

/** Gives (or takes) the admin role of the account at `email`. */
export async function setAdminByOperator(
  db: Queryable,
  email: string,
  isAdmin: boolean,
  source: string,
): Promise<RoleChange> {
  const user = (
    await db.query<{ id: string; email: string; is_admin: boolean }>(
      'select id, email, is_admin from app.users where lower(email) = lower($1)',
      [email.trim()],
    )
  ).rows[0];
  if (!user) return { ok: false, message: `No account uses ${email.trim()}.` };
  if (user.is_admin === isAdmin) return { ok: true, email: user.email, changed: false };
  await db.query('update app.users set is_admin = $2, updated_at = now() where id = $1', [user.id, isAdmin]);
  await audit(
    db,
    { id: null, email: `operator (${source})` },
    isAdmin ? 'user.grant-admin' : 'user.revoke-admin',
    { type: 'user', id: user.id },
    { isAdmin: user.is_admin },
    { isAdmin },
  );
  return { ok: true, email: user.email, changed: true };
}

/** Grants the role to every existing account listed in `ADMIN_EMAILS`. */
export async function grantListedAdmins(db: Queryable, emails: readonly string[]): Promise<string[]> {
  const granted: string[] = [];
  for (const email of emails) {
    const result = await setAdminByOperator(db, email, true, 'ADMIN_EMAILS');
    if (result.ok && result.changed) granted.push(result.email);
  }
  return granted;
}
