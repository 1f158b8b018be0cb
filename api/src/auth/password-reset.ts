// Forgotten passwords: a random single-use link, valid one hour, stored hashed. Asking for one
// answers the same whether or not the address has an account; using one revokes every session.
import { RESET_TOKEN_TTL_MS } from '@poolscape/shared';
import type { Pool } from 'pg';
import { inTransaction } from '../db/transaction.ts';
import type { MailSender } from '../mail/mail-queue.ts';
import { hashPassword } from './password.ts';
import { invalidateUserSessions } from './sessions.ts';
import { hit } from './throttle.ts';
import { generateToken, hashToken } from './tokens.ts';
import { findUserByEmail } from './users.ts';

/** Reset requests one address may get in {@link RESET_ADDRESS_WINDOW_SECONDS}, whoever asks. */
export const RESET_ADDRESS_LIMIT = 5;
export const RESET_ADDRESS_WINDOW_SECONDS = 60 * 60;

export type ResetRequestResult = { ok: true } | { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Mails a reset link when the address has an account: the link and its mail are stored in one
 * transaction, so a link is never mailed that was not stored, nor stored without its mail.
 * Requests are counted per address (for every address, with or without an account, so the limit
 * tells nothing), in the database like the sign-in throttle: nobody can fill someone's mailbox
 * from many clients or API processes.
 */
export async function requestPasswordReset(
  pool: Pool,
  mailer: MailSender,
  email: string,
  publicUrl: string,
): Promise<ResetRequestResult> {
  const perAddress = await hit(
    pool,
    `reset:address:${email}`,
    RESET_ADDRESS_LIMIT,
    RESET_ADDRESS_WINDOW_SECONDS,
  );
  if (!perAddress.allowed) return { ok: false, reason: 'throttled', retryAfter: perAddress.retryAfter };
  const user = await findUserByEmail(pool, email);
  const token = generateToken();
  if (!user) return { ok: true };
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // Queued, not sent: the answer must not take longer when the address has an account.
  await inTransaction(pool, async (client) => {
    await client.query(
      'insert into app.password_reset_tokens (id, user_id, expires_at) values ($1, $2, $3)',
      [hashToken(token), user.id, new Date(Date.now() + RESET_TOKEN_TTL_MS)],
    );
    await mailer.enqueue(client, {
      to: user.email,
      subject: 'Reset your Poolscape password',
      text: [
        `Hello ${user.first_name || 'there'},`,
        '',
        'Someone asked to reset the password of your Poolscape account. To choose a new one, open this link within the next hour:',
        '',
        link,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
      html: `<p>Hello ${escapeHtml(user.first_name || 'there')},</p><p>Someone asked to reset the password of your Poolscape account. To choose a new one, open this link within the next hour:</p><p><a href="${escapeHtml(link)}">Reset your password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    });
  });
  return { ok: true };
}

/** Sets a new password from a reset link; false when the link is unknown, used or expired. */
export async function resetPassword(pool: Pool, token: string, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await inTransaction(
    pool,
    async (client) => {
      const claimed = await client.query<{ user_id: string }>(
        `update app.password_reset_tokens set used_at = now()
          where id = $1 and used_at is null and expires_at > now()
          returning user_id`,
        [hashToken(token)],
      );
      const owner = claimed.rows[0]?.user_id;
      if (!owner) return null;
      await client.query('update app.users set password_hash = $2, updated_at = now() where id = $1', [
        owner,
        passwordHash,
      ]);
      // Other outstanding links for the account die with this one.
      await client.query(
        'update app.password_reset_tokens set used_at = now() where user_id = $1 and used_at is null',
        [owner],
      );
      return owner;
    },
    { commitIf: (owner) => owner !== null },
  );
  if (!userId) return false;
  await invalidateUserSessions(pool, userId);
  return true;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Removes reset links that expired a day ago or more (housekeeping). */
export async function pruneResetTokens(pool: Pool): Promise<number> {
  return (
    (await pool.query(`delete from app.password_reset_tokens where expires_at < now() - interval '1 day'`))
      .rowCount ?? 0
  );
}
