// The end of an account's grace period: everything it had goes, in this order, so that a failure
// part-way is simply tried again at the next sweep. First what lives outside the database (its
// files in storage, its Stripe subscription and customer, a staff member's CMS user), then, in one
// transaction, its rows: the account's row goes and every table that refers to it follows
// (`on delete cascade`); what refers to it without owning it (a ticket it answered, credits it
// granted as an admin) forgets it; the audit log keeps the account id in place of the address. The
// final mail goes out with that transaction.
import type { Pool } from 'pg';
import type Stripe from 'stripe';
import type { UserRow } from '../auth/users.ts';
import { inTransaction } from '../db/transaction.ts';
import { designKeys } from '../designs/designs.ts';
import type { MailSender } from '../mail/mail-queue.ts';
import { storedAvatarKey } from '../profile/profile.ts';
import type { Storage } from '../storage/storage.ts';

/** What the CMS is asked: to remove the CMS user of an app account (a member of staff), if any. */
export interface CmsUsers {
  removeAppUser(appUserId: string): Promise<void>;
}

export interface EraseDeps {
  pool: Pool;
  storage: Storage;
  mail: MailSender;
  /** The installation's Stripe, when it takes payments. */
  stripe?: Stripe | null;
  cms?: CmsUsers | null;
}

/** Subscriptions Stripe still bills (or may). */
const LIVE = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'];

function missingInStripe(error: unknown): boolean {
  return (error as { code?: string }).code === 'resource_missing';
}

/**
 * Removes the account's files: its folders (uploads, each design's with its renders and videos, each
 * ticket's screenshots, its export archives) and its avatar.
 */
async function removeFiles(deps: EraseDeps, user: UserRow): Promise<void> {
  const { pool, storage } = deps;
  const avatar = storedAvatarKey(user.avatar_url);
  if (avatar) await storage.delete(avatar);
  const designs = await pool.query<{ id: string }>('select id from app.designs where user_id = $1', [
    user.id,
  ]);
  for (const { id } of designs.rows) await storage.deletePrefix(designKeys.folder(id));
  const tickets = await pool.query<{ id: string }>('select id from app.support_tickets where user_id = $1', [
    user.id,
  ]);
  for (const { id } of tickets.rows) await storage.deletePrefix(`support/${id}/`);
  await storage.deletePrefix(`uploads/${user.id}/`);
  await storage.deletePrefix(`exports/${user.id}/`);
}

/** Cancels the account's subscriptions at once and deletes its Stripe customer (invoices stay in Stripe). */
async function closeStripeCustomer(deps: EraseDeps, user: UserRow & { stripe_customer_id?: string | null }) {
  const customer = user.stripe_customer_id;
  if (!customer) return;
  if (!deps.stripe) throw new Error('it has a Stripe customer, and Stripe is not set up here');
  const { rows } = await deps.pool.query<{ id: string }>(
    'select id from app.subscriptions where user_id = $1 and status = any($2)',
    [user.id, LIVE],
  );
  for (const { id } of rows)
    await deps.stripe.subscriptions.cancel(id).catch((error: unknown) => {
      if (!missingInStripe(error)) throw error;
    });
  await deps.stripe.customers.del(customer).catch((error: unknown) => {
    if (!missingInStripe(error)) throw error;
  });
}

/**
 * Removes the account `userId` if its grace period ended by `now` and no other process is at it;
 * returns whether it did. Throws when an outside service refused: nothing of the rows is gone then.
 */
export async function eraseAccount(deps: EraseDeps, userId: string, now: Date): Promise<boolean> {
  const { pool } = deps;
  const { rows } = await pool.query<UserRow & { stripe_customer_id: string | null }>(
    'select * from app.users where id = $1 and deletion_due_at <= $2',
    [userId, now],
  );
  const user = rows[0];
  if (!user) return false;
  await removeFiles(deps, user);
  await closeStripeCustomer(deps, user);
  await deps.cms?.removeAppUser(user.id);
  return inTransaction(pool, async (client) => {
    const locked = await client.query(
      'select 1 from app.users where id = $1 and deletion_due_at <= $2 for update',
      [userId, now],
    );
    if (locked.rowCount === 0) return false;
    // The audit log's one permitted change (migration 0027): the address becomes the account id.
    await client.query(`select set_config('app.anonymising_account', $1, true)`, [userId]);
    await client.query(
      `update app.audit_log
          set actor_email = case when actor_email = $2 then $1 else actor_email end,
              before = replace(before::text, $2, $1)::jsonb,
              after = replace(after::text, $2, $1)::jsonb
        where actor_email = $2 or strpos(before::text, $2) > 0 or strpos(after::text, $2) > 0`,
      [userId, user.email],
    );
    await client.query('update app.credit_ledger set actor_id = null where actor_id = $1', [userId]);
    await client.query('delete from app.newsletter_subscribers where email = $1', [user.email]);
    // The mail kept for the admins without an SMTP server (only the final notice below is kept, as sent).
    await client.query('delete from app.kept_mail where lower(recipient) = lower($1)', [user.email]);
    await client.query(`delete from app.throttle where right(key, length($1) + 1) = ':' || $1`, [user.email]);
    await client.query(`delete from app.rate_limits where strpos(key, $1) > 0`, [userId]);
    await client.query('delete from app.users where id = $1', [userId]);
    await deps.mail.enqueue(client, {
      to: user.email,
      subject: 'Your Poolscape account has been deleted',
      text: `Hello,

As you were told, your Poolscape account (${user.email}) and everything in it have now been deleted:
your designs, photos, renders, videos, collections, presentations, leads and files.${
        user.stripe_customer_id
          ? '\nYour subscription is cancelled; past invoices stay with our payment provider, Stripe, as the law asks.'
          : ''
      }

You are welcome back at any time with a new account.

Poolscape`,
    });
    return true;
  });
}
