// `POST /api/billing/webhook`: Stripe's events, verified with the SDK against the endpoint's signing
// secret, each acted on at most once (its id is recorded in the same transaction), and safe in any
// order: subscriptions are read back from Stripe before anything is written (subscriptions.ts).
// Handled: checkout completed (a plan, or a pack's images), subscription created/updated/deleted,
// invoice paid and payment failed (past due), and refunds of a pack's payment.
import { CREDIT_PACKS } from '@poolscape/shared';
import type { Pool } from 'pg';
import Stripe from 'stripe';
import { inTransaction } from '../db/transaction.ts';
import { purchaseImages, type Queryable, takeBackPurchase } from './ledger.ts';
import type { BillingConfig } from './stripe-client.ts';
import { applyPlan, LIVE_STATUSES, rowOf, storeSubscription, userOfCustomer } from './subscriptions.ts';

export interface WebhookDeps {
  pool: Pool;
  billing: BillingConfig;
  log: (message: string) => void;
}

/**
 * What became of an event: handled now, or already handled (a duplicate); or refused, for a
 * signature that does not verify, or not handled yet (Stripe sends it again). The route chooses
 * the statuses.
 */
export type WebhookResult =
  | { ok: true; duplicate: boolean }
  | { ok: false; reason: 'bad-signature' | 'not-handled' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export async function handleWebhook(
  deps: WebhookDeps,
  payload: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    event = deps.billing.stripe.webhooks.constructEvent(payload, signature ?? '', deps.billing.webhookSecret);
  } catch {
    return { ok: false, reason: 'bad-signature' };
  }
  try {
    return await inTransaction(deps.pool, async (client) => {
      const fresh = await client.query(
        'insert into app.billing_events (id, type) values ($1, $2) on conflict (id) do nothing',
        [event.id, event.type],
      );
      if (!fresh.rowCount) return { ok: true, duplicate: true } as const;
      await act(deps, client, event);
      return { ok: true, duplicate: false } as const;
    });
  } catch (error) {
    // Stripe sends the event again later (with backoff, for days): nothing was recorded.
    deps.log(`billing: event ${event.id} (${event.type}) not handled yet: ${String(error)}`);
    return { ok: false, reason: 'not-handled' };
  }
}

async function act(deps: WebhookDeps, db: Queryable, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(deps, db, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      return syncSubscription(deps, db, subscription.id, idOf(subscription.customer), subscription.metadata);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const subscription = idOf(invoice.parent?.subscription_details?.subscription);
      if (subscription) await syncSubscription(deps, db, subscription, idOf(invoice.customer), {});
      return;
    }
    case 'charge.refunded':
      return chargeRefunded(db, event.data.object);
    default:
      return;
  }
}

/** The user a Stripe object belongs to, their row locked: by customer, else by our metadata. */
async function lockUser(
  db: Queryable,
  customerId: string | null,
  metadata: Stripe.Metadata | null | undefined,
): Promise<string | null> {
  let userId = customerId ? await userOfCustomer(db, customerId) : null;
  const hinted = metadata?.user_id;
  if (!userId && hinted && UUID.test(hinted)) userId = hinted;
  if (!userId) return null;
  const locked = await db.query<{ id: string }>('select id from app.users where id = $1 for update', [
    userId,
  ]);
  return locked.rows[0]?.id ?? null;
}

/** Reads the subscription back from Stripe (its current state) and stores it for its user. */
export async function syncSubscription(
  deps: Pick<WebhookDeps, 'billing' | 'log'>,
  db: Queryable,
  subscriptionId: string,
  customerId: string | null,
  metadata: Stripe.Metadata | null | undefined,
): Promise<void> {
  const userId = await lockUser(db, customerId, metadata);
  if (!userId) {
    deps.log(`billing: subscription ${subscriptionId} belongs to no user here; ignored`);
    return;
  }
  let current: Stripe.Subscription;
  try {
    current = await deps.billing.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['default_payment_method'],
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      // Gone at Stripe: whatever we kept of it no longer gives a plan.
      deps.log(`billing: subscription ${subscriptionId} no longer exists at Stripe; ended here`);
      await db.query(`update app.subscriptions set status = 'canceled', synced_at = now() where id = $1`, [
        subscriptionId,
      ]);
      await applyPlan(db, userId);
      return;
    }
    throw error;
  }
  const row = rowOf(current, userId);
  if (!row) {
    deps.log(`billing: subscription ${subscriptionId} sells no Poolscape plan; ignored`);
    return;
  }
  await storeSubscription(db, row);
  const live = await db.query<{ id: string }>(
    'select id from app.subscriptions where user_id = $1 and status = any($2::text[])',
    [userId, LIVE_STATUSES],
  );
  if (live.rows.length > 1)
    deps.log(
      `billing: user ${userId} pays for ${live.rows.length} subscriptions (${live.rows.map((r) => r.id).join(', ')}); cancel and refund the extra one in Stripe`,
    );
}

async function checkoutCompleted(deps: WebhookDeps, db: Queryable, session: Stripe.Checkout.Session) {
  const customerId = idOf(session.customer);
  const metadata = {
    ...session.metadata,
    user_id: session.metadata?.user_id ?? session.client_reference_id ?? '',
  };
  if (session.mode === 'subscription') {
    const subscription = idOf(session.subscription);
    if (subscription) await syncSubscription(deps, db, subscription, customerId, metadata);
    return;
  }
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
  const pack = CREDIT_PACKS.find((entry) => entry.key === session.metadata?.pack);
  const paymentRef = idOf(session.payment_intent) ?? session.id;
  const userId = await lockUser(db, customerId, metadata);
  if (!pack || !userId) {
    deps.log(`billing: paid checkout ${session.id} is for no pack or user here; ignored`);
    return;
  }
  await purchaseImages(db, { userId, images: pack.images, paymentRef });
}

async function chargeRefunded(db: Queryable, charge: Stripe.Charge): Promise<void> {
  const paymentRef = idOf(charge.payment_intent);
  if (!paymentRef || charge.amount <= 0) return;
  const owner = await db.query<{ user_id: string }>(
    `select user_id from app.credit_ledger where kind = 'purchase' and payment_ref = $1`,
    [paymentRef],
  );
  const userId = owner.rows[0]?.user_id;
  // Refunds of a plan's invoices change no images; Stripe's subscription events say the rest.
  if (!userId) return;
  await db.query('select id from app.users where id = $1 for update', [userId]);
  await takeBackPurchase(db, paymentRef, charge.amount_refunded / charge.amount);
}
