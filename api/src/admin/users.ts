// People, for the admin area: the user search (a trigram index makes a part of an address or a
// name fast over any number of accounts), one user's page, and the changes an admin makes to an
// account: images granted or taken back (in the credit ledger, with the reason), disabled or
// enabled, the admin role, every session signed out. Each change and its audit row are one
// transaction.
import type { AdminUserDetail, AdminUserQuery, AdminUserRow, StaffRole } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { forgetCachedUser, invalidateUserSessions } from '../auth/sessions.ts';
import { getCredits, limitsOf, type Plan } from '../billing/credits.ts';
import { liveSubscription } from '../billing/operator.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import { type Actor, audit } from './audit.ts';

type Queryable = Pool | PoolClient;

export const USER_PAGE_SIZE = 25;

interface UserListRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  subscription_tier: Plan;
  staff_role: StaffRole | null;
  disabled_at: Date | null;
  deletion_due_at: Date | null;
  created_at: Date;
  last_seen_at: Date | null;
}

const ORDER: Record<AdminUserQuery['sort'], string> = {
  newest: 'u.created_at desc, u.id',
  oldest: 'u.created_at asc, u.id',
  email: 'u.email asc',
  name: 'lower(u.last_name) asc, lower(u.first_name) asc, u.id',
};

/** The text searched: the same expression as the `users_search` index, so the index answers. */
const SEARCHED = "(lower(u.email::text) || ' ' || lower(u.first_name) || ' ' || lower(u.last_name))";

function toRow(row: UserListRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    plan: row.subscription_tier,
    staffRole: row.staff_role,
    disabled: row.disabled_at !== null,
    deletionDueAt: row.deletion_due_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  };
}

export async function searchUsers(db: Queryable, query: AdminUserQuery) {
  // `%` and `_` typed in the box are matched as themselves.
  const pattern = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `where ($1::text is null or ${SEARCHED} like $1)
      and ($2::text is null or u.subscription_tier = $2)
      and ($3::text is null or ($3 = 'active' and u.disabled_at is null) or ($3 = 'disabled' and u.disabled_at is not null)
           or ($3 in ('admin', 'editor') and u.staff_role = $3))`;
  const values = [pattern, query.plan ?? null, query.status ?? null];
  const rows = (
    await db.query<UserListRow>(
      `select u.id, u.email, u.first_name, u.last_name, u.subscription_tier, u.staff_role, u.disabled_at,
              u.deletion_due_at, u.created_at,
              (select max(coalesce(s.last_heartbeat_at, s.created_at)) from app.sessions s where s.user_id = u.id)
                as last_seen_at
         from (select * from app.users u ${where} order by ${ORDER[query.sort]} limit $4 offset $5) u
        order by ${ORDER[query.sort]}`,
      [...values, USER_PAGE_SIZE, (query.page - 1) * USER_PAGE_SIZE],
    )
  ).rows;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from app.users u ${where}`, values)).rows[0]
      ?.n ?? 0;
  return { items: rows.map(toRow), total, page: query.page, pageSize: USER_PAGE_SIZE };
}

export async function userDetail(db: Queryable, userId: string): Promise<AdminUserDetail | null> {
  if (!isUuid(userId)) return null;
  const row = (
    await db.query<
      UserListRow & {
        company: string | null;
        phone: string | null;
        role: string | null;
        profile_public: boolean;
        design_count: number;
        open_tickets: number;
        active_sessions: number;
        plan_until_day: string | null;
      }
    >(
      `select u.*, to_char(u.plan_until, 'YYYY-MM-DD') as plan_until_day,
              (select max(coalesce(s.last_heartbeat_at, s.created_at)) from app.sessions s where s.user_id = u.id)
                as last_seen_at,
              (select count(*)::int from app.designs d where d.user_id = u.id) as design_count,
              (select count(*)::int from app.support_tickets t where t.user_id = u.id and t.status <> 'closed')
                as open_tickets,
              (select count(*)::int from app.sessions s where s.user_id = u.id and s.expires_at > now()
                 and s.closed_at is null) as active_sessions
         from app.users u where u.id = $1`,
      [userId],
    )
  ).rows[0];
  if (!row) return null;
  const credits = await getCredits(db, userId);
  const stripe = await liveSubscription(db, userId);
  const planImages = limitsOf(row.subscription_tier).imagesPerPeriod;
  return {
    ...toRow(row),
    planUntil: row.plan_until_day,
    stripe: stripe ? { plan: stripe.plan, status: stripe.status } : null,
    company: row.company,
    phone: row.phone,
    role: row.role,
    profilePublic: row.profile_public,
    designCount: row.design_count,
    openTickets: row.open_tickets,
    activeSessions: row.active_sessions,
    images: {
      plan: planImages,
      granted: (credits?.imagesLimit ?? planImages) - planImages,
      used: credits?.imagesUsed ?? 0,
      packs: credits?.packImages ?? 0,
      left: credits?.imagesLeft ?? 0,
      periodEnds: credits?.periodEnd ?? null,
    },
  };
}

export type AdminChange = { ok: true } | { ok: false; reason: 'not-found' | 'yourself' | 'too-few-left' };

const lockUser = async (client: PoolClient, userId: string) =>
  isUuid(userId)
    ? ((
        await client.query<{
          id: string;
          email: string;
          staff_role: StaffRole | null;
          disabled_at: Date | null;
        }>('select id, email, staff_role, disabled_at from app.users where id = $1 for update', [userId])
      ).rows[0] ?? null)
    : null;

/** Images granted (positive) or taken back (negative) for this period, with the reason. */
export async function changeCredits(
  pool: Pool,
  actor: Actor,
  userId: string,
  change: { images: number; reason: string },
): Promise<AdminChange> {
  return inTransaction(pool, async (client) => {
    const user = await lockUser(client, userId);
    if (!user) return { ok: false, reason: 'not-found' };
    const before = await getCredits(client, userId);
    const planLeft = (before?.imagesLeft ?? 0) - (before?.packImages ?? 0);
    if (change.images < 0 && -change.images > planLeft) return { ok: false, reason: 'too-few-left' };
    await client.query(
      `insert into app.credit_ledger (user_id, delta, kind, reason, actor_id) values ($1, $2, $3, $4, $5)`,
      [userId, change.images, change.images > 0 ? 'grant' : 'deduct', change.reason.trim(), actor.id],
    );
    await audit(
      client,
      actor,
      change.images > 0 ? 'credits.grant' : 'credits.deduct',
      { type: 'user', id: userId },
      { imagesLeft: before?.imagesLeft ?? 0 },
      {
        imagesLeft: (before?.imagesLeft ?? 0) + change.images,
        images: change.images,
        reason: change.reason.trim(),
      },
    );
    return { ok: true };
  });
}

/** Disables or enables the account, or changes its staff role; never one's own admin role. */
export async function updateUser(
  pool: Pool,
  actor: Actor,
  userId: string,
  update: { disabled?: boolean; staffRole?: StaffRole | null },
): Promise<AdminChange> {
  const result = await inTransaction(pool, async (client): Promise<AdminChange> => {
    const user = await lockUser(client, userId);
    if (!user) return { ok: false, reason: 'not-found' };
    if (
      user.id === actor.id &&
      (update.disabled === true || (update.staffRole !== undefined && update.staffRole !== 'admin'))
    )
      return { ok: false, reason: 'yourself' };
    const before = { disabled: user.disabled_at !== null, staffRole: user.staff_role };
    const after = {
      disabled: update.disabled ?? before.disabled,
      staffRole: update.staffRole === undefined ? before.staffRole : update.staffRole,
    };
    await client.query(
      `update app.users set
         disabled_at = case when $2::boolean then coalesce(disabled_at, now()) else null end,
         staff_role = $3, updated_at = now()
       where id = $1`,
      [userId, after.disabled, after.staffRole],
    );
    // A disabled account is signed out everywhere at once.
    if (after.disabled && !before.disabled) await invalidateUserSessions(pool, userId, client);
    await audit(client, actor, 'user.update', { type: 'user', id: userId }, before, after);
    return { ok: true };
  });
  // Committed: this process's cache and open sockets see the new role at once (a socket whose
  // user may no longer hold it closes); other processes hear it through the change feed.
  if (result.ok) forgetCachedUser(pool, userId);
  return result;
}

/** Signs the user out on every device; returns how many sessions ended, or null for no such user. */
export async function signOutEverywhere(pool: Pool, actor: Actor, userId: string): Promise<number | null> {
  return inTransaction(pool, async (client) => {
    const user = await lockUser(client, userId);
    if (!user) return null;
    const ended = await invalidateUserSessions(pool, userId, client);
    await audit(
      client,
      actor,
      'user.sign-out',
      { type: 'user', id: userId },
      { sessions: ended },
      { sessions: 0 },
    );
    return ended;
  });
}
