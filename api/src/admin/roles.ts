// Who is staff. The operator names the first admins: by address in `ADMIN_EMAILS` (granted at
// start and when such an account signs in or registers) or with `npm run admin -- grant <email>`
// (and editors with `grant-editor`); admins then give roles to others in the admin area. Each
// change by the operator is written to the audit log as the operator's.
import type { StaffRole } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { audit } from './audit.ts';

type Queryable = Pool | PoolClient;

export type RoleChange = { ok: true; email: string; changed: boolean } | { ok: false; message: string };

/** Gives the account at `email` a staff role, or (null) makes it an ordinary user again. */
export async function setStaffRoleByOperator(
  db: Queryable,
  email: string,
  staffRole: StaffRole | null,
  source: string,
): Promise<RoleChange> {
  const user = (
    await db.query<{ id: string; email: string; staff_role: StaffRole | null }>(
      'select id, email, staff_role from app.users where lower(email) = lower($1)',
      [email.trim()],
    )
  ).rows[0];
  if (!user) return { ok: false, message: `No account uses ${email.trim()}.` };
  if (user.staff_role === staffRole) return { ok: true, email: user.email, changed: false };
  await db.query('update app.users set staff_role = $2, updated_at = now() where id = $1', [
    user.id,
    staffRole,
  ]);
  await audit(
    db,
    { id: null, email: `operator (${source})` },
    staffRole ? `user.grant-${staffRole}` : `user.revoke-${user.staff_role}`,
    { type: 'user', id: user.id },
    { staffRole: user.staff_role },
    { staffRole },
  );
  return { ok: true, email: user.email, changed: true };
}

/** Grants the admin role to every existing account listed in `ADMIN_EMAILS`. */
export async function grantListedAdmins(db: Queryable, emails: readonly string[]): Promise<string[]> {
  const granted: string[] = [];
  for (const email of emails) {
    const result = await setStaffRoleByOperator(db, email, 'admin', 'ADMIN_EMAILS');
    if (result.ok && result.changed) granted.push(result.email);
  }
  return granted;
}
