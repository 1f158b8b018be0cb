// The account behind the Stripe stand-in (../stripe-server.ts): its objects, what changes them
// (Checkout paid, a plan changed or canceled, a renewal paid or failed, a refund), and the events
// that follow, sent to the webhook URL one after another and signed as Stripe signs them:
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the whsec_
// secret>`. Held events wait to be released in any order; a sent one can be sent again.
import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  addInterval,
  type Charge,
  type Customer,
  type Invoice,
  type Item,
  type Json,
  type Metadata,
  money,
  newId,
  now,
  type PaymentIntent,
  type PaymentMethod,
  type Price,
  type Refund,
  type Session,
  type Store,
  type Subscription,
} from './objects.ts';
import { array, bool, int, metadata, missing, noSuch, StripeFailure, text } from './params.ts';
import {
  renderCharge,
  renderCustomer,
  renderInvoice,
  renderPaymentIntent,
  renderRefund,
  renderSession,
  renderSubscription,
} from './render.ts';

export interface SeedPrice {
  lookupKey: string;
  productName: string;
  unitAmount: number;
  interval?: 'month' | 'year';
  metadata?: Metadata;
}

/** Pro and Premium by the month, and three packs of image credits. */
export const DEFAULT_PRICES: SeedPrice[] = [
  {
    lookupKey: 'pro_monthly',
    productName: 'Poolscape Pro',
    unitAmount: 2999,
    interval: 'month',
    metadata: { plan: 'pro' },
  },
  {
    lookupKey: 'premium_monthly',
    productName: 'Poolscape Premium',
    unitAmount: 8999,
    interval: 'month',
    metadata: { plan: 'premium' },
  },
  { lookupKey: 'credits_25', productName: '25 image credits', unitAmount: 900, metadata: { credits: '25' } },
  {
    lookupKey: 'credits_100',
    productName: '100 image credits',
    unitAmount: 2900,
    metadata: { credits: '100' },
  },
  {
    lookupKey: 'credits_250',
    productName: '250 image credits',
    unitAmount: 5900,
    metadata: { credits: '250' },
  },
];

export interface Delivery {
  eventId: string;
  type: string;
  url: string | null;
  /** The receiver's status, or null when nothing answered (`error` says why). */
  status: number | null;
  error: string | null;
  payload: string;
  signature: string;
}

/** The `Stripe-Signature` header for a payload, as Stripe computes it. */
export function signatureHeader(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};
const BRANDS: Record<string, string> = { '3': 'amex', '4': 'visa', '5': 'mastercard', '6': 'discover' };

export interface AccountOptions {
  webhookUrl?: string | null | undefined;
  webhookSecret?: string | undefined;
  apiVersion?: string | undefined;
  prices?: SeedPrice[] | undefined;
}

export type Account = ReturnType<typeof createAccount>;
export type CheckoutForm = { email?: string; name?: string; card?: string };

export function createAccount(options: AccountOptions = {}) {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const apiVersion = options.apiVersion ?? Stripe.API_VERSION;
  let webhookUrl = options.webhookUrl ?? null;
  const store: Store = {
    origin: '',
    prices: new Map(),
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    paymentMethods: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    portalSessions: new Map(),
    events: new Map(),
  };
  const deliveries: Delivery[] = [];
  let held: Json[] | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let context: { id: string; key: string | null } | null = null;

  for (const seed of options.prices ?? DEFAULT_PRICES) {
    const price: Price = {
      id: newId('price'),
      product: newId('prod', 14),
      productName: seed.productName,
      lookupKey: seed.lookupKey,
      unitAmount: seed.unitAmount,
      currency: 'usd',
      interval: seed.interval ?? null,
      metadata: seed.metadata ?? {},
      created: now(),
    };
    store.prices.set(price.id, price);
  }

  // Events: made in order, delivered one after another (held ones when released).
  function publish(type: string, object: Json, previous?: Json): Json {
    const event: Json = {
      id: newId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: context?.id ?? null, idempotency_key: context?.key ?? null },
      type,
    };
    store.events.set(event.id as string, event);
    if (held) held.push(event);
    else void send(event);
    return event;
  }

  function send(event: Json): Promise<Delivery> {
    const delivery = chain.then(() => deliver(event));
    chain = delivery;
    return delivery;
  }

  async function deliver(event: Json): Promise<Delivery> {
    const payload = JSON.stringify(event, null, 2);
    const signature = signatureHeader(payload, webhookSecret);
    const delivery: Delivery = {
      eventId: event.id as string,
      type: event.type as string,
      url: webhookUrl,
      status: null,
      error: null,
      payload,
      signature,
    };
    deliveries.push(delivery);
    if (!webhookUrl) {
      delivery.error = 'no webhook URL';
      return delivery;
    }
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      delivery.error = String(error);
    }
    return delivery;
  }

  /** customer.subscription.updated (or another type) with the fields that changed as previous_attributes. */
  function publishChange(type: string, before: Json, after: Json): void {
    const previous: Json = {};
    for (const [key, value] of Object.entries(after))
      if (JSON.stringify(before[key]) !== JSON.stringify(value)) previous[key] = before[key];
    if (Object.keys(previous).length) publish(type, after, previous);
  }

  function get<T>(map: Map<string, T>, kind: string, id: string, param = 'id', status = 404): T {
    const found = map.get(id);
    if (!found) throw noSuch(kind, id, param, status);
    return found;
  }

  const sub = (s: Subscription) => renderSubscription(store, s);
  const inv = (i: Invoice) => renderInvoice(store, i);
  const priceOf = (id: string) => store.prices.get(id) as Price;

  function newCustomer(fields: Partial<Customer>): Customer {
    const customer: Customer = {
      id: newId('cus', 14),
      created: now(),
      email: fields.email ?? null,
      name: fields.name ?? null,
      description: fields.description ?? null,
      metadata: fields.metadata ?? {},
      invoicePrefix: randomBytes(4).toString('hex').toUpperCase(),
      nextInvoice: 1,
      defaultPaymentMethod: null,
    };
    store.customers.set(customer.id, customer);
    publish('customer.created', renderCustomer(store, customer));
    return customer;
  }

  function pay(
    customer: string | null,
    amount: number,
    pm: PaymentMethod,
    meta: Metadata,
    what: string | null,
  ) {
    const pi: PaymentIntent = {
      id: newId('pi'),
      created: now(),
      amount,
      currency: 'usd',
      customer,
      paymentMethod: pm.id,
      charge: newId('ch'),
      metadata: meta,
      description: what,
    };
    store.paymentIntents.set(pi.id, pi);
    const charge: Charge = {
      id: pi.charge,
      created: pi.created,
      amount,
      refunded: 0,
      refunds: [],
      currency: 'usd',
      customer,
      paymentIntent: pi.id,
      paymentMethod: pm.id,
    };
    store.charges.set(charge.id, charge);
    return pi;
  }

  /** An open invoice for `items`; lines cover `period`, the invoice itself `invoicePeriod`. */
  function newInvoice(
    customer: string,
    s: Subscription | null,
    items: Item[],
    reason: string,
    period: number[],
  ) {
    const owner = store.customers.get(customer) as Customer;
    const [start = now(), end = start, invoiceStart = start, invoiceEnd = end] = period;
    const lines = items.map((item) => ({
      id: newId('il'),
      price: item.price,
      quantity: item.quantity,
      amount: priceOf(item.price).unitAmount * item.quantity,
      periodStart: start,
      periodEnd: end,
      subscriptionItem: s ? item.id : null,
    }));
    const invoice: Invoice = {
      id: newId('in'),
      number: `${owner.invoicePrefix}-${String(owner.nextInvoice++).padStart(4, '0')}`,
      created: now(),
      customer,
      subscription: s?.id ?? null,
      subscriptionMetadata: { ...s?.metadata },
      lines,
      status: 'open',
      billingReason: reason,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      paidAt: null,
      attempts: 0,
      periodStart: invoiceStart,
      periodEnd: invoiceEnd,
      paymentIntent: null,
    };
    store.invoices.set(invoice.id, invoice);
    return invoice;
  }

  function settle(invoice: Invoice, pmId: string | null): void {
    const pm = store.paymentMethods.get(pmId ?? '');
    if (!pm) throw new Error(`no payment method to pay ${invoice.id} with`);
    const reason =
      invoice.billingReason === 'subscription_create' ? 'Subscription creation' : 'Subscription update';
    invoice.paymentIntent = pay(invoice.customer, invoice.total, pm, {}, reason).id;
    invoice.status = 'paid';
    invoice.paidAt = now();
    invoice.attempts += 1;
    publish('invoice.paid', inv(invoice));
    publish('invoice.payment_succeeded', inv(invoice));
  }

  /** The next period starts; its invoice is made (open) for the caller to pay or fail. */
  function renew(s: Subscription): Invoice {
    const [start, end] = [s.periodStart, s.periodEnd];
    s.periodStart = end;
    s.periodEnd = addInterval(end, priceOf(s.items[0]?.price ?? '').interval ?? 'month', s.anchorDay);
    const invoice = newInvoice(s.customer, s, s.items, 'subscription_cycle', [
      s.periodStart,
      s.periodEnd,
      start,
      end,
    ]);
    s.latestInvoice = invoice.id;
    return invoice;
  }

  function readCard(number = '4242424242424242'): { brand: string; last4: string } | { error: string } {
    const digits = number.replace(/[\s-]/g, '');
    if (!/^\d{14,19}$/.test(digits)) return { error: 'Your card number is incomplete.' };
    const decline = DECLINES[digits];
    if (decline) return { error: decline };
    return { brand: BRANDS[digits[0] as string] ?? 'visa', last4: digits.slice(-4) };
  }

  function completeCheckout(s: Session, form: CheckoutForm) {
    const card = readCard(form.card);
    if ('error' in card) return card;
    const email = form.email || s.customerEmail || store.customers.get(s.customer ?? '')?.email || null;
    const name = form.name || null;
    let customer = store.customers.get(s.customer ?? '');
    if (!customer && (s.mode === 'subscription' || s.customerCreation === 'always' || s.invoiceCreation))
      customer = newCustomer({ email, name });
    const pm: PaymentMethod = {
      id: newId('pm'),
      created: now(),
      customer: customer?.id ?? null,
      ...card,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      email,
      name,
    };
    store.paymentMethods.set(pm.id, pm);
    s.details = { email, name };
    s.customer = customer?.id ?? null;
    if (s.mode === 'subscription' && customer) {
      const created = now();
      const interval = priceOf(s.items[0]?.price ?? '').interval ?? 'month';
      const anchorDay = new Date(created * 1000).getUTCDate();
      const subscription: Subscription = {
        id: newId('sub'),
        created,
        customer: customer.id,
        items: s.items.map((item) => ({ ...item, id: newId('si', 14), created })),
        status: 'active',
        periodStart: created,
        periodEnd: addInterval(created, interval, anchorDay),
        anchorDay,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        metadata: s.subscriptionMetadata,
        latestInvoice: null,
        defaultPaymentMethod: pm.id,
      };
      store.subscriptions.set(subscription.id, subscription);
      const period = [created, subscription.periodEnd, created, created];
      const invoice = newInvoice(
        customer.id,
        subscription,
        subscription.items,
        'subscription_create',
        period,
      );
      subscription.latestInvoice = invoice.id;
      s.subscription = subscription.id;
      publish('customer.subscription.created', sub(subscription));
      settle(invoice, pm.id);
    } else {
      const total = s.items.reduce((sum, item) => sum + priceOf(item.price).unitAmount * item.quantity, 0);
      const pi = pay(customer?.id ?? null, total, pm, s.paymentMetadata, null);
      s.paymentIntent = pi.id;
      publish('payment_intent.succeeded', renderPaymentIntent(pi));
      publish('charge.succeeded', renderCharge(store, store.charges.get(pi.charge) as Charge));
      if (s.invoiceCreation && customer) {
        const invoice = newInvoice(customer.id, null, s.items, 'manual', []);
        Object.assign(invoice, { status: 'paid', paidAt: now(), attempts: 1, paymentIntent: pi.id });
        s.invoice = invoice.id;
        publish('invoice.paid', inv(invoice));
      }
    }
    s.status = 'complete';
    s.paid = true;
    publish('checkout.session.completed', renderSession(store, s));
    return {
      redirect: s.successUrl?.replaceAll('{CHECKOUT_SESSION_ID}', s.id) ?? `${store.origin}/pay/${s.id}`,
    };
  }

  function recurringPrice(id: string, param: string): Price {
    const price = get(store.prices, 'price', id, param, 400);
    if (!price.interval)
      throw new StripeFailure(
        400,
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        { param },
      );
    return price;
  }

  /** POST /v1/subscriptions/:id: cancel_at_period_end, items (change a price, add, delete), metadata. */
  function updateSubscription(s: Subscription, params: Json): Json {
    const before = sub(s);
    const next = structuredClone(s);
    const cancel = bool(params, 'cancel_at_period_end');
    const items = array(params, 'items');
    const proration = text(params, 'proration_behavior');
    if (proration && !['always_invoice', 'create_prorations', 'none'].includes(proration))
      throw new StripeFailure(
        400,
        'Invalid proration_behavior: must be one of always_invoice, create_prorations, or none',
        {
          param: 'proration_behavior',
        },
      );
    if (s.status === 'canceled' && (cancel !== undefined || items.length))
      throw new StripeFailure(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    next.metadata = metadata(params, 'metadata', s.metadata);
    if (cancel !== undefined && cancel !== s.cancelAtPeriodEnd) {
      next.cancelAtPeriodEnd = cancel;
      next.canceledAt = cancel ? now() : null;
    }
    for (const [i, change] of items.entries()) {
      const label = `items[${i}]`;
      const id = text(change, 'id', `${label}[id]`);
      const priceId = text(change, 'price', `${label}[price]`);
      const price = priceId === undefined ? undefined : recurringPrice(priceId, `${label}[price]`);
      const quantity = int(change, 'quantity', `${label}[quantity]`);
      const item = next.items.find((candidate) => candidate.id === id);
      if (id && !item) throw noSuch('subscription item', id, `${label}[id]`, 400);
      if (item && bool(change, 'deleted', `${label}[deleted]`))
        next.items.splice(next.items.indexOf(item), 1);
      else if (item)
        Object.assign(item, { price: price?.id ?? item.price, quantity: quantity ?? item.quantity });
      else if (!price) throw missing(`${label}[price]`);
      else next.items.push({ id: newId('si', 14), price: price.id, quantity: quantity ?? 1, created: now() });
    }
    if (!next.items.length)
      throw new StripeFailure(400, 'A subscription must have at least one active plan.');
    const same = next.items.find(
      (item, i) => next.items.findIndex((other) => other.price === item.price) !== i,
    );
    if (same)
      throw new StripeFailure(
        400,
        `Cannot add multiple subscription items with the same price: ${same.price}`,
        {
          param: 'items',
        },
      );
    Object.assign(s, next);
    publishChange('customer.subscription.updated', before, sub(s));
    return sub(s);
  }

  function cancelNow(s: Subscription, at = now()): Json {
    if (s.status === 'canceled') throw noSuch('subscription', s.id);
    Object.assign(s, { status: 'canceled', canceledAt: s.canceledAt ?? at, endedAt: at });
    publish('customer.subscription.deleted', sub(s));
    return sub(s);
  }

  function payInvoice(invoice: Invoice): Json {
    if (invoice.status !== 'open')
      throw new StripeFailure(400, 'Invoice is already paid', { code: 'invoice_not_open' });
    const owner = store.subscriptions.get(invoice.subscription ?? '');
    const customer = store.customers.get(invoice.customer) as Customer;
    const before = owner && sub(owner);
    settle(invoice, owner?.defaultPaymentMethod ?? customer.defaultPaymentMethod);
    if (owner && before && owner.status === 'past_due') {
      owner.status = 'active';
      publishChange('customer.subscription.updated', before, sub(owner));
    }
    return inv(invoice);
  }

  function refund(pi: PaymentIntent, amount?: number): Refund {
    const charge = store.charges.get(pi.charge) as Charge;
    const left = charge.amount - charge.refunded;
    if (!left)
      throw new StripeFailure(400, `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const value = amount ?? left;
    if (value < 1 || value > left)
      throw new StripeFailure(
        400,
        `Refund amount (${money(value)}) is greater than unrefunded amount on charge (${money(left)})`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    const before = renderCharge(store, charge);
    const r: Refund = {
      id: newId('re'),
      created: now(),
      amount: value,
      charge: charge.id,
      paymentIntent: pi.id,
      currency: 'usd',
    };
    store.refunds.set(r.id, r);
    charge.refunded += value;
    charge.refunds.push(r.id);
    publish('refund.created', renderRefund(r));
    publishChange('charge.refunded', before, renderCharge(store, charge));
    return r;
  }

  /** The customer's latest plan renews now and its payment fails: invoice.payment_failed, past_due. */
  function failRenewal(customerId: string): { invoice: Invoice; subscription: Subscription } {
    const s = [...store.subscriptions.values()]
      .reverse()
      .find((candidate) => candidate.customer === customerId && candidate.status !== 'canceled');
    if (!s) throw new Error(`customer ${customerId} has no subscription to fail`);
    const before = sub(s);
    const invoice = renew(s);
    invoice.attempts = 1;
    s.status = 'past_due';
    publish('invoice.payment_failed', inv(invoice));
    publishChange('customer.subscription.updated', before, sub(s));
    return { invoice, subscription: s };
  }

  /** The period ends: the plan renews and is paid, or ends if it was to cancel at period end. */
  function endPeriod(s: Subscription): void {
    if (s.status === 'canceled') throw new Error(`subscription ${s.id} is canceled`);
    if (s.cancelAtPeriodEnd) {
      cancelNow(s, s.periodEnd);
      return;
    }
    const before = sub(s);
    const invoice = renew(s);
    s.status = 'active';
    publishChange('customer.subscription.updated', before, sub(s));
    settle(invoice, s.defaultPaymentMethod);
  }

  return {
    store,
    apiVersion,
    webhookSecret,
    deliveries,
    setWebhookUrl: (url: string | null) => {
      webhookUrl = url;
    },
    /** Runs an API request's work with its id and idempotency key, which its events carry. */
    within: <T>(request: { id: string; key: string | null }, work: () => T): T => {
      context = request;
      try {
        return work();
      } finally {
        context = null;
      }
    },
    publish,
    publishChange,
    send,
    settled: () => chain.then(() => undefined),
    hold: () => {
      held ??= [];
    },
    /** Sends the held events in the order asked and stops holding. */
    release: (order: 'made' | 'reverse' | ((events: Json[]) => Json[])) => {
      const events = held ?? [];
      held = null;
      const ordered = order === 'reverse' ? [...events].reverse() : order === 'made' ? events : order(events);
      for (const event of ordered) void send(event);
    },
    get,
    sub,
    inv,
    priceOf,
    newCustomer,
    completeCheckout,
    recurringPrice,
    updateSubscription,
    cancelNow,
    payInvoice,
    refund,
    failRenewal,
    endPeriod,
    forget: () => {
      deliveries.length = 0;
      held = null;
    },
  };
}
