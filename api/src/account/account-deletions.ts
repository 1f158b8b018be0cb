// "Delete my account": asked for by its owner (with the password, or a sign-in a moment ago), by an
// admin or by the operator, the account is closed at once: signed out everywhere, its sockets closed,
// its links, public profile, feeds and API keys answering like missing ones (`openSql`). For 7 days
// signing in offers "Keep my account" (a short-lived token in a cookie, so the page after the sign-in
// can keep it without the password again). Then the hourly sweep removes it for good (erase-account.ts).
// A mail tells the person of each step.
import {
  ACCOUNT_DELETE_TEXT,
  type AccountDeletionInfo,
  DELETION_GRACE_DAYS,
  deletionDay,
  FRESH_SIGN_IN_MINUTES,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { type Actor, audit } from '../admin/audit.ts';
import { verifyPassword } from '../auth/password.ts';
import type { NewSession } from '../auth/session-types.ts';
import { createSession, forgetCachedUser, invalidateUserSessions } from '../auth/sessions.ts';
import type { ClientMeta } from '../auth/sign-in.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import type { UserRow } from '../auth/users.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import type { MailSender } from '../mail/mail-queue.ts';
import { type EraseDeps, eraseAccount } from './erase-account.ts';

/** How long the "Keep my account" cookie of a sign-in lasts. */
export const KEEP_TOKEN_MINUTES = 15;

/** Who asked: the owner, an admin (with the reason, for the audit log) or the operator's command. */
export type DeletionAsker =
  | { kind: 'owner' }
  | { kind: 'admin'; actor: Actor; reason: string }
  | { kind: 'operator' };

export interface AccountDeletionsOptions extends EraseDeps {
  mail: MailSender;
  publicUrl: string;
  log: { warn(message: string): void };
}

export class AccountDeletions {
  readonly #options: AccountDeletionsOptions;

  constructor(options: AccountDeletionsOptions) {
    this.#options = options;
  }

  /** How the owner confirms: with the password, or (an account without one) a sign-in a moment ago. */
  async info(user: UserRow): Promise<AccountDeletionInfo> {
    const { rows } = await this.#options.pool.query<{ provider: 'google' | 'facebook' }>(
      'select provider from app.oauth_accounts where user_id = $1 order by provider desc',
      [user.id],
    );
    return {
      confirmWith: user.password_hash ? 'password' : 'sign-in',
      providers: [...new Set(rows.map((row) => row.provider))],
    };
  }

  /** Whether the owner, signed in with `sessionId`, has confirmed; else what to tell them. */
  async confirmed(
    user: UserRow,
    sessionId: string,
    password: string | undefined,
  ): Promise<{ ok: true } | { ok: false; status: 400 | 403; message: string }> {
    if (user.password_hash) {
      if (!password) return { ok: false, status: 400, message: ACCOUNT_DELETE_TEXT.passwordRequired };
      return (await verifyPassword(user.password_hash, password))
        ? { ok: true }
        : { ok: false, status: 403, message: ACCOUNT_DELETE_TEXT.wrongPassword };
    }
    const { rows } = await this.#options.pool.query(
      `select 1 from app.sessions where id = $1 and created_at > now() - make_interval(mins => $2)`,
      [sessionId, FRESH_SIGN_IN_MINUTES],
    );
    return rows.length > 0
      ? { ok: true }
      : { ok: false, status: 403, message: ACCOUNT_DELETE_TEXT.signInAgain };
  }

  /**
   * Closes the account and sets the day it goes; null for an unknown id. Asked again, it keeps the
   * first day (and writes nothing new).
   */
  async request(userId: string, asker: DeletionAsker): Promise<{ email: string; dueAt: Date } | null> {
    const { pool, mail, publicUrl } = this.#options;
    if (!isUuid(userId)) return null;
    const result = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ email: string; deletion_due_at: Date | null }>(
        'select email, deletion_due_at from app.users where id = $1 for update',
        [userId],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.deletion_due_at) return { email: row.email, dueAt: row.deletion_due_at };
      const updated = await client.query<{ deletion_due_at: Date }>(
        `update app.users
            set deletion_requested_at = now(), deletion_due_at = now() + make_interval(days => $2),
                updated_at = now()
          where id = $1 returning deletion_due_at`,
        [userId, DELETION_GRACE_DAYS],
      );
      const dueAt = (updated.rows[0] as { deletion_due_at: Date }).deletion_due_at;
      await invalidateUserSessions(pool, userId, client);
      await client.query('delete from app.account_keep_tokens where user_id = $1', [userId]);
      if (asker.kind !== 'owner')
        await audit(
          client,
          asker.kind === 'admin' ? asker.actor : { id: null, email: 'npm run account' },
          'user.delete',
          { type: 'user', id: userId },
          { deletionDueAt: null },
          { deletionDueAt: dueAt.toISOString(), ...(asker.kind === 'admin' ? { reason: asker.reason } : {}) },
        );
      const day = deletionDay(dueAt);
      await mail.enqueue(client, {
        to: row.email,
        subject: `Your Poolscape account will be deleted on ${day}`,
        text: `Hello,

${asker.kind === 'owner' ? 'As you asked, your' : 'As asked, your'} Poolscape account (${row.email}) is closed: it is signed out
everywhere, and its share links, public profile, presentations and API keys no longer answer.

On ${day} it will be deleted for good, with everything in it: designs, photos, renders, videos,
collections, presentations, leads and files.

Changed your mind? Sign in before then and choose “Keep my account”: ${publicUrl}/login
Want a copy first? Keep your account, then use “Download my data” on your profile.

Poolscape`,
      });
      return { email: row.email, dueAt };
    });
    if (result) forgetCachedUser(pool, userId);
    return result;
  }

  /** A "Keep my account" token for an account in its grace period (after a right password). */
  async keepToken(userId: string): Promise<string> {
    const token = generateToken();
    await this.#options.pool.query(
      `insert into app.account_keep_tokens (id, user_id, expires_at)
       values ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), userId, KEEP_TOKEN_MINUTES],
    );
    return token;
  }

  /** The account a keep token stands for, while both are valid. */
  async keepState(token: string | undefined): Promise<{ email: string; dueAt: Date } | null> {
    const row = await this.#tokenUser(this.#options.pool, token);
    return row ? { email: row.email, dueAt: row.deletion_due_at as Date } : null;
  }

  /** Keeps the account of `token` and signs it in; null when the token is unknown or expired. */
  async keep(
    token: string | undefined,
    client: ClientMeta,
  ): Promise<({ user: UserRow } & NewSession) | null> {
    const { pool, mail, publicUrl } = this.#options;
    const kept = await inTransaction(pool, async (db) => {
      const user = await this.#tokenUser(db, token, true);
      if (!user) return null;
      const { rows } = await db.query<UserRow>(
        `update app.users set deletion_requested_at = null, deletion_due_at = null, updated_at = now()
          where id = $1 returning *`,
        [user.id],
      );
      await db.query('delete from app.account_keep_tokens where user_id = $1', [user.id]);
      const session = await createSession(db, user.id, { remember: true, ...client });
      await mail.enqueue(db, {
        to: user.email,
        subject: 'Your Poolscape account is kept',
        text: `Hello,

You signed in and chose to keep your Poolscape account (${user.email}): it will not be deleted, and
everything in it is as you left it. Your share links, public profile and API keys work again.

If it was not you, change your password now: ${publicUrl}/profile/edit

Poolscape`,
      });
      return { user: rows[0] as UserRow, ...session };
    });
    if (kept) forgetCachedUser(pool, kept.user.id);
    return kept;
  }

  async #tokenUser(db: Pool | PoolClient, token: string | undefined, lock = false): Promise<UserRow | null> {
    if (!token || token.length > 200) return null;
    const { rows } = await db.query<UserRow>(
      `select u.* from app.account_keep_tokens k join app.users u on u.id = k.user_id
        where k.id = $1 and k.expires_at > now() and u.deletion_due_at > now() and u.disabled_at is null
        ${lock ? 'for update of u' : ''}`,
      [hashToken(token)],
    );
    return rows[0] ?? null;
  }

  /**
   * Removes every account whose grace period ended by `now` (the hourly housekeeping; tests pass a
   * later clock). One that cannot be removed now (Stripe or the CMS down) is tried again next time.
   * Returns how many were removed.
   */
  async sweep(now = new Date()): Promise<number> {
    const { pool, log } = this.#options;
    const { rows } = await pool.query<{ id: string }>(
      `select id from app.users where deletion_due_at <= $1 order by deletion_due_at limit 50`,
      [now],
    );
    let removed = 0;
    for (const { id } of rows) {
      try {
        if (await eraseAccount(this.#options, id, now)) removed += 1;
      } catch (error) {
        log.warn(`account ${id} could not be deleted yet: ${(error as Error).message}`);
      }
    }
    // Keep tokens past their quarter of an hour.
    await pool.query('delete from app.account_keep_tokens where expires_at <= now()');
    return removed;
  }
}
