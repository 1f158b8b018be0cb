// What the billing screens ask of Stripe: Checkout for a plan or a pack, a change of plan for a
// subscriber, the Customer Portal, and the plan, card and invoices the Billing screen shows.
// Nothing here gives a plan or images: Stripe's webhook does (webhook.ts), or, for a change of
// plan, Stripe's answer read back under the user's lock.
import {
  type BillingSummary,
  type CheckoutRequest,
  type Invoice,
  type Offer,
  type PaidPlanKey,
  PLAN_PRICE_LOOKUP_KEYS,
  PLAN_RANK,
} from '@poolscape/shared';
import type { Pool } from 'pg';
import type Stripe from 'stripe';
import { inTransaction } from '../db/transaction.ts';
import { TRIAL_DAYS } from './credits.ts';
import { packBalance } from './ledger.ts';
import type { BillingConfig } from './stripe-client.ts';
import { currentSubscription, LIVE_STATUSES, rowOf, storeSubscription } from './subscriptions.ts';

export interface BillingDeps {
  pool: Pool;
  /** Null when the installation has no Stripe keys. */
  billing: BillingConfig | null;
  publicUrl: string;
  /** The plans and packs on sale, with the prices the customer is shown. */
  offer: () => Promise<Offer>;
  log: (message: string) => void;
}

/** Why a billing call is refused; the routes choose the status and the message for each. */
export type BillingRefusal =
  | 'not-configured'
  | 'no-account'
  | 'price-mismatch'
  | 'already-subscribed'
  | 'plan-included'
  | 'no-subscription'
  | 'same-plan'
  | 'plan-ending'
  | 'payment-declined'
  | 'stripe-unavailable';

/** A refusal, thrown from deep inside a billing call (often inside a transaction, which it rolls back). */
export class BillingError extends Error {
  readonly reason: BillingRefusal;

  constructor(reason: BillingRefusal) {
    super(`billing refused: ${reason}`);
    this.reason = reason;
  }
}

function stripeOf(deps: BillingDeps): Stripe {
  if (!deps.billing) throw new BillingError('not-configured');
  return deps.billing.stripe;
}

/** Runs a Stripe call; its failures become 'stripe-unavailable' (and a line for the operator). */
async function atStripe<T>(deps: BillingDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingError) throw error;
    deps.log(`billing: ${what} failed at Stripe: ${error instanceof Error ? error.message : String(error)}`);
    throw new BillingError('stripe-unavailable');
  }
}

/** The user's Stripe customer, made the first time (one per user, even when asked twice at once). */
async function customerOf(deps: BillingDeps, userId: string): Promise<string> {
  const stripe = stripeOf(deps);
  return inTransaction(deps.pool, async (client) => {
    const user = (
      await client.query<{ email: string; name: string; stripe_customer_id: string | null }>(
        `select email, trim(first_name || ' ' || last_name) as name, stripe_customer_id
           from app.users where id = $1 for update`,
        [userId],
      )
    ).rows[0];
    if (!user) throw new BillingError('no-account');
    if (user.stripe_customer_id) return user.stripe_customer_id;
    const customer = await atStripe(deps, 'creating a customer', () =>
      stripe.customers.create(
        { email: user.email, ...(user.name ? { name: user.name } : {}), metadata: { user_id: userId } },
        { idempotencyKey: `poolscape-customer-${userId}` },
      ),
    );
    await client.query('update app.users set stripe_customer_id = $2 where id = $1', [userId, customer.id]);
    return customer.id;
  });
}

/**
 * The Stripe price sold under `lookupKey`, checked against the price the customer was shown (the
 * CMS's): a price that differs is refused rather than charged.
 */
async function priceFor(
  deps: BillingDeps,
  lookupKey: string,
  shownUsd: number,
  monthly: boolean,
): Promise<Stripe.Price> {
  const stripe = stripeOf(deps);
  const { data } = await atStripe(deps, `finding the price ${lookupKey}`, () =>
    stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
  );
  const price = data[0];
  const alike =
    price &&
    price.unit_amount === Math.round(shownUsd * 100) &&
    price.currency === 'usd' &&
    (monthly ? price.recurring?.interval === 'month' : !price.recurring);
  if (!price || !alike) {
    deps.log(
      `billing: the Stripe price with lookup key ${lookupKey} is ${price ? `${price.unit_amount} ${price.currency} ${price.recurring?.interval ?? 'once'}` : 'missing'}, the site shows $${shownUsd}${monthly ? ' a month' : ' once'}; set them alike`,
    );
    throw new BillingError('price-mismatch');
  }
  return price;
}

async function shownPrice(deps: BillingDeps, request: CheckoutRequest): Promise<number> {
  const offer = await deps.offer();
  const shown =
    'plan' in request
      ? offer.plans.find((plan) => plan.key === request.plan)?.price
      : offer.packs.find((pack) => pack.key === request.pack)?.price;
  if (shown === undefined) throw new BillingError('price-mismatch');
  return shown;
}

/** `POST /api/billing/checkout`: a Checkout session for a plan (subscription) or a pack (payment). */
export async function startCheckout(
  deps: BillingDeps,
  userId: string,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const stripe = stripeOf(deps);
  const shown = await shownPrice(deps, request);
  const lookupKey = 'plan' in request ? PLAN_PRICE_LOOKUP_KEYS[request.plan] : request.pack;
  const price = await priceFor(deps, lookupKey, shown, 'plan' in request);
  const customer = await customerOf(deps, userId);
  const base = deps.publicUrl.replace(/\/+$/, '');
  const metadata: Record<string, string> =
    'plan' in request ? { user_id: userId, plan: request.plan } : { user_id: userId, pack: request.pack };
  // One plan checkout at a time per user, and none for someone who already has a plan: checked
  // and made under the user's lock, with any plan checkout left open before expired.
  return inTransaction(deps.pool, async (client) => {
    const user = (
      await client.query<{ subscription_tier: keyof typeof PLAN_RANK }>(
        'select subscription_tier from app.users where id = $1 for update',
        [userId],
      )
    ).rows[0];
    if (!user) throw new BillingError('no-account');
    if ('plan' in request) {
      const current = await currentSubscription(client, userId);
      if (current && LIVE_STATUSES.includes(current.status)) throw new BillingError('already-subscribed');
      if (PLAN_RANK[user.subscription_tier] >= PLAN_RANK[request.plan])
        throw new BillingError('plan-included');
      const open = await atStripe(deps, 'listing open Checkout sessions', () =>
        stripe.checkout.sessions.list({ customer, status: 'open', limit: 20 }),
      );
      for (const left of open.data.filter((session) => session.mode === 'subscription'))
        await atStripe(deps, 'expiring an open Checkout session', () =>
          stripe.checkout.sessions.expire(left.id),
        );
    }
    const session = await atStripe(deps, 'creating a Checkout session', () =>
      stripe.checkout.sessions.create({
        customer,
        client_reference_id: userId,
        line_items: [{ price: price.id, quantity: 1 }],
        metadata,
        ...('plan' in request
          ? {
              mode: 'subscription' as const,
              subscription_data: { metadata },
              success_url: `${base}/billing?checkout=plan&session_id={CHECKOUT_SESSION_ID}`,
              cancel_url: `${base}/upgrade`,
            }
          : {
              mode: 'payment' as const,
              payment_intent_data: { metadata },
              // The purchase then has an invoice (with its PDF) on the Billing screen.
              invoice_creation: { enabled: true },
              success_url: `${base}/billing?checkout=pack&session_id={CHECKOUT_SESSION_ID}`,
              cancel_url: `${base}/buy-credits`,
            }),
      }),
    );
    if (!session.url) throw new BillingError('stripe-unavailable');
    return { url: session.url };
  });
}

/**
 * `POST /api/billing/change-plan`: a subscriber moves to another plan. Up: at once, the rest of
 * the period invoiced now. Down: Stripe bills the lower price from renewal, and the higher plan
 * stays until then (subscriptions.ts).
 */
export async function changePlan(
  deps: BillingDeps,
  userId: string,
  plan: PaidPlanKey,
): Promise<BillingSummary> {
  const stripe = stripeOf(deps);
  const offer = await deps.offer();
  const shown = offer.plans.find((entry) => entry.key === plan)?.price;
  if (shown === undefined) throw new BillingError('price-mismatch');
  const price = await priceFor(deps, PLAN_PRICE_LOOKUP_KEYS[plan], shown, true);
  await inTransaction(deps.pool, async (client) => {
    await client.query('select id from app.users where id = $1 for update', [userId]);
    const current = await currentSubscription(client, userId);
    if (!current || !LIVE_STATUSES.includes(current.status)) throw new BillingError('no-subscription');
    // The plan the next period will have: asking for it again changes nothing.
    if (plan === (current.scheduled_plan ?? current.plan)) throw new BillingError('same-plan');
    if (current.cancel_at_period_end) throw new BillingError('plan-ending');
    const subscription = await atStripe(deps, 'reading the subscription', () =>
      stripe.subscriptions.retrieve(current.id),
    );
    const item = subscription.items.data[0];
    if (!item) throw new BillingError('no-subscription');
    const up = PLAN_RANK[plan] > PLAN_RANK[current.plan];
    const updated = await atStripe(deps, 'changing the plan', () =>
      stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: up ? 'always_invoice' : 'none',
        // Up: the change waits for the difference to be paid; a declined card changes nothing.
        ...(up ? { payment_behavior: 'pending_if_incomplete' as const } : {}),
      }),
    );
    if (updated.pending_update) throw new BillingError('payment-declined');
    const row = rowOf(updated, userId);
    if (row) await storeSubscription(client, row);
  });
  return billingSummary(deps, userId);
}

/** `POST /api/billing/portal`: the Customer Portal (card, cancel at period end, invoices). */
export async function portalSession(deps: BillingDeps, userId: string): Promise<{ url: string }> {
  const stripe = stripeOf(deps);
  const found = await deps.pool.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from app.users where id = $1',
    [userId],
  );
  const customer = found.rows[0]?.stripe_customer_id;
  if (!customer) throw new BillingError('no-subscription');
  const session = await atStripe(deps, 'opening the portal', () =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.publicUrl.replace(/\/+$/, '')}/billing`,
    }),
  );
  return { url: session.url };
}

/** `GET /api/billing`: from what Stripe's events and answers left here (no call to Stripe). */
export async function billingSummary(deps: BillingDeps, userId: string): Promise<BillingSummary> {
  const user = (
    await deps.pool.query<{
      subscription_tier: BillingSummary['plan'];
      created_at: Date;
      stripe_customer_id: string | null;
      paid: boolean;
    }>(
      `select subscription_tier, created_at, stripe_customer_id,
              exists (select 1 from app.subscriptions where user_id = u.id)
                or exists (select 1 from app.credit_ledger where user_id = u.id and kind = 'purchase') as paid
         from app.users u where id = $1`,
      [userId],
    )
  ).rows[0];
  if (!user) throw new BillingError('no-account');
  const subscription = await currentSubscription(deps.pool, userId);
  const live = subscription && LIVE_STATUSES.includes(subscription.status) ? subscription : null;
  const packImages = await packBalance(deps.pool, userId);
  return {
    configured: deps.billing !== null,
    plan: user.subscription_tier,
    subscription: live
      ? {
          plan: live.plan,
          status: live.status,
          currentPeriodEnd: live.current_period_end.toISOString(),
          cancelAtPeriodEnd: live.cancel_at_period_end,
          scheduledPlan: live.scheduled_plan,
        }
      : null,
    // The trial's end, for someone who never had a plan (not for a former subscriber).
    trialEndsAt:
      user.subscription_tier === 'free' && !subscription
        ? new Date(user.created_at.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000).toISOString()
        : null,
    paymentMethod:
      live?.card_last4 && live.card_brand
        ? {
            brand: live.card_brand,
            last4: live.card_last4,
            expMonth: live.card_exp_month ?? 0,
            expYear: live.card_exp_year ?? 0,
          }
        : null,
    // Stripe is still retrying the card: the plan holds until it gives up.
    pastDue: live?.status === 'past_due',
    packImages: Math.max(0, packImages),
    hasCustomer: deps.billing !== null && user.stripe_customer_id !== null && user.paid,
  };
}

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** `GET /api/billing/invoices`: the customer's latest invoices from Stripe. */
export async function invoicesOf(deps: BillingDeps, userId: string): Promise<{ items: Invoice[] }> {
  if (!deps.billing) return { items: [] };
  const stripe = deps.billing.stripe;
  const found = await deps.pool.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from app.users where id = $1',
    [userId],
  );
  const customer = found.rows[0]?.stripe_customer_id;
  if (!customer) return { items: [] };
  const { data } = await atStripe(deps, 'listing invoices', () =>
    stripe.invoices.list({ customer, limit: 24 }),
  );
  return {
    items: data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number ?? null,
      created: new Date(invoice.created * 1000).toISOString(),
      total: invoice.total,
      currency: invoice.currency,
      status: INVOICE_STATUSES.find((status) => status === invoice.status) ?? 'draft',
      description: invoice.lines?.data[0]?.description ?? invoice.description ?? 'Poolscape',
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
    })),
  };
}
