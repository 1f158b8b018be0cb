// The Stripe contract server (tests/providers/stripe-server.ts) driven by the official SDK over real
// HTTP, as the product will drive Stripe: customers, prices by lookup key, Checkout paid through
// its hosted page, signed webhooks checked with the SDK's own constructEvent, subscriptions,
// invoices, the portal, renewals, failures, refunds, and errors as the SDK's error classes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeServer, startStripeServer } from '../providers/stripe-server.ts';

let server: StripeServer;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** The product's side of the webhook: the raw body checked with the SDK's constructEvent. */
async function startReceiver() {
  const events: Stripe.Event[] = [];
  const rejected: string[] = [];
  const http = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const signature = req.headers['stripe-signature'] as string;
      events.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, server.webhookSecret));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } catch (error) {
      rejected.push(String(error));
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/webhooks/stripe`,
    events,
    rejected,
    of: <T>(type: string) => events.filter((e) => e.type === type).map((e) => e.data.object as T),
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

beforeAll(async () => {
  server = await startStripeServer();
  stripe = new Stripe(server.apiKey, { host: server.host, port: server.port, protocol: 'http' });
  receiver = await startReceiver();
  server.setWebhookUrl(receiver.url);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(async () => {
  await server.settled();
  server.reset();
  receiver.events.length = 0;
  receiver.rejected.length = 0;
});

async function priceId(lookupKey: string): Promise<string> {
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey] });
  return (data[0] as Stripe.Price).id;
}

/** What a browser does on the hosted page: submit its form, and not follow the redirect. */
async function submit(url: string, form: Record<string, string> = {}) {
  const body = new URLSearchParams({ email: 'ana@example.com', card: '4242 4242 4242 4242', ...form });
  return fetch(url, { method: 'POST', body, redirect: 'manual' });
}

async function subscribe(lookupKey = 'pro_monthly') {
  const customer = await stripe.customers.create({ email: 'ana@example.com', metadata: { user_id: '42' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: await priceId(lookupKey), quantity: 1 }],
    success_url: 'http://app.test/billing/done?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/pricing',
    client_reference_id: 'user_42',
    metadata: { user_id: '42' },
    subscription_data: { metadata: { user_id: '42', plan: 'pro' } },
  });
  return { customer, session };
}

describe('the API as the SDK calls it', () => {
  it('takes the pinned version, the key, form bodies and idempotency keys', async () => {
    const customer = await stripe.customers.create({ email: 'ana@example.com', metadata: { user_id: '42' } });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ana@example.com',
      metadata: { user_id: '42' },
    });
    expect(customer.id).toMatch(/^cus_\w{14}$/);
    const [request] = server.requests;
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${server.apiKey}`,
      'stripe-version': Stripe.API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(request?.headers['idempotency-key']).toMatch(/^stripe-node-retry-/);
    expect(request?.params).toEqual({ email: 'ana@example.com', metadata: { user_id: '42' } });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({
      id: customer.id,
      email: 'ana@example.com',
    });
  });

  it('lists the seeded prices by lookup key', async () => {
    const plans = await stripe.prices.list({ lookup_keys: ['pro_monthly', 'premium_monthly'] });
    const byKey = Object.fromEntries(plans.data.map((p) => [p.lookup_key, p]));
    expect(byKey.pro_monthly).toMatchObject({ unit_amount: 2999, currency: 'usd', type: 'recurring' });
    expect(byKey.pro_monthly?.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
    expect(byKey.premium_monthly).toMatchObject({ unit_amount: 8999, type: 'recurring' });
    expect(byKey.pro_monthly?.id).toMatch(/^price_/);
    const packs = await stripe.prices.list({ lookup_keys: ['credits_25', 'credits_100', 'credits_250'] });
    const rows = packs.data.map((p) => [p.lookup_key, p.unit_amount, p.type, p.recurring]);
    expect(rows.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['credits_25', 900, 'one_time', null],
      ['credits_100', 2900, 'one_time', null],
      ['credits_250', 5900, 'one_time', null],
    ]);
    expect(server.requests[0]?.params).toEqual({ lookup_keys: ['pro_monthly', 'premium_monthly'] });
  });

  it('replays an idempotent request and refuses a reused key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-1' });
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'signup-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers errors in Stripe shape, as the SDK error classes', async () => {
    const wrongKey = new Stripe('sk_test_wrong', { host: server.host, port: server.port, protocol: 'http' });
    const auth = await wrongKey.customers.create({}).catch((e: unknown) => e);
    expect(auth).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(auth).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });

    const missing = await stripe.checkout.sessions
      .create({ mode: 'subscription', success_url: 'http://app.test/done' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items' });

    const unknown = await stripe.customers.retrieve('cus_nope').catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    expect((unknown as Error).message).toBe("No such customer: 'cus_nope'");

    const oneOff = await stripe.checkout.sessions
      .create({ mode: 'payment', line_items: [{ price: await priceId('pro_monthly'), quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(oneOff).toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });

    const raw = await fetch(`${server.url}/v1/customers/cus_nope`, {
      headers: { authorization: `Bearer ${server.apiKey}` },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      error: {
        code: 'resource_missing',
        doc_url: 'https://docs.stripe.com/error-codes/resource-missing',
        message: "No such customer: 'cus_nope'",
        param: 'id',
        type: 'invalid_request_error',
      },
    });
  });

  it('fails the next request as told, which the SDK retries with the same idempotency key', async () => {
    server.failNextRequest({ status: 500 });
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    expect(customer.id).toMatch(/^cus_/);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['idempotency-key']).toBe(
      server.requests[0]?.headers['idempotency-key'],
    );
  });
});

describe('Checkout, webhooks and the billing objects', () => {
  it('subscribes through the hosted page and sends the signed events', async () => {
    const { customer, session } = await subscribe();
    expect(session.id).toMatch(/^cs_test_\w{58}$/);
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid' });
    expect(session.url).toBe(`${server.url}/pay/${session.id}`);
    expect(server.requests.at(-1)?.params).toMatchObject({
      line_items: [{ quantity: '1' }],
      subscription_data: { metadata: { plan: 'pro' } },
    });

    const page = await fetch(session.url as string);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('href="http://app.test/pricing">Cancel</a>');
    expect(html).toContain('Poolscape Pro');

    const paid = await submit(session.url as string);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/billing/done?session_id=${session.id}`);
    await server.settled();

    expect(receiver.rejected).toEqual([]);
    expect(server.deliveries.every((d) => d.status === 200)).toBe(true);
    expect(receiver.events.map((e) => e.type)).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    expect(
      receiver.events.every((e) => e.api_version === Stripe.API_VERSION && e.id.startsWith('evt_')),
    ).toBe(true);
    const [completed] = receiver.of<Stripe.Checkout.Session>('checkout.session.completed');
    expect(completed).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      client_reference_id: 'user_42',
      metadata: { user_id: '42' },
    });
    expect(completed?.subscription).toMatch(/^sub_/);

    const subscription = await stripe.subscriptions.retrieve(completed?.subscription as string);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(subscription).toMatchObject({
      status: 'active',
      customer: customer.id,
      cancel_at_period_end: false,
    });
    expect(subscription.metadata).toEqual({ user_id: '42', plan: 'pro' });
    expect(item.price.lookup_key).toBe('pro_monthly');
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86_400);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      url: null,
    });

    const invoices = await stripe.invoices.list({ customer: customer.id });
    const invoice = invoices.data[0] as Stripe.Invoice;
    expect(invoices.data).toHaveLength(1);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2999,
      billing_reason: 'subscription_create',
    });
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(subscription.latest_invoice).toBe(invoice.id);
    expect(await (await fetch(invoice.hosted_invoice_url as string)).text()).toContain('$29.99');
    const pdf = await fetch(invoice.invoice_pdf as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards.data[0]?.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });

    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'subscription'],
    });
    expect(expanded.line_items?.data[0]).toMatchObject({ quantity: 1, amount_total: 2999 });
    expect((expanded.subscription as Stripe.Subscription).id).toBe(subscription.id);
  });

  it('signs exactly as Stripe does, so a tampered body fails the SDK check', async () => {
    const { session } = await subscribe();
    await server.checkout(session.id);
    const delivery = server.deliveries.at(-1);
    if (!delivery) throw new Error('nothing delivered');
    const timestamp = Number(/t=(\d+)/.exec(delivery.signature)?.[1]);
    expect(delivery.signature).toBe(
      stripe.webhooks.generateTestHeaderString({
        payload: delivery.payload,
        secret: server.webhookSecret,
        timestamp,
      }),
    );
    expect(() =>
      stripe.webhooks.constructEvent(
        delivery.payload.replace('"paid"', '"unpaid"'),
        delivery.signature,
        server.webhookSecret,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('keeps a session open when the card is declined', async () => {
    const { session } = await subscribe();
    const declined = await submit(session.url as string, { card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    await server.settled();
    expect(receiver.events.map((e) => e.type)).toEqual(['customer.created']);
  });

  it('sells a credit pack in payment mode and refunds it', async () => {
    const customer = await stripe.customers.create({ email: 'bo@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: await priceId('credits_100'), quantity: 1 }],
      success_url: 'http://app.test/credits?session_id={CHECKOUT_SESSION_ID}',
      metadata: { user_id: '7', credits: '100' },
      payment_intent_data: { metadata: { user_id: '7' } },
      invoice_creation: { enabled: true },
    });
    expect(session).toMatchObject({ mode: 'payment', amount_total: 2900 });
    expect((await submit(session.url as string, { card: '5555555555554444' })).status).toBe(303);
    await server.settled();
    const [completed] = receiver.of<Stripe.Checkout.Session>('checkout.session.completed');
    expect(completed?.payment_intent).toMatch(/^pi_/);
    expect(completed?.invoice).toMatch(/^in_/);
    const intent = await stripe.paymentIntents.retrieve(completed?.payment_intent as string);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 2900, metadata: { user_id: '7' } });

    await server.refund(intent.id);
    const [refunded] = receiver.of<Stripe.Charge>('charge.refunded');
    expect(refunded).toMatchObject({ payment_intent: intent.id, amount_refunded: 2900, refunded: true });
    expect(refunded?.payment_method_details?.card?.brand).toBe('mastercard');
    const event = receiver.events.find((e) => e.type === 'charge.refunded');
    expect(event?.data.previous_attributes).toMatchObject({ amount_refunded: 0, refunded: false });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });
});

describe('after the purchase', () => {
  it('cancels at period end in the portal, then ends the plan when the period ends', async () => {
    const { customer, session } = await subscribe();
    await server.checkout(session.id);
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/account',
    });
    expect(portal.id).toMatch(/^bps_/);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Cancel plan');
    expect(html).toContain('href="http://app.test/account"');
    expect(html).toContain('VISA •••• 4242');
    const subscriptionId = /name="subscription" value="(sub_\w+)"/.exec(html)?.[1] as string;

    receiver.events.length = 0;
    const canceled = await fetch(`${portal.url}/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId }),
      redirect: 'manual',
    });
    expect(canceled.status).toBe(303);
    await server.settled();
    const [updated] = receiver.events;
    expect(updated?.type).toBe('customer.subscription.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(subscription.cancel_at).toBe(subscription.items.data[0]?.current_period_end);
    expect(await (await fetch(portal.url)).text()).toContain('Renew plan');

    await server.advancePeriod(subscriptionId);
    expect(receiver.events.at(-1)?.type).toBe('customer.subscription.deleted');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    const all = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(all.data[0]).toMatchObject({ id: subscriptionId, status: 'canceled' });
  });

  it('renews, fails a renewal (past_due) and recovers when the invoice is paid', async () => {
    const { customer, session } = await subscribe();
    await server.checkout(session.id);
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    const id = subscription?.id as string;
    const firstEnd = subscription?.items.data[0]?.current_period_end as number;

    receiver.events.length = 0;
    await server.advancePeriod(id);
    expect(receiver.events.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const [renewed] = receiver.of<Stripe.Subscription>('customer.subscription.updated');
    expect(renewed?.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(receiver.of<Stripe.Invoice>('invoice.paid')[0]?.billing_reason).toBe('subscription_cycle');

    receiver.events.length = 0;
    const { invoice } = await server.failNextInvoice(customer.id);
    expect(receiver.events.map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(receiver.events[1]?.data.previous_attributes).toMatchObject({ status: 'active' });
    expect(await stripe.subscriptions.retrieve(id)).toMatchObject({ status: 'past_due' });
    expect(await stripe.invoices.retrieve(invoice.id as string)).toMatchObject({
      status: 'open',
      attempt_count: 1,
    });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      delinquent: true,
    });

    await server.payInvoice(invoice.id as string);
    expect(await stripe.subscriptions.retrieve(id)).toMatchObject({ status: 'active' });
    expect((await stripe.invoices.list({ customer: customer.id })).data.map((i) => i.status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
  });

  it('changes the plan through the API', async () => {
    const { customer, session } = await subscribe();
    await server.checkout(session.id);
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    const item = subscription?.items.data[0] as Stripe.SubscriptionItem;
    receiver.events.length = 0;
    const premium = await priceId('premium_monthly');
    const changed = await stripe.subscriptions.update(subscription?.id as string, {
      items: [{ id: item.id, price: premium }],
      proration_behavior: 'create_prorations',
    });
    expect(changed.items.data.map((i) => [i.id, i.price.lookup_key])).toEqual([[item.id, 'premium_monthly']]);
    await server.settled();
    expect(receiver.events[0]?.data.previous_attributes).toHaveProperty('items');
    await expect(
      stripe.subscriptions.update(subscription?.id as string, { items: [{ price: premium }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items' });
  });

  it('sends an event twice, or held events in another order', async () => {
    receiver.events.length = 0;
    server.holdWebhooks();
    await server.emit('invoice.paid', { id: 'in_first', object: 'invoice' });
    await server.emit('invoice.payment_failed', { id: 'in_second', object: 'invoice' });
    expect(receiver.events).toEqual([]);
    await server.releaseWebhooks('reverse');
    expect(receiver.events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'invoice.paid']);

    const first = receiver.events[1] as Stripe.Event;
    await server.resend(first.id);
    expect(receiver.events.map((e) => e.id)).toEqual([receiver.events[0]?.id, first.id, first.id]);
    expect(await stripe.events.retrieve(first.id)).toMatchObject({ type: 'invoice.paid' });
  });
});
