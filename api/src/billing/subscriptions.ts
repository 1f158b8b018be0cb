// Subscriptions as Stripe describes them, kept in `app.subscriptions`, and the plan each user is on
// because of them. Every change is read back from Stripe's API (never taken from a redirect, nor
// from an event's copy, which may be older than one already handled), under the user's row lock,
// so events that arrive twice, late or out of order all end in Stripe's current state.
import {
  type PaidPlanKey,
  PLAN_PRICE_LOOKUP_KEYS,
  PLAN_RANK,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@poolscape/shared';
import type Stripe from 'stripe';
import type { Queryable } from './ledger.ts';

/** Statuses in which the plan is in effect (past_due: Stripe is still retrying the card). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export interface SubscriptionRow {
  id: string;
  user_id: string;
  customer_id: string;
  plan: PaidPlanKey;
  scheduled_plan: PaidPlanKey | null;
  status: SubscriptionStatus;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  /** The card it is charged to, when Stripe's answer named it (expanded). */
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}

/** What a Stripe subscription says, before the plan rules of `storeSubscription`. */
export type StripeSubscriptionRow = Omit<SubscriptionRow, 'scheduled_plan'>;

/** The plan a Stripe price sells: by its lookup key, or its `plan` metadata. */
export function planOfPrice(price: Stripe.Price | string | null | undefined): PaidPlanKey | null {
  if (!price || typeof price === 'string') return null;
  for (const [plan, key] of Object.entries(PLAN_PRICE_LOOKUP_KEYS))
    if (price.lookup_key === key) return plan as PaidPlanKey;
  const meta = price.metadata?.plan;
  return meta === 'pro' || meta === 'premium' ? meta : null;
}

/** What a Stripe subscription says, as a row; null when it sells no plan of ours. */
export function rowOf(subscription: Stripe.Subscription, userId: string): StripeSubscriptionRow | null {
  const item = subscription.items.data[0];
  const plan = planOfPrice(item?.price);
  if (!item || !plan) return null;
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status)
    ? (subscription.status as SubscriptionStatus)
    : 'incomplete';
  const method = subscription.default_payment_method;
  const card = method && typeof method !== 'string' ? method.card : null;
  return {
    id: subscription.id,
    user_id: userId,
    customer_id: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    plan,
    status,
    current_period_start: new Date(item.current_period_start * 1000),
    current_period_end: new Date(item.current_period_end * 1000),
    cancel_at_period_end: subscription.cancel_at_period_end,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    card_exp_month: card?.exp_month ?? null,
    card_exp_year: card?.exp_year ?? null,
  };
}

/**
 * Writes what Stripe says of a subscription. A change to a lower plan within the same period is
 * kept as `scheduled_plan` (the higher plan was paid for until renewal); a new period, or a change
 * up, puts Stripe's plan in effect. Then the user's plan follows their subscriptions. Run in a
 * transaction holding the user's row.
 */
export async function storeSubscription(db: Queryable, next: StripeSubscriptionRow): Promise<void> {
  const before = (await db.query<SubscriptionRow>('select * from app.subscriptions where id = $1', [next.id]))
    .rows[0];
  const samePeriod = before && before.current_period_start.getTime() === next.current_period_start.getTime();
  const down = before && samePeriod && PLAN_RANK[next.plan] < PLAN_RANK[before.plan];
  const plan = down ? before.plan : next.plan;
  const scheduled = down ? next.plan : null;
  await db.query(
    `insert into app.subscriptions
       (id, user_id, customer_id, plan, scheduled_plan, status, current_period_start, current_period_end,
        cancel_at_period_end, card_brand, card_last4, card_exp_month, card_exp_year)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (id) do update set
       plan = excluded.plan, scheduled_plan = excluded.scheduled_plan, status = excluded.status,
       current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end,
       -- An answer that did not name the card (not expanded) leaves the one known.
       card_brand = coalesce(excluded.card_brand, app.subscriptions.card_brand),
       card_last4 = coalesce(excluded.card_last4, app.subscriptions.card_last4),
       card_exp_month = coalesce(excluded.card_exp_month, app.subscriptions.card_exp_month),
       card_exp_year = coalesce(excluded.card_exp_year, app.subscriptions.card_exp_year),
       synced_at = now()`,
    [
      next.id,
      next.user_id,
      next.customer_id,
      plan,
      scheduled,
      next.status,
      next.current_period_start,
      next.current_period_end,
      next.cancel_at_period_end,
      next.card_brand,
      next.card_last4,
      next.card_exp_month,
      next.card_exp_year,
    ],
  );
  await applyPlan(db, next.user_id);
}

/**
 * Sets the user's plan from their live subscriptions (the highest one), or Free when none is
 * live. Alpha users keep alpha; a plan an operator set without Stripe is left alone unless the
 * user has had a subscription.
 */
export async function applyPlan(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update app.users u set subscription_tier = coalesce(
        (select s.plan from app.subscriptions s
          where s.user_id = u.id and s.status = any($2::text[])
          order by case s.plan when 'premium' then 2 else 1 end desc limit 1),
        'free')
      where u.id = $1 and u.subscription_tier <> 'alpha'
        and exists (select 1 from app.subscriptions s where s.user_id = u.id)`,
    [userId, LIVE_STATUSES],
  );
}

/** The user whose Stripe customer this is (we create every customer with the user's id). */
export async function userOfCustomer(db: Queryable, customerId: string): Promise<string | null> {
  const found = await db.query<{ id: string }>('select id from app.users where stripe_customer_id = $1', [
    customerId,
  ]);
  return found.rows[0]?.id ?? null;
}

/** The user's current subscription: the live one of the highest plan, else the latest. */
export async function currentSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | null> {
  const result = await db.query<SubscriptionRow>(
    `select * from app.subscriptions where user_id = $1
      order by (status = any($2::text[])) desc, case plan when 'premium' then 2 else 1 end desc,
               current_period_start desc
      limit 1`,
    [userId, LIVE_STATUSES],
  );
  return result.rows[0] ?? null;
}
