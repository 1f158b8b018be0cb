// Users: the rows of app.users and the shape the API returns.
import type { StaffRole, User } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: string | null;
  subscription_tier: User['subscriptionTier'];
  /** 'editor' or 'admin' for staff, null for everyone else. */
  staff_role: StaffRole | null;
  /** Set while an admin has disabled the account: it cannot sign in, its sessions do not work. */
  disabled_at: Date | null;
  /** Set while the account waits out its grace period before it is deleted: closed like a disabled one. */
  deletion_due_at: Date | null;
  deletion_requested_at: Date | null;
  company: string | null;
  phone: string | null;
  avatar_url: string | null;
  profile_public: boolean;
  profile_completed_at: Date | null;
  units: 'ft' | 'm';
  created_at: Date;
}

type Queryable = Pool | PoolClient;

/** Whether the account is closed: disabled by an admin, or waiting to be deleted. */
export function isClosed(user: Pick<UserRow, 'disabled_at' | 'deletion_due_at'>): boolean {
  return user.disabled_at !== null || user.deletion_due_at !== null;
}

/** SQL that holds while the account in `alias` is open (the SQL of `isClosed`, negated). */
export function openSql(alias: string): string {
  return `${alias}.disabled_at is null and ${alias}.deletion_due_at is null`;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    role: row.role,
    subscriptionTier: row.subscription_tier,
    company: row.company,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    profilePublic: row.profile_public,
    profileComplete: row.profile_completed_at !== null,
    staffRole: row.staff_role,
    units: row.units,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from app.users where email = $1', [email]);
  return result.rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from app.users where id = $1', [id]);
  return result.rows[0] ?? null;
}

/** Creates a user; null when the e-mail is taken. */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string | null; firstName: string; lastName: string },
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `insert into app.users (email, password_hash, first_name, last_name) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning *`,
    [user.email, user.passwordHash, user.firstName, user.lastName],
  );
  return result.rows[0] ?? null;
}
