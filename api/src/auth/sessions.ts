// Sessions, after Lucia's guide: the client holds a random token; we store only its SHA-256
// (the session id), compare by that hash, slide the expiry with use (written at most hourly),
// and revoke server-side. This module is the only one that reads or writes `app.sessions`.
import { isIP } from 'node:net';
import { SESSION_DAYS } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { announceAuthChange, sessionCacheOf } from './session-cache.ts';
import type { NewSession, Session, ValidSession } from './session-types.ts';
import { generateToken, hashToken } from './tokens.ts';
import { openSql, type UserRow } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The stored expiry is rewritten only when it would move by more than this. */
const EXPIRY_WRITE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * The longest token accepted from a client. Ours are 32 characters; anything far longer is
 * refused before it is hashed.
 */
export const SESSION_TOKEN_MAX_LENGTH = 200;

function lifetime(remember: boolean): number {
  return (remember ? SESSION_DAYS.remembered : SESSION_DAYS.default) * DAY_MS;
}

/**
 * The client's address as the `inet` column takes it, or null. A trusted proxy may forward
 * anything in X-Forwarded-For; what is not an IP address is not kept (and never fails a sign-in).
 */
export function storableAddress(ip: string | undefined): string | null {
  const address = ip?.split('%')[0] ?? '';
  return isIP(address) ? address : null;
}

/**
 * Creates a session; `db` may be a transaction's client, so an account and its first session commit
 * together.
 */
export async function createSession(
  db: Pool | PoolClient,
  userId: string,
  options: { remember: boolean; userAgent?: string; ip?: string },
): Promise<NewSession> {
  const token = generateToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + lifetime(options.remember)),
    remember: options.remember,
  };
  await db.query(
    'insert into app.sessions (id, user_id, expires_at, remember, user_agent, ip) values ($1, $2, $3, $4, $5, $6)',
    [
      session.id,
      userId,
      session.expiresAt,
      session.remember,
      options.userAgent === undefined ? null : storableText(options.userAgent).slice(0, 300),
      storableAddress(options.ip),
    ],
  );
  return { token, session };
}

/** The session and user for a token, or null when it is unknown, expired or revoked. */
export async function validateSessionToken(pool: Pool, token: string): Promise<ValidSession | null> {
  if (!token || token.length > SESSION_TOKEN_MAX_LENGTH) return null;
  const id = hashToken(token);
  const cache = sessionCacheOf(pool);
  const now = Date.now();
  const cached = cache?.get(id, now);
  if (cached && !expiryWriteDue(cached.session, now)) return cached;

  const result = await pool.query<UserRow & { session_expires_at: Date; session_remember: boolean }>(
    `select u.*, s.expires_at as session_expires_at, s.remember as session_remember
       from app.sessions s join app.users u on u.id = s.user_id
      where s.id = $1 and ${openSql('u')}`,
    [id],
  );
  const row = result.rows[0];
  if (!row) return null;
  const session: Session = {
    id,
    userId: row.id,
    expiresAt: row.session_expires_at,
    remember: row.session_remember,
  };
  if (session.expiresAt.getTime() <= now) {
    await invalidateSession(pool, id);
    return null;
  }
  if (expiryWriteDue(session, now)) {
    session.expiresAt = new Date(now + lifetime(session.remember));
    await pool.query('update app.sessions set expires_at = $2 where id = $1', [id, session.expiresAt]);
  }
  const { session_expires_at: _expires, session_remember: _remember, ...user } = row;
  const valid = { session, user };
  cache?.set(valid, now);
  return valid;
}

/** Whether sliding the expiry now would move it by an hour or more (then it is written). */
function expiryWriteDue(session: Session, now: number): boolean {
  return now + lifetime(session.remember) - session.expiresAt.getTime() >= EXPIRY_WRITE_INTERVAL_MS;
}

export async function invalidateSession(pool: Pool, sessionId: string): Promise<void> {
  sessionCacheOf(pool)?.dropSession(sessionId);
  await pool.query('delete from app.sessions where id = $1', [sessionId]);
  announceAuthChange(pool, { kind: 'session-ended', sessionId });
}

/**
 * Signs the user out on every device; returns how many sessions ended. `client` may be a
 * transaction's (an admin's change and its audit row): the sessions end when it commits, and
 * every other process's cache hears of it then through the change feed. This process's sockets of
 * the user close at once.
 */
export async function invalidateUserSessions(
  pool: Pool,
  userId: string,
  client?: PoolClient,
): Promise<number> {
  sessionCacheOf(pool)?.dropUser(userId);
  const ended =
    (await (client ?? pool).query('delete from app.sessions where user_id = $1', [userId])).rowCount ?? 0;
  announceAuthChange(pool, { kind: 'user-signed-out', userId });
  return ended;
}

/** After this process changed a user: later requests here see the change at once. */
export function forgetCachedUser(pool: Pool, userId: string): void {
  sessionCacheOf(pool)?.dropUser(userId);
  announceAuthChange(pool, { kind: 'user', userId });
}

/**
 * Of the session ids given, those whose session is live (not expired, its account not disabled),
 * with the user as it is now: for open sockets, checked long after they were opened.
 */
export async function findLiveSessions(
  pool: Pool,
  sessionIds: readonly string[],
): Promise<Map<string, UserRow>> {
  const result = await pool.query<UserRow & { session_id: string }>(
    `select u.*, s.id as session_id
       from app.sessions s join app.users u on u.id = s.user_id
      where s.id = any($1) and s.expires_at > now() and ${openSql('u')}`,
    [sessionIds],
  );
  return new Map(result.rows.map(({ session_id, ...user }) => [session_id, user as UserRow]));
}

/** Marks a session as in use by an open page (the page's heartbeat); a later close is forgotten. */
export async function recordHeartbeat(pool: Pool, sessionId: string): Promise<void> {
  await pool.query('update app.sessions set last_heartbeat_at = now(), closed_at = null where id = $1', [
    sessionId,
  ]);
}

/**
 * Records that the page holding `token` was closed or hidden, with the page's reason. The session
 * stays valid: a hidden page may be a tab switch, and remembered sessions outlive the browser.
 * Returns whether the token named a valid session.
 */
export async function recordSessionClose(pool: Pool, token: string, reason: string): Promise<boolean> {
  if (!(await validateSessionToken(pool, token))) return false;
  await pool.query('update app.sessions set closed_at = now(), close_reason = $2 where id = $1', [
    hashToken(token),
    reason,
  ]);
  return true;
}

/** Removes the sessions that have expired (housekeeping): a signed-out device leaves nothing behind. */
export async function pruneExpiredSessions(pool: Pool): Promise<number> {
  return (await pool.query('delete from app.sessions where expires_at <= now()')).rowCount ?? 0;
}
