// What the billing screens ask of Stripe: Checkout for a plan or a pack, a change of plan for a
// subscriber, the Customer Portal, and the plan, card and invoices the Billing screen shows.
// Nothing here gives a plan or images: Stripe's webhook does (webhook.ts), or, for a change of
// plan, Stripe's answer read back under the user's lock.
import {
  BILLING_TEXT,
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

/** A refusal the routes answer with its status and message. */
export class BillingError extends Error {
  readonly status: 404 | 409 | 502 | 503;

  constructor(status: 404 | 409 | 502 | 503, message: string) {
    super(message);
    this.status = status;
  }
}

function stripeOf(deps: BillingDeps): Stripe {
  if (!deps.billing) throw new BillingError(503, BILLING_TEXT.notConfigured);
  return deps.billing.stripe;
}

/** Runs a Stripe call; its failures become a plain 502 (and a line for the operator). */
async function atStripe<T>(deps: BillingDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingError) throw error;
    deps.log(`billing: ${what} failed at Stripe: ${error instanceof Error ? error.message : String(error)}`);
    throw new BillingError(502, BILLING_TEXT.stripeUnavailable);
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
    if (!user) throw new BillingError(404, 'We could not find your account.');
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
async function priceFor(deps: BillingDeps, lookupKey: string, shownUsd: number): Promise<Stripe.Price> {
  const stripe = stripeOf(deps);
  const { data } = await atStripe(deps, `finding the price ${lookupKey}`, () =>
    stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
  );
  const price = data[0];
  if (!price || price.unit_amount !== Math.round(shownUsd * 100)) {
    deps.log(
      `billing: the Stripe price with lookup key ${lookupKey} is ${price ? `${price.unit_amount} ${price.currency}` : 'missing'}, the site shows $${shownUsd}; set them alike`,
    );
    throw new BillingError(503, BILLING_TEXT.priceMismatch);
  }
  return price;
}

async function shownPrice(deps: BillingDeps, request: CheckoutRequest): Promise<number> {
  const offer = await deps.offer();
  const shown =
    'plan' in request
      ? offer.plans.find((plan) => plan.key === request.plan)?.price
      : offer.packs.find((pack) => pack.key === request.pack)?.price;
  if (shown === undefined) throw new BillingError(503, BILLING_TEXT.priceMismatch);
  return shown;
}

/** `POST /api/billing/checkout`: a Checkout session for a plan (subscription) or a pack (payment). */
export async function startCheckout(
  deps: BillingDeps,
  userId: string,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const stripe = stripeOf(deps);
  if ('plan' in request) {
    const current = await currentSubscription(deps.pool, userId);
    if (current && LIVE_STATUSES.includes(current.status))
      throw new BillingError(409, BILLING_TEXT.alreadySubscribed);
  }
  const shown = await shownPrice(deps, request);
  const lookupKey = 'plan' in request ? PLAN_PRICE_LOOKUP_KEYS[request.plan] : request.pack;
  const price = await priceFor(deps, lookupKey, shown);
  const customer = await customerOf(deps, userId);
  const base = deps.publicUrl.replace(/\/+$/, '');
  const metadata: Record<string, string> =
    'plan' in request ? { user_id: userId, plan: request.plan } : { user_id: userId, pack: request.pack };
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
  if (!session.url) throw new BillingError(502, BILLING_TEXT.stripeUnavailable);
  return { url: session.url };
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
  const current = await currentSubscription(deps.pool, userId);
  if (!current || !LIVE_STATUSES.includes(current.status))
    throw new BillingError(409, BILLING_TEXT.noSubscription);
  // The plan the next period will have: asking for it again changes nothing.
  if (plan === (current.scheduled_plan ?? current.plan)) throw new BillingError(409, BILLING_TEXT.samePlan);
  const offer = await deps.offer();
  const shown = offer.plans.find((entry) => entry.key === plan)?.price;
  if (shown === undefined) throw new BillingError(503, BILLING_TEXT.priceMismatch);
  const price = await priceFor(deps, PLAN_PRICE_LOOKUP_KEYS[plan], shown);
  await inTransaction(deps.pool, async (client) => {
    await client.query('select id from app.users where id = $1 for update', [userId]);
    const subscription = await atStripe(deps, 'reading the subscription', () =>
      stripe.subscriptions.retrieve(current.id),
    );
    const item = subscription.items.data[0];
    if (!item) throw new BillingError(409, BILLING_TEXT.noSubscription);
    const updated = await atStripe(deps, 'changing the plan', () =>
      stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: PLAN_RANK[plan] > PLAN_RANK[current.plan] ? 'always_invoice' : 'none',
      }),
    );
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
  if (!customer) throw new BillingError(409, BILLING_TEXT.noSubscription);
  const session = await atStripe(deps, 'opening the portal', () =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.publicUrl.replace(/\/+$/, '')}/billing`,
    }),
  );
  return { url: session.url };
}

/** The card Stripe charges: the subscription's, else the customer's default; null when unknown. */
async function paymentMethodOf(
  deps: BillingDeps,
  customerId: string | null,
  subscriptionId: string | null,
): Promise<BillingSummary['paymentMethod']> {
  if (!deps.billing || !customerId) return null;
  const stripe = deps.billing.stripe;
  try {
    let method: string | Stripe.PaymentMethod | null = null;
    if (subscriptionId) method = (await stripe.subscriptions.retrieve(subscriptionId)).default_payment_method;
    if (!method) {
      const customer = await stripe.customers.retrieve(customerId);
      if (!customer.deleted) method = customer.invoice_settings?.default_payment_method ?? null;
    }
    if (!method) return null;
    const pm = typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method;
    if (!pm.card) return null;
    return {
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  } catch (error) {
    // The rest of the Billing screen does not need Stripe: it shows without the card.
    deps.log(`billing: could not read the card of ${customerId}: ${String(error)}`);
    return null;
  }
}

/** `GET /api/billing`. */
export async function billingSummary(deps: BillingDeps, userId: string): Promise<BillingSummary> {
  const user = (
    await deps.pool.query<{
      subscription_tier: BillingSummary['plan'];
      created_at: Date;
      stripe_customer_id: string | null;
    }>('select subscription_tier, created_at, stripe_customer_id from app.users where id = $1', [userId])
  ).rows[0];
  if (!user) throw new BillingError(404, 'We could not find your account.');
  const subscription = await currentSubscription(deps.pool, userId);
  const live = subscription && LIVE_STATUSES.includes(subscription.status) ? subscription : null;
  const [paymentMethod, packImages] = await Promise.all([
    paymentMethodOf(deps, user.stripe_customer_id, live?.id ?? null),
    packBalance(deps.pool, userId),
  ]);
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
    trialEndsAt:
      user.subscription_tier === 'free'
        ? new Date(user.created_at.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000).toISOString()
        : null,
    paymentMethod,
    pastDue: subscription?.status === 'past_due' || subscription?.status === 'unpaid',
    packImages: Math.max(0, packImages),
    hasCustomer: deps.billing !== null && user.stripe_customer_id !== null,
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
