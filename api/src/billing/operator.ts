// An operator sets a user's plan by hand (`npm run plan:set -- <email> <plan>`): for installations
// without Stripe, for alpha testers, and for support's gestures. A user who pays through Stripe
// keeps the plan Stripe says; that is changed in Stripe (or by them, in Billing).
import type { Queryable } from './ledger.ts';
import { currentSubscription, LIVE_STATUSES } from './subscriptions.ts';

export const OPERATOR_PLANS = ['free', 'pro', 'premium', 'alpha'] as const;
export type OperatorPlan = (typeof OPERATOR_PLANS)[number];

export type SetPlanResult =
  | { ok: true; email: string; before: OperatorPlan; after: OperatorPlan }
  | { ok: false; message: string };

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
  const subscription = await currentSubscription(db, user.id);
  if (subscription && LIVE_STATUSES.includes(subscription.status) && plan !== 'alpha')
    return {
      ok: false,
      message: `${user.email} pays for ${subscription.plan} through Stripe (${subscription.status}); change the plan in Stripe, or they can in Billing.`,
    };
  // A new plan starts a new period from now (the users table's trigger moves plan_started_at).
  await db.query('update app.users set subscription_tier = $2 where id = $1', [user.id, plan]);
  return { ok: true, email: user.email, before: user.subscription_tier, after: plan };
}
