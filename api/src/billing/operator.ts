// Plans set by hand: by an admin on a user's page (with a reason and, if they like, a last day), or
// by the operator (`npm run plan:set -- <email> <plan>`). For installations without Stripe, for
// alpha testers, and for support's gestures. A user who pays through Stripe keeps the plan Stripe
// says (only Alpha can be set over it); that is changed in Stripe, or by them in Billing. The day
// after a plan's last day, the hourly housekeeping puts the account back on Free.
import type { Pool } from 'pg';
import { type Actor, audit } from '../admin/audit.ts';
import { forgetCachedUser } from '../auth/sessions.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import type { Queryable } from './ledger.ts';
import { currentSubscription, LIVE_STATUSES, type SubscriptionRow } from './subscriptions.ts';

export const OPERATOR_PLANS = ['free', 'pro', 'premium', 'alpha'] as const;
export type OperatorPlan = (typeof OPERATOR_PLANS)[number];

export type SetPlanResult =
  | { ok: true; email: string; before: OperatorPlan; after: OperatorPlan }
  | { ok: false; message: string };

/** The user's Stripe subscription while it is live, or null. */
export async function liveSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | null> {
  const subscription = await currentSubscription(db, userId);
  return subscription && LIVE_STATUSES.includes(subscription.status) ? subscription : null;
}

export async function setPlanByHand(
  db: Queryable,
  email: string,
  plan: OperatorPlan,
): Promise<SetPlanResult> {
  const user = (
    await db.query<{ id: string; email: string; subscription_tier: OperatorPlan }>(
      'select id, email, subscription_tier from app.users where lower(email) = lower($1)',
      [email.trim()],
    )
  ).rows[0];
  if (!user) return { ok: false, message: `No account uses ${email.trim()}.` };
  const subscription = await liveSubscription(db, user.id);
  if (subscription && plan !== 'alpha')
    return {
      ok: false,
      message: `${user.email} pays for ${subscription.plan} through Stripe (${subscription.status}); change the plan in Stripe, or they can in Billing.`,
    };
  // A new plan starts a new period from now (the users table's trigger moves plan_started_at).
  await db.query('update app.users set subscription_tier = $2, plan_until = null where id = $1', [
    user.id,
    plan,
  ]);
  await audit(
    db,
    { id: null, email: 'operator (npm run plan:set)' },
    'user.plan',
    { type: 'user', id: user.id },
    { plan: user.subscription_tier },
    { plan, until: null },
  );
  return { ok: true, email: user.email, before: user.subscription_tier, after: plan };
}

export type AdminPlanResult = { ok: true } | { ok: false; reason: 'not-found' | 'stripe' };

/** An admin sets a user's plan, with the reason and its last day (or none), in the audit log. */
export async function setPlanAsAdmin(
  pool: Pool,
  actor: Actor,
  userId: string,
  change: { plan: OperatorPlan; reason: string; until: string | null },
): Promise<AdminPlanResult> {
  if (!isUuid(userId)) return { ok: false, reason: 'not-found' };
  const result = await inTransaction(pool, async (client): Promise<AdminPlanResult> => {
    const user = (
      await client.query<{ subscription_tier: OperatorPlan; plan_until: string | null }>(
        `select subscription_tier, to_char(plan_until, 'YYYY-MM-DD') as plan_until
           from app.users where id = $1 for update`,
        [userId],
      )
    ).rows[0];
    if (!user) return { ok: false, reason: 'not-found' };
    if (change.plan !== 'alpha' && (await liveSubscription(client, userId)))
      return { ok: false, reason: 'stripe' };
    await client.query('update app.users set subscription_tier = $2, plan_until = $3 where id = $1', [
      userId,
      change.plan,
      change.until,
    ]);
    await audit(
      client,
      actor,
      'user.plan',
      { type: 'user', id: userId },
      { plan: user.subscription_tier, until: user.plan_until },
      { plan: change.plan, until: change.until, reason: change.reason.trim() },
    );
    return { ok: true };
  });
  if (result.ok) forgetCachedUser(pool, userId);
  return result;
}

/**
 * Puts back on Free every account whose hand-set plan's last day has passed (a Stripe subscriber
 * back on the plan they pay for), each in the audit log; the count of plans ended.
 */
export async function endPlansSetByHand(pool: Pool): Promise<number> {
  const ended = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      id: string;
      before: OperatorPlan;
      until: string;
      after: OperatorPlan;
    }>(
      `with due as (
         select u.id, u.subscription_tier as before, to_char(u.plan_until, 'YYYY-MM-DD') as until
           from app.users u where u.plan_until < current_date for update skip locked
       ), stripe as (
         select distinct on (user_id) user_id, plan from app.subscriptions
          where user_id in (select id from due) and status = any($1::text[])
          order by user_id, (plan = 'premium') desc
       )
       update app.users u
          set subscription_tier = coalesce((select plan from stripe where stripe.user_id = u.id), 'free'),
              plan_until = null
         from due where u.id = due.id
       returning u.id, due.before, due.until, u.subscription_tier as after`,
      [LIVE_STATUSES],
    );
    for (const row of rows)
      await audit(
        client,
        { id: null, email: 'the plan’s last day' },
        'user.plan',
        { type: 'user', id: row.id },
        { plan: row.before, until: row.until },
        { plan: row.after, until: null },
      );
    return rows;
  });
  for (const row of ended) forgetCachedUser(pool, row.id);
  return ended.length;
}
