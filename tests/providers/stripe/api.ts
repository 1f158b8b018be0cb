// The REST API of the Stripe stand-in (../stripe-server.ts), as the official SDK calls it:
// `Authorization: Bearer sk_test_...` (or Basic), form-encoded bodies, `Stripe-Version` echoed,
// `Idempotency-Key` replays (and `idempotency_error` for a key reused with other parameters),
// `expand[]`, and the routes the billing uses: customers, prices, Checkout sessions, portal
// sessions, subscriptions, invoices, payment methods and intents, refunds, events.
import type { ServerResponse } from 'node:http';
import type { Account } from './account.ts';
import {
  type Charge,
  type Customer,
  type Invoice,
  type Json,
  newId,
  now,
  type PaymentIntent,
  type PaymentMethod,
  type Price,
  type Session,
  type Subscription,
} from './objects.ts';
import {
  array,
  bool,
  int,
  metadata,
  missing,
  parseParams,
  renderList,
  required,
  StripeFailure,
  strings,
  text,
} from './params.ts';
import {
  renderCharge,
  renderCustomer,
  renderLineItems,
  renderPaymentIntent,
  renderPaymentMethod,
  renderPortalSession,
  renderPrice,
  renderRefund,
  renderSession,
} from './render.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  params: Json;
}

export function createApi(account: Account, apiKey: string) {
  const { store, get, sub, inv, publish, publishChange, newCustomer, updateSubscription, cancelNow, refund } =
    account;
  const requests: RecordedRequest[] = [];
  const failures: StripeFailure[] = [];
  const replays = new Map<string, { fingerprint: string; body: Json }>();

  type Handler = (params: Json, id: string) => Json;
  const routes: [string, RegExp, Handler][] = [];
  const route = (method: string, path: string, handler: Handler) =>
    routes.push([method, new RegExp(`^${path.replace(':id', '([^/]+)')}$`), handler]);
  const listOf = <T>(map: Map<string, T>, keep: (item: T) => boolean, render: (item: T) => Json) =>
    [...map.values()].filter(keep).reverse().map(render);
  const checkUrl = (params: Json, name: string) => {
    const value = text(params, name);
    if (value !== undefined && !URL.canParse(value))
      throw new StripeFailure(400, 'Not a valid URL', { param: name });
    return value ?? null;
  };

  route('POST', '/v1/customers', (p) => {
    const fields = { email: text(p, 'email'), name: text(p, 'name'), description: text(p, 'description') };
    return renderCustomer(store, newCustomer({ ...fields, metadata: metadata(p, 'metadata') }));
  });
  route('GET', '/v1/customers/:id', (_, id) => renderCustomer(store, get(store.customers, 'customer', id)));
  route('POST', '/v1/customers/:id', (p, id) => {
    const c = get(store.customers, 'customer', id);
    const before = renderCustomer(store, c);
    Object.assign(c, { email: text(p, 'email') ?? c.email, name: text(p, 'name') ?? c.name });
    c.metadata = metadata(p, 'metadata', c.metadata);
    publishChange('customer.updated', before, renderCustomer(store, c));
    return renderCustomer(store, c);
  });
  // Deleting a customer cancels its subscriptions at once; its invoices stay (as Stripe keeps them).
  route('DELETE', '/v1/customers/:id', (_, id) => {
    const c = get(store.customers, 'customer', id);
    for (const s of store.subscriptions.values())
      if (s.customer === c.id && s.status !== 'canceled') cancelNow(s);
    const rendered = renderCustomer(store, c);
    store.customers.delete(c.id);
    publish('customer.deleted', rendered);
    return { id: c.id, object: 'customer', deleted: true };
  });
  const paymentMethods = (p: Json, customer = text(p, 'customer')) =>
    renderList(
      listOf(
        store.paymentMethods,
        (pm) => pm.customer === customer && (text(p, 'type') ?? 'card') === 'card',
        renderPaymentMethod,
      ),
      '/v1/payment_methods',
      p,
    );
  route('GET', '/v1/payment_methods', (p) => paymentMethods(p));
  route('GET', '/v1/customers/:id/payment_methods', (p, id) =>
    paymentMethods(p, get(store.customers, 'customer', id).id),
  );

  route('GET', '/v1/prices', (p) => {
    const keys = strings(p, 'lookup_keys');
    if (keys.length > 10)
      throw new StripeFailure(400, 'You can specify up to 10 lookup_keys.', { param: 'lookup_keys' });
    const active = bool(p, 'active');
    const type = text(p, 'type');
    const keep = (price: Price) =>
      (!keys.length || keys.includes(price.lookupKey as string)) &&
      active !== false &&
      (!type || type === (price.interval ? 'recurring' : 'one_time')) &&
      (!p.product || p.product === price.product);
    return renderList(listOf(store.prices, keep, renderPrice), '/v1/prices', p);
  });
  route('GET', '/v1/prices/:id', (_, id) => renderPrice(get(store.prices, 'price', id)));

  route('POST', '/v1/checkout/sessions', (p) => {
    const mode = required(p, 'mode');
    if (mode !== 'payment' && mode !== 'subscription')
      throw new StripeFailure(400, 'Invalid mode: this stand-in takes payment or subscription', {
        param: 'mode',
      });
    const customer = text(p, 'customer');
    if (customer) get(store.customers, 'customer', customer, 'customer', 400);
    const customerEmail = text(p, 'customer_email') ?? null;
    if (customer && customerEmail)
      throw new StripeFailure(
        400,
        'You may only specify one of these parameters: customer, customer_email.',
        {
          param: 'customer_email',
        },
      );
    const lines = array(p, 'line_items');
    if (!lines.length) throw missing('line_items');
    const items = lines.map((line, i) => {
      if (line.price_data)
        throw new StripeFailure(400, 'This stand-in takes seeded prices only.', {
          param: `line_items[${i}][price_data]`,
        });
      const price = get(
        store.prices,
        'price',
        required(line, 'price', `line_items[${i}][price]`),
        `line_items[${i}][price]`,
        400,
      );
      const quantity = int(line, 'quantity', `line_items[${i}][quantity]`);
      // Stripe asks for it on every price that is not metered (and these are not).
      if (quantity === undefined)
        throw new StripeFailure(400, `Quantity is required. Add \`quantity\` to \`line_items[${i}]\`.`, {
          code: 'parameter_missing',
          param: `line_items[${i}][quantity]`,
        });
      if (mode === 'payment' && price.interval)
        throw new StripeFailure(
          400,
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
          { param: `line_items[${i}][price]` },
        );
      if (mode === 'subscription' && !price.interval)
        throw new StripeFailure(400, 'This stand-in takes only recurring prices in `subscription` mode.', {
          param: 'line_items',
        });
      return { id: newId('li'), price: price.id, quantity, created: now() };
    });
    const subscriptionData = (p.subscription_data ?? {}) as Json;
    const paymentData = (p.payment_intent_data ?? {}) as Json;
    if (mode === 'payment' && p.subscription_data)
      throw new StripeFailure(400, 'You can not pass `subscription_data` in `payment` mode.', {
        param: 'subscription_data',
      });
    if (mode === 'subscription' && p.payment_intent_data)
      throw new StripeFailure(400, 'You can not pass `payment_intent_data` in `subscription` mode.', {
        param: 'payment_intent_data',
      });
    const reference = text(p, 'client_reference_id') ?? null;
    if (reference && reference.length > 200)
      throw new StripeFailure(400, 'client_reference_id must be at most 200 characters', {
        param: 'client_reference_id',
      });
    const session: Session = {
      id: newId('cs_test', 58),
      created: now(),
      mode,
      customer: customer ?? null,
      customerEmail,
      customerCreation: text(p, 'customer_creation') === 'always' ? 'always' : 'if_required',
      details: null,
      items,
      successUrl: checkUrl(p, 'success_url'),
      cancelUrl: checkUrl(p, 'cancel_url'),
      clientReferenceId: reference,
      metadata: metadata(p, 'metadata'),
      subscriptionMetadata: metadata(subscriptionData, 'metadata'),
      paymentMetadata: metadata(paymentData, 'metadata'),
      invoiceCreation:
        bool((p.invoice_creation ?? {}) as Json, 'enabled', 'invoice_creation[enabled]') ?? false,
      status: 'open',
      paid: false,
      subscription: null,
      paymentIntent: null,
      invoice: null,
      expiresAt: int(p, 'expires_at') ?? now() + 86_400,
    };
    store.sessions.set(session.id, session);
    return renderSession(store, session);
  });
  route('GET', '/v1/checkout/sessions', (p) => {
    const status = text(p, 'status');
    const keep = (s: Session) =>
      (!p.customer || s.customer === p.customer) && (!status || s.status === status);
    return renderList(
      listOf(store.sessions, keep, (s) => renderSession(store, s)),
      '/v1/checkout/sessions',
      p,
    );
  });
  route('GET', '/v1/checkout/sessions/:id', (_, id) =>
    renderSession(store, get(store.sessions, 'checkout.session', id)),
  );
  route('GET', '/v1/checkout/sessions/:id/line_items', (p, id) =>
    renderLineItems(store, get(store.sessions, 'checkout.session', id), p),
  );
  route('POST', '/v1/checkout/sessions/:id/expire', (_, id) => {
    const s = get(store.sessions, 'checkout.session', id);
    if (s.status !== 'open')
      throw new StripeFailure(400, 'Only Checkout Sessions with a status of `open` can be expired.');
    s.status = 'expired';
    publish('checkout.session.expired', renderSession(store, s));
    return renderSession(store, s);
  });

  route('POST', '/v1/billing_portal/sessions', (p) => {
    const customer = get(store.customers, 'customer', required(p, 'customer'), 'customer', 400);
    const portal = {
      id: newId('bps'),
      created: now(),
      customer: customer.id,
      returnUrl: checkUrl(p, 'return_url'),
    };
    store.portalSessions.set(portal.id, portal);
    return renderPortalSession(store, portal);
  });

  route('GET', '/v1/subscriptions', (p) => {
    const status = text(p, 'status');
    const keep = (s: Subscription) =>
      (!p.customer || s.customer === p.customer) &&
      (!p.price || s.items.some((item) => item.price === p.price)) &&
      (status === 'all' || (status ? s.status === status : s.status !== 'canceled'));
    return renderList(listOf(store.subscriptions, keep, sub), '/v1/subscriptions', p);
  });
  route('GET', '/v1/subscriptions/:id', (_, id) => sub(get(store.subscriptions, 'subscription', id)));
  route('POST', '/v1/subscriptions/:id', (p, id) =>
    updateSubscription(get(store.subscriptions, 'subscription', id), p),
  );
  route('DELETE', '/v1/subscriptions/:id', (_, id) =>
    cancelNow(get(store.subscriptions, 'subscription', id)),
  );

  route('GET', '/v1/invoices', (p) => {
    const keep = (i: Invoice) =>
      (!p.customer || i.customer === p.customer) &&
      (!p.subscription || i.subscription === p.subscription) &&
      (!p.status || i.status === p.status);
    return renderList(listOf(store.invoices, keep, inv), '/v1/invoices', p);
  });
  route('GET', '/v1/invoices/:id', (_, id) => inv(get(store.invoices, 'invoice', id)));
  route('GET', '/v1/payment_methods/:id', (_, id) =>
    renderPaymentMethod(get(store.paymentMethods, 'payment_method', id)),
  );
  route('GET', '/v1/payment_intents/:id', (_, id) =>
    renderPaymentIntent(get(store.paymentIntents, 'payment_intent', id)),
  );
  route('POST', '/v1/refunds', (p) => {
    const pi = get(
      store.paymentIntents,
      'payment_intent',
      required(p, 'payment_intent'),
      'payment_intent',
      400,
    );
    return renderRefund(refund(pi, int(p, 'amount')));
  });
  route('GET', '/v1/events/:id', (_, id) => get(store.events, 'event', id));

  /** `expand[]=subscription`, `expand[]=data.customer`, `expand[]=line_items`: ids become objects. */
  function expand(node: unknown, path: string[], whole: string): void {
    if (Array.isArray(node)) {
      for (const child of node) expand(child, path, whole);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    const [key = '', ...rest] = path;
    if (rest.length) {
      expand(object[key], rest, whole);
      return;
    }
    const value = object[key];
    if (value === null) return;
    const session = store.sessions.get(object.id as string);
    const found =
      key === 'line_items' && session
        ? renderLineItems(store, session, {})
        : typeof value === 'string'
          ? byId(value)
          : value && typeof value === 'object'
            ? value
            : undefined;
    if (found === undefined)
      throw new StripeFailure(400, `This property cannot be expanded (${whole}).`, { param: 'expand' });
    object[key] = found;
  }

  function byId(id: string): Json | undefined {
    const [prefix] = id.split('_');
    const lookups: Record<string, () => Json | undefined> = {
      cus: () =>
        store.customers.has(id) ? renderCustomer(store, store.customers.get(id) as Customer) : undefined,
      sub: () => (store.subscriptions.has(id) ? sub(store.subscriptions.get(id) as Subscription) : undefined),
      in: () => (store.invoices.has(id) ? inv(store.invoices.get(id) as Invoice) : undefined),
      pi: () =>
        store.paymentIntents.has(id)
          ? renderPaymentIntent(store.paymentIntents.get(id) as PaymentIntent)
          : undefined,
      ch: () => (store.charges.has(id) ? renderCharge(store, store.charges.get(id) as Charge) : undefined),
      pm: () =>
        store.paymentMethods.has(id)
          ? renderPaymentMethod(store.paymentMethods.get(id) as PaymentMethod)
          : undefined,
      price: () => (store.prices.has(id) ? renderPrice(store.prices.get(id) as Price) : undefined),
      prod: () => {
        const price = [...store.prices.values()].find((candidate) => candidate.product === id);
        return (
          price && {
            id,
            object: 'product',
            active: true,
            livemode: false,
            metadata: {},
            name: price.productName,
          }
        );
      },
    };
    return lookups[prefix ?? '']?.();
  }

  function authenticate(header = ''): void {
    const [scheme = '', value = ''] = header.split(' ');
    const key =
      scheme === 'Bearer'
        ? value
        : scheme === 'Basic'
          ? Buffer.from(value, 'base64').toString().split(':')[0]
          : '';
    if (!key)
      throw new StripeFailure(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    if (key !== apiKey)
      throw new StripeFailure(
        401,
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      );
  }

  function handle(
    res: ServerResponse,
    method: string,
    url: URL,
    raw: string,
    headers: Record<string, string>,
  ) {
    const key = method === 'POST' ? (headers['idempotency-key'] ?? null) : null;
    const requestId = newId('req', 14);
    const params = { ...parseParams(url.searchParams), ...parseParams(new URLSearchParams(raw)) };
    requests.push({ method, path: url.pathname, headers, params });
    const answer = (status: number, body: Json, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': headers['stripe-version'] ?? account.apiVersion,
        ...(key ? { 'idempotency-key': key } : {}),
        ...extra,
      });
      res.end(JSON.stringify(body, null, 2));
    };
    try {
      authenticate(headers.authorization);
      const failure = failures.shift();
      if (failure) throw failure;
      if (raw && !headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        throw new StripeFailure(
          400,
          'Invalid request (check that your POST content type is application/x-www-form-urlencoded).',
        );
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      const saved = key ? replays.get(key) : undefined;
      if (saved && saved.fingerprint !== fingerprint)
        throw new StripeFailure(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          { type: 'idempotency_error' },
        );
      if (saved) return answer(200, saved.body, { 'idempotent-replayed': 'true' });
      const found = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
      if (!found)
        throw new StripeFailure(
          404,
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        );
      const [, pattern, handler] = found;
      const id = decodeURIComponent(pattern.exec(url.pathname)?.[1] ?? '');
      const body = account.within({ id: requestId, key }, () => handler(params, id));
      for (const path of strings(params, 'expand')) expand(body, path.split('.'), path);
      if (key) replays.set(key, { fingerprint, body });
      answer(200, body);
    } catch (error) {
      const failure =
        error instanceof StripeFailure ? error : new StripeFailure(500, String(error), { type: 'api_error' });
      answer(failure.status, failure.body);
    }
  }

  return {
    requests,
    handle,
    failNext: (failure: StripeFailure) => failures.push(failure),
    forget: () => {
      requests.length = 0;
      failures.length = 0;
      replays.clear();
    },
  };
}
