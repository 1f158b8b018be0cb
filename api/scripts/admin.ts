// `npm run admin [-- grant|grant-editor|revoke <email>]`: makes an account an admin, an editor
// (content only) or an ordinary user again, on the database the product uses (DATABASE_URL, else
// the embedded PostgreSQL in DATA_DIR, whether the product is running or not); `npm run admin`
// lists the staff. The change is in the audit log as the operator's. Once there is one admin,
// admins give roles to others in the admin area.
import type { StaffRole } from '@poolscape/shared';
import { setStaffRoleByOperator } from '../src/admin/roles.ts';
import { withOperatorDatabase } from './operator-database.ts';

const ROLE_OF: Record<string, StaffRole | null> = { grant: 'admin', 'grant-editor': 'editor', revoke: null };
const SAID: Record<string, string> = {
  grant: 'is an admin',
  'grant-editor': 'is an editor',
  revoke: 'is no longer staff',
};

const [action, email] = process.argv.slice(2);
if (action !== undefined && (!Object.hasOwn(ROLE_OF, action) || !email)) {
  console.error('usage: npm run admin [-- grant|grant-editor|revoke <email>]');
  process.exit(2);
}

await withOperatorDatabase(async (pool) => {
  if (action === undefined) {
    const staff = await pool.query<{ email: string; staff_role: StaffRole }>(
      'select email, staff_role from app.users where staff_role is not null order by staff_role, email',
    );
    console.log(
      staff.rows.length === 0
        ? 'No admins or editors yet.'
        : staff.rows.map((row) => `${row.email} (${row.staff_role})`).join('\n'),
    );
    return;
  }
  const result = await setStaffRoleByOperator(
    pool,
    email as string,
    ROLE_OF[action] ?? null,
    'npm run admin',
  );
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
    return;
  }
  console.log(`${result.email} ${SAID[action]}${result.changed ? '' : ' (no change)'}.`);
});
