// A local stand-in for Stripe, for tests only: the part of its REST API the billing uses, as the
// official `stripe` SDK calls it (form-encoded bodies in bracket notation, `Authorization: Bearer
// sk_test_...`, `Stripe-Version`, `Idempotency-Key` replays), answering the documented objects of
// the API version the SDK pins and errors as `{ error: { type, code, message, param } }` (401 bad
// key, 400 invalid_request_error, 404 resource_missing). Checkout and the customer portal are small
// pages on this server that a browser test can click through; what they do is sent to `webhookUrl`
// as events signed as Stripe signs them (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
// "t.payload" with the whsec_ secret>`), one after another. Tests renew, fail, pay and refund by
// hand (from another process through `POST /__test/<action>`), hold events to send them out of
// order, resend one, script the next API error, and read the requests and deliveries. The parts,
// in ./stripe/: params.ts (parameters, errors, lists), objects.ts (what the account keeps),
// render.ts (the JSON shapes), account.ts (what changes the account, and its events), api.ts (the
// routes), pages.ts (the hosted pages).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount, type Delivery, type SeedPrice } from './stripe/account.ts';
import { createApi, type RecordedRequest } from './stripe/api.ts';
import type { Json, Store } from './stripe/objects.ts';
import { createPages } from './stripe/pages.ts';
import { StripeFailure } from './stripe/params.ts';
import { renderRefund } from './stripe/render.ts';

export { DEFAULT_PRICES, type Delivery, type SeedPrice, signatureHeader } from './stripe/account.ts';
export type { RecordedRequest } from './stripe/api.ts';
export type { Json, Store } from './stripe/objects.ts';
export { StripeFailure } from './stripe/params.ts';

export interface StripeServerOptions {
  apiKey?: string;
  /** Where events go; also settable later with `setWebhookUrl`. Without one they are only kept. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** The version events say they were rendered with; the SDK's pinned one by default. */
  apiVersion?: string;
  port?: number;
  prices?: SeedPrice[];
  /** Send the checkout's events before redirecting to success_url (Stripe gives no such order). */
  deliverBeforeRedirect?: boolean;
}

export interface StripeServer {
  /** The origin, e.g. http://127.0.0.1:1234; the SDK takes it as `{ host, port, protocol: 'http' }`. */
  url: string;
  host: string;
  port: number;
  apiKey: string;
  webhookSecret: string;
  apiVersion: string;
  requests: RecordedRequest[];
  deliveries: Delivery[];
  /** Every object the account holds, and every event made, by id. */
  store: Store;
  setWebhookUrl(url: string | null): void;
  /** Makes an event of any type around `object` and sends it; resolves once it was delivered. */
  emit(type: string, object: Json, previousAttributes?: Json): Promise<Json>;
  /** Sends an event again, as Stripe does when it retries: same id, new signature. */
  resend(eventId: string): Promise<Delivery>;
  /** Keeps new events back until `releaseWebhooks`, which sends them in the order asked. */
  holdWebhooks(): void;
  releaseWebhooks(order?: 'made' | 'reverse' | ((events: Json[]) => Json[])): Promise<void>;
  /** Resolves once every event made so far (and not held) has been delivered. */
  settled(): Promise<void>;
  /** Pays a checkout session as its page does; resolves to the success URL after delivery. */
  checkout(sessionId: string, form?: { email?: string; name?: string; card?: string }): Promise<string>;
  /** The customer's subscription renews now and the payment fails: invoice.payment_failed, past_due. */
  failNextInvoice(customerId: string): Promise<{ invoice: Json; subscription: Json }>;
  /** Pays an open invoice (as a retry or the hosted invoice page does); a past_due plan is active again. */
  payInvoice(invoiceId: string): Promise<Json>;
  /** The period ends: renewal (invoice.paid, customer.subscription.updated) or, when it was set to cancel at period end, customer.subscription.deleted. */
  advancePeriod(subscriptionId: string): Promise<Json>;
  refund(paymentIntentId: string, amount?: number): Promise<Json>;
  /** The next API request fails this way before it does anything (the SDK retries 409, 429 and 5xx). */
  failNextRequest(failure: { status: number; message?: string; type?: string; code?: string }): void;
  /** Forgets the recorded requests and deliveries, held events, scripted failures and idempotency keys. */
  reset(): void;
  close(): Promise<void>;
}

export async function startStripeServer(options: StripeServerOptions = {}): Promise<StripeServer> {
  const apiKey = options.apiKey ?? 'sk_test_poolscape_contract_server';
  const account = createAccount(options);
  const api = createApi(account, apiKey);
  const pages = createPages(account, options);
  const { store, settled } = account;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers[name] = value;
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) return api.handle(res, method, url, raw, headers);
    if (url.pathname.startsWith('/__test/') && method === 'POST')
      return control(res, url.pathname.slice(8), raw);
    return pages(res, method, url, raw);
  }

  /**
   * What a test in another process (a browser test) asks of Stripe's side, as JSON: renew a
   * customer's subscription with a failing card, end a subscription's period, pay an invoice, or
   * refund a payment; each answers once its events were delivered.
   */
  async function control(res: ServerResponse, action: string, raw: string) {
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
    const done = (result: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? {}));
    };
    try {
      if (action === 'fail-next-invoice') return done(await self.failNextInvoice(body.customer ?? ''));
      if (action === 'advance-period') return done(await self.advancePeriod(body.subscription ?? ''));
      if (action === 'pay-invoice') return done(await self.payInvoice(body.invoice ?? ''));
      if (action === 'refund') return done(await self.refund(body.paymentIntent ?? ''));
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  store.origin = `http://127.0.0.1:${port}`;

  const find = <T>(map: Map<string, T>, kind: string, id: string) => {
    const found = map.get(id);
    if (!found) throw new Error(`no ${kind} ${id}`);
    return found;
  };
  /** Runs a change by hand, then waits for its events to be delivered. */
  const then = async <T>(result: T): Promise<T> => {
    await settled();
    return result;
  };

  const self: StripeServer = {
    url: store.origin,
    host: '127.0.0.1',
    port,
    apiKey,
    webhookSecret: account.webhookSecret,
    apiVersion: account.apiVersion,
    requests: api.requests,
    deliveries: account.deliveries,
    store,
    setWebhookUrl: account.setWebhookUrl,
    emit: (type, object, previous) => then(account.publish(type, object, previous)),
    resend: (eventId) => account.send(find(store.events, 'event', eventId)),
    holdWebhooks: account.hold,
    releaseWebhooks: (order = 'made') => {
      account.release(order);
      return settled();
    },
    settled,
    checkout: async (sessionId, form = {}) => {
      const session = find(store.sessions, 'checkout session', sessionId);
      if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}`);
      const result = account.completeCheckout(session, form);
      if ('error' in result) throw new Error(result.error);
      return then(result.redirect);
    },
    failNextInvoice: (customerId) => {
      const { invoice, subscription } = account.failRenewal(customerId);
      return then({ invoice: account.inv(invoice), subscription: account.sub(subscription) });
    },
    payInvoice: (invoiceId) => then(account.payInvoice(find(store.invoices, 'invoice', invoiceId))),
    advancePeriod: (subscriptionId) => {
      const subscription = find(store.subscriptions, 'subscription', subscriptionId);
      account.endPeriod(subscription);
      return then(account.sub(subscription));
    },
    refund: (paymentIntentId, amount) =>
      then(
        renderRefund(account.refund(find(store.paymentIntents, 'payment intent', paymentIntentId), amount)),
      ),
    failNextRequest: ({ status, message, type, code }) =>
      api.failNext(
        new StripeFailure(status, message ?? 'An error occurred with our connection to Stripe.', {
          type: type ?? (status >= 500 ? 'api_error' : 'invalid_request_error'),
          ...(code ? { code } : {}),
        }),
      ),
    reset: () => {
      api.forget();
      account.forget();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return self;
}
