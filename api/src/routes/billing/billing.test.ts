// Billing through the routes, on a real database, with the real `stripe` SDK talking over HTTP to
// the Stripe contract server, whose signed events reach the app's webhook over HTTP too: plans
// bought in Checkout and confirmed by the webhook, packs credited once per payment and used after
// the plan's images, plan changes up (at once) and down (at renewal), cancel at period end, failed
// renewals (past due) and refunds, in any order and twice.
import {
  BILLING_TEXT,
  BillingSummarySchema,
  ChangePlanRequestSchema,
  CheckoutRequestSchema,
  CreditsSchema,
  InvoiceListSchema,
  LedgerPageSchema,
} from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { type StripeServer, startStripeServer } from '@poolscape/tests/providers/stripe-server';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBilling } from '../../billing/stripe-client.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

let db: TestDatabase;
let test: TestApp;
let stripe: StripeServer;

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startStripeServer();
  test = await createTestApp(db.pool, {
    billing: createBilling({
      secretKey: stripe.apiKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.url,
    }),
    logLevel: process.env.BILLING_LOG ? 'warn' : undefined,
    logDestination: process.env.BILLING_LOG ? { write: (line) => process.stderr.write(line) } : undefined,
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
});
afterAll(async () => {
  await test.close();
  await stripe.close();
  await db.drop();
});
beforeEach(async () => {
  await stripe.settled();
});

async function call(who: User, method: 'GET' | 'POST', url: string, payload?: object) {
  const options: InjectOptions = { method, url, headers: who.auth };
  if (payload !== undefined) options.payload = payload;
  return test.app.inject(options);
}
const summary = async (who: User) =>
  BillingSummarySchema.parse((await call(who, 'GET', '/api/billing')).json());
const credits = async (who: User) => CreditsSchema.parse((await call(who, 'GET', '/api/credits')).json());

/** Checkout as the browser does it: ask the API, pay on Stripe's page, wait for the webhooks. */
async function buy(who: User, body: { plan: string } | { pack: string }): Promise<string> {
  const response = await call(who, 'POST', '/api/billing/checkout', body);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL((response.json() as { url: string }).url);
  expect(url.origin).toBe(stripe.url);
  const sessionId = url.pathname.split('/').at(-1) as string;
  const back = await stripe.checkout(sessionId);
  expect(back).toContain(`/billing?checkout=${'plan' in body ? 'plan' : 'pack'}&session_id=${sessionId}`);
  return sessionId;
}

async function subscriptionOf(who: User): Promise<string> {
  const row = await db.pool.query<{ id: string }>('select id from app.subscriptions where user_id = $1', [
    who.id,
  ]);
  return row.rows[0]?.id as string;
}

describe('buying a plan', () => {
  it('Checkout for Pro, confirmed by the webhook: the plan, its limit, the card and the invoice', async () => {
    const ana = await registerUser(test.app, db.pool);
    expect((await credits(ana)).plan).toBe('free');
    await buy(ana, { plan: 'pro' });
    const after = await credits(ana);
    expect([after.plan, after.imagesLimit, after.imagesLeft]).toEqual(['pro', 100, 100]);
    const billing = await summary(ana);
    expect(billing).toMatchObject({
      configured: true,
      plan: 'pro',
      subscription: { plan: 'pro', status: 'active', cancelAtPeriodEnd: false, scheduledPlan: null },
      trialEndsAt: null,
      paymentMethod: { brand: 'visa', last4: '4242' },
      pastDue: false,
      hasCustomer: true,
    });
    const invoices = InvoiceListSchema.parse((await call(ana, 'GET', '/api/billing/invoices')).json());
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0]).toMatchObject({ status: 'paid', total: 2999, currency: 'usd' });
    expect(invoices.items[0]?.hostedInvoiceUrl).toContain(stripe.url);
    // A subscriber changes plan instead of buying a second one.
    const again = await call(ana, 'POST', '/api/billing/checkout', { plan: 'premium' });
    expect(again.statusCode).toBe(409);
  });

  it('ends the same when the events come out of order, and twice', async () => {
    const ben = await registerUser(test.app, db.pool);
    stripe.holdWebhooks();
    const response = await call(ben, 'POST', '/api/billing/checkout', { plan: 'premium' });
    const sessionId = new URL((response.json() as { url: string }).url).pathname.split('/').at(-1) as string;
    await stripe.checkout(sessionId);
    // Stripe's redirect came back before any event: nothing is given for it.
    expect((await credits(ben)).plan).toBe('free');
    await stripe.releaseWebhooks('reverse');
    expect((await credits(ben)).plan).toBe('premium');
    const delivered = stripe.deliveries.filter((delivery) => delivery.status === 200);
    expect(delivered.length).toBeGreaterThanOrEqual(3);
    for (const delivery of delivered.slice(0, 3)) await stripe.resend(delivery.eventId);
    expect((await summary(ben)).subscription).toMatchObject({ plan: 'premium', status: 'active' });
  });

  it('keeps one plan checkout open at a time, and sells no plan the user already has', async () => {
    const ivy = await registerUser(test.app, db.pool);
    const first = await call(ivy, 'POST', '/api/billing/checkout', { plan: 'pro' });
    const second = await call(ivy, 'POST', '/api/billing/checkout', { plan: 'premium' });
    const id = (response: typeof first) =>
      new URL((response.json() as { url: string }).url).pathname.split('/').at(-1) as string;
    expect(stripe.store.sessions.get(id(first))?.status).toBe('expired');
    expect(stripe.store.sessions.get(id(second))?.status).toBe('open');
    const operatorPremium = await registerUser(test.app, db.pool, 'premium');
    const included = await call(operatorPremium, 'POST', '/api/billing/checkout', { plan: 'pro' });
    expect([included.statusCode, included.json()]).toEqual([409, { message: BILLING_TEXT.planIncluded }]);
  });

  it('refuses a webhook with a bad signature, and changes nothing', async () => {
    const before = await db.pool.query('select count(*)::int as n from app.billing_events');
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    for (const signature of [
      undefined,
      't=1,v1=00',
      `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`,
    ]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: forged,
      });
      expect(response.statusCode).toBe(400);
    }
    const after = await db.pool.query('select count(*)::int as n from app.billing_events');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});

describe('changing and ending a plan', () => {
  it('up at once, down at renewal', async () => {
    const cy = await registerUser(test.app, db.pool);
    await buy(cy, { plan: 'pro' });
    const up = await call(cy, 'POST', '/api/billing/change-plan', { plan: 'premium' });
    expect(up.statusCode).toBe(200);
    expect((await credits(cy)).imagesLimit).toBe(500);
    const down = BillingSummarySchema.parse(
      (await call(cy, 'POST', '/api/billing/change-plan', { plan: 'pro' })).json(),
    );
    expect(down.subscription).toMatchObject({ plan: 'premium', scheduledPlan: 'pro' });
    expect((await credits(cy)).plan).toBe('premium');
    expect((await call(cy, 'POST', '/api/billing/change-plan', { plan: 'pro' })).statusCode).toBe(409);
    await stripe.advancePeriod(await subscriptionOf(cy));
    expect((await summary(cy)).subscription).toMatchObject({ plan: 'pro', scheduledPlan: null });
    expect((await credits(cy)).imagesLimit).toBe(100);
  });

  it('cancels at period end in the portal, and the plan ends with the period', async () => {
    const di = await registerUser(test.app, db.pool);
    await buy(di, { plan: 'pro' });
    const portal = await call(di, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    const url = (portal.json() as { url: string }).url;
    const html = await (await fetch(url)).text();
    expect(html).toContain('href="http://localhost:3000/billing"');
    await fetch(`${url}/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ subscription: await subscriptionOf(di) }),
      redirect: 'manual',
    });
    await stripe.settled();
    expect((await summary(di)).subscription).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    // Nothing is charged for a plan that is about to end.
    const change = await call(di, 'POST', '/api/billing/change-plan', { plan: 'premium' });
    expect([change.statusCode, change.json()]).toEqual([409, { message: BILLING_TEXT.planEnding }]);
    await stripe.advancePeriod(await subscriptionOf(di));
    const ended = await summary(di);
    expect([ended.plan, ended.subscription]).toEqual(['free', null]);
  });

  it('a failed renewal is past due until the invoice is paid', async () => {
    const ed = await registerUser(test.app, db.pool);
    await buy(ed, { plan: 'pro' });
    const customer = (
      await db.pool.query<{ c: string }>('select stripe_customer_id as c from app.users where id = $1', [
        ed.id,
      ])
    ).rows[0]?.c as string;
    const { invoice } = await stripe.failNextInvoice(customer);
    expect(await summary(ed)).toMatchObject({ pastDue: true, plan: 'pro' });
    expect((await credits(ed)).imagesLeft).toBe(100);
    await stripe.payInvoice(invoice.id as string);
    expect((await summary(ed)).pastDue).toBe(false);
  });
});

describe('image packs', () => {
  it('credits a pack once per payment, uses it after the plan, and a refund takes back what is left', async () => {
    const fay = await registerUser(test.app, db.pool);
    await buy(fay, { pack: 'credits_25' });
    expect((await credits(fay)).packImages).toBe(25);
    const paid = stripe.deliveries.find(
      (delivery) =>
        delivery.type === 'checkout.session.completed' && /"mode": *"payment"/.test(delivery.payload),
    );
    await stripe.resend(paid?.eventId as string);
    expect((await credits(fay)).packImages).toBe(25);
    expect((await credits(fay)).imagesLeft).toBe(35);

    // The trial's 10 images first, then 4 from the pack.
    await db.pool.query(
      `insert into app.credit_ledger (user_id, delta, kind, design_id, version, from_pack)
       values ($1, -10, 'debit', gen_random_uuid(), 1, 0), ($1, -4, 'debit', gen_random_uuid(), 1, 4)`,
      [fay.id],
    );
    expect(await credits(fay)).toMatchObject({ imagesLeft: 21, packImages: 21, imagesUsed: 10 });

    const intent = (
      await db.pool.query<{ ref: string }>(
        `select payment_ref as ref from app.credit_ledger where user_id = $1 and kind = 'purchase'`,
        [fay.id],
      )
    ).rows[0]?.ref as string;
    await stripe.refund(intent);
    expect((await credits(fay)).packImages).toBe(0);
    const history = LedgerPageSchema.parse((await call(fay, 'GET', '/api/billing/ledger')).json());
    expect(history.items.map((entry) => [entry.kind, entry.images])).toEqual([
      ['purchase_refund', -21],
      ['debit', -4],
      ['debit', -10],
      ['purchase', 25],
    ]);
    expect(history.items[3]?.description).toBe('Bought 25 images');
  });
});

describe('whatever a client sends', () => {
  const stored = async () =>
    (
      await db.pool.query<{ n: string }>(
        `select (select count(*) from app.billing_events) || '/' || (select count(*) from app.credit_ledger)
             || '/' || (select count(*) from app.subscriptions)
             || '/' || (select count(*) from app.users where stripe_customer_id is not null) as n`,
      )
    ).rows[0]?.n;

  it('refuses bad checkout and plan bodies with a message, and stores nothing', async () => {
    const hal = await registerUser(test.app, db.pool);
    const before = await stored();
    const requests = stripe.requests.length;
    let refused = 0;
    const bodies = fc
      .oneof(
        fc.jsonValue(),
        fc.record({ plan: fc.oneof(fc.string(), fc.constant('free'), fc.constant('alpha'), fc.integer()) }),
        fc.record({ pack: fc.oneof(fc.string(), fc.constant('credits_1000')) }),
        fc.constant({ plan: 'pro', pack: 'credits_25' }),
      )
      .filter(
        (body) =>
          !CheckoutRequestSchema.safeParse(body).success && !ChangePlanRequestSchema.safeParse(body).success,
      );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/billing/checkout', '/api/billing/change-plan'),
        bodies,
        async (url, body) => {
          const response = await test.app.inject({
            method: 'POST',
            url,
            headers: { ...hal.auth, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          // Refused as malformed, or, once the minute's starts are used up, as too many.
          expect([400, 429]).toContain(response.statusCode);
          if (response.statusCode === 400) refused += 1;
          expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(await stored()).toBe(before);
    expect(stripe.requests.length).toBe(requests);
  });

  it('refuses any webhook Stripe did not sign, whatever its bytes and headers', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
          fc.json().map((text) => Buffer.from(text)),
        ),
        fc.option(
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
          ),
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/octet-stream'),
        async (payload, signature, type) => {
          const response = await test.app.inject({
            method: 'POST',
            url: '/api/billing/webhook',
            headers: {
              'content-type': type,
              ...(signature === null ? {} : { 'stripe-signature': signature }),
            },
            payload,
          });
          expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: 80 },
    );
    expect(await stored()).toBe(before);
  });
});

describe('without Stripe keys', () => {
  it('says payments are not set up, and takes none', async () => {
    const plain = await createTestApp(db.pool);
    try {
      const gil = await registerUser(plain.app, db.pool);
      const offer = await plain.app.inject({ method: 'GET', url: '/api/billing/offer' });
      expect(offer.json()).toMatchObject({ configured: false });
      const checkout = await plain.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: gil.auth,
        payload: { plan: 'pro' },
      });
      expect(checkout.statusCode).toBe(409);
      const billing = await plain.app.inject({ method: 'GET', url: '/api/billing', headers: gil.auth });
      expect(billing.json()).toMatchObject({
        configured: false,
        plan: 'free',
        subscription: null,
        hasCustomer: false,
      });
      const hook = await plain.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{}' });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
