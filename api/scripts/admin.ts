// `npm run admin -- grant|revoke <email>`: gives or takes the admin role, on the database the
// product uses (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, whether the product is
// running or not); `npm run admin` lists the admins. The change is in the audit log as the
// operator's. Once there is one admin, admins grant the role to others in the admin area.
import { setAdminByOperator } from '../src/admin/roles.ts';
import { withOperatorDatabase } from './operator-database.ts';

const [action, email] = process.argv.slice(2);
if (action !== undefined && (!['grant', 'revoke'].includes(action) || !email)) {
  console.error('usage: npm run admin [-- grant|revoke <email>]');
  process.exit(2);
}

await withOperatorDatabase(async (pool) => {
  if (action === undefined) {
    const admins = await pool.query<{ email: string }>(
      'select email from app.users where is_admin order by email',
    );
    console.log(admins.rows.length === 0 ? 'No admins yet.' : admins.rows.map((row) => row.email).join('\n'));
    return;
  }
  const result = await setAdminByOperator(pool, email as string, action === 'grant', 'npm run admin');
  if (!result.ok) {
    console.error(result.message);
    process.exitCode = 1;
    return;
  }
  const role = action === 'grant' ? 'is an admin' : 'is no longer an admin';
  console.log(`${result.email} ${role}${result.changed ? '' : ' (no change)'}.`);
});
