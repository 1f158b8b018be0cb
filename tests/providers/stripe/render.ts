// The JSON the Stripe stand-in answers and sends, in the shapes of the API version stripe-node pins
// (2026-10-28.endive): billing periods on subscription items rather than on the subscription, an
// invoice's subscription under `parent.subscription_details`, line pricing under
// `pricing.price_details`, decimal amounts as strings. Nullable fields Stripe always sends are sent
// as null; ones it sends only on request (expansions, `payments`) are left out.
import { createHash } from 'node:crypto';
import {
  type Charge,
  type Customer,
  describe,
  type Invoice,
  type Item,
  type Json,
  type PaymentIntent,
  type PaymentMethod,
  type PortalSession,
  type Price,
  type Refund,
  type Session,
  type Store,
  type Subscription,
} from './objects.ts';
import { renderList } from './params.ts';

export function renderPrice(p: Price): Json {
  const recurring = p.interval
    ? {
        interval: p.interval,
        interval_count: 1,
        meter: null,
        trial_period_days: null,
        usage_type: 'licensed',
      }
    : null;
  return {
    id: p.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: p.created,
    currency: p.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: p.lookupKey,
    metadata: p.metadata,
    nickname: p.productName,
    product: p.product,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: p.interval ? 'recurring' : 'one_time',
    unit_amount: p.unitAmount,
    unit_amount_decimal: String(p.unitAmount),
  };
}

export function renderCustomer(store: Store, c: Customer): Json {
  const delinquent = [...store.subscriptions.values()].some(
    (s) => s.customer === c.id && (s.status === 'past_due' || s.status === 'unpaid'),
  );
  return {
    id: c.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: c.created,
    currency: [...store.invoices.values()].some((i) => i.customer === c.id) ? 'usd' : null,
    default_source: null,
    delinquent,
    description: c.description,
    discount: null,
    email: c.email,
    invoice_prefix: c.invoicePrefix,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: c.defaultPaymentMethod,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: c.metadata,
    name: c.name,
    next_invoice_sequence: c.nextInvoice,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

function renderItem(store: Store, sub: Subscription, item: Item): Json {
  const price = store.prices.get(item.price) as Price;
  const plan = {
    id: price.id,
    object: 'plan',
    active: true,
    amount: price.unitAmount,
    amount_decimal: String(price.unitAmount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.interval,
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.productName,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
  return {
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: item.created,
    current_period_end: sub.periodEnd,
    current_period_start: sub.periodStart,
    discounts: [],
    metadata: {},
    plan,
    price: renderPrice(price),
    quantity: item.quantity,
    subscription: sub.id,
    tax_rates: [],
  };
}

export function renderSubscription(store: Store, s: Subscription): Json {
  const items = s.items.map((item) => renderItem(store, s, item));
  return {
    id: s.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: s.created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: s.canceledAt ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: s.created,
    currency: (store.prices.get(s.items[0]?.price ?? '') as Price | undefined)?.currency ?? 'usd',
    customer: s.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: s.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: s.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: items,
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
    latest_invoice: s.latestInvoice,
    livemode: false,
    metadata: s.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: s.created,
    status: s.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

export function renderInvoice(store: Store, i: Invoice): Json {
  const customer = store.customers.get(i.customer);
  const paid = i.status === 'paid' ? i.total : 0;
  const lines = i.lines.map((line) => {
    const price = store.prices.get(line.price) as Price;
    const parent = line.subscriptionItem
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: i.subscription,
            subscription_item: line.subscriptionItem,
          },
        }
      : {
          type: 'invoice_item_details',
          invoice_item_details: { invoice_item: `ii_${line.id.slice(3)}`, proration: false },
          subscription_item_details: null,
        };
    return {
      id: line.id,
      object: 'line_item',
      amount: line.amount,
      currency: price.currency,
      description: describe(price, line.quantity),
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: i.id,
      livemode: false,
      metadata: {},
      parent,
      period: { end: line.periodEnd, start: line.periodStart },
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: price.id, product: price.product },
        unit_amount_decimal: String(price.unitAmount),
      },
      quantity: line.quantity,
      subscription: i.subscription,
      subtotal: line.amount,
      taxes: [],
    };
  });
  return {
    id: i.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Poolscape',
    account_tax_ids: null,
    amount_due: i.total,
    amount_overpaid: 0,
    amount_paid: paid,
    amount_remaining: i.total - paid,
    amount_shipping: 0,
    application: null,
    attempt_count: i.attempts,
    attempted: i.attempts > 0,
    auto_advance: i.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: i.billingReason,
    collection_method: 'charge_automatically',
    created: i.created,
    currency: 'usd',
    custom_fields: null,
    customer: i.customer,
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: i.created,
    ending_balance: i.status === 'draft' ? null : 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${store.origin}/invoices/${i.id}`,
    invoice_pdf: `${store.origin}/invoices/${i.id}/pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${i.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: i.status === 'open' && i.attempts > 0 ? i.created + 3 * 86_400 : null,
    number: i.number,
    on_behalf_of: null,
    parent: i.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: i.subscriptionMetadata, subscription: i.subscription },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: i.periodEnd,
    period_start: i.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: i.status,
    status_transitions: {
      finalized_at: i.created,
      marked_uncollectible_at: null,
      paid_at: i.paidAt,
      voided_at: null,
    },
    subtotal: i.total,
    subtotal_excluding_tax: i.total,
    test_clock: null,
    total: i.total,
    total_discount_amounts: [],
    total_excluding_tax: i.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: i.created,
  };
}

export function renderSession(store: Store, s: Session): Json {
  const subtotal = s.items.reduce(
    (sum, item) => sum + (store.prices.get(item.price) as Price).unitAmount * item.quantity,
    0,
  );
  return {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: subtotal,
    amount_total: subtotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: s.created,
    currency: 'usd',
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: s.customer,
    customer_account: null,
    customer_creation: s.customer && s.status === 'open' ? null : s.customerCreation,
    customer_details: s.details && {
      address: null,
      business_name: null,
      email: s.details.email,
      individual_name: null,
      name: s.details.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    customer_email: s.customerEmail,
    discounts: [],
    expires_at: s.expiresAt,
    invoice: s.invoice,
    invoice_creation:
      s.mode === 'payment' ? { enabled: s.invoiceCreation, invoice_data: { metadata: {} } } : null,
    livemode: false,
    locale: null,
    metadata: s.metadata,
    mode: s.mode,
    origin_context: null,
    payment_intent: s.paymentIntent,
    payment_link: null,
    payment_method_collection: s.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: s.paid ? 'paid' : 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status,
    submit_type: null,
    subscription: s.subscription,
    success_url: s.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: s.status === 'open' ? `${store.origin}/pay/${s.id}` : null,
    wallet_options: null,
  };
}

export function renderLineItems(store: Store, s: Session, params: Json): Json {
  const data = s.items.map((item) => {
    const price = store.prices.get(item.price) as Price;
    const amount = price.unitAmount * item.quantity;
    return {
      id: item.id,
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: price.productName,
      price: renderPrice(price),
      quantity: item.quantity,
    };
  });
  return renderList(data, `/v1/checkout/sessions/${s.id}/line_items`, params);
}

const cardDetails = (pm: PaymentMethod) => ({
  brand: pm.brand,
  checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
  country: 'US',
  display_brand: pm.brand,
  exp_month: pm.expMonth,
  exp_year: pm.expYear,
  fingerprint: createHash('sha256')
    .update(pm.brand + pm.last4)
    .digest('hex')
    .slice(0, 16),
  funding: 'credit',
  last4: pm.last4,
});

const billingDetails = (pm: PaymentMethod) => ({
  address: { city: null, country: 'US', line1: null, line2: null, postal_code: null, state: null },
  email: pm.email,
  name: pm.name,
  phone: null,
  tax_id: null,
});

export function renderPaymentMethod(pm: PaymentMethod): Json {
  return {
    id: pm.id,
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: billingDetails(pm),
    card: {
      ...cardDetails(pm),
      generated_from: null,
      networks: { available: [pm.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function renderPaymentIntent(pi: PaymentIntent): Json {
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_capturable: 0,
    amount_received: pi.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${pi.id}_secret_${pi.id.slice(3, 27)}`,
    confirmation_method: 'automatic',
    created: pi.created,
    currency: pi.currency,
    customer: pi.customer,
    customer_account: null,
    description: pi.description,
    last_payment_error: null,
    latest_charge: pi.charge,
    livemode: false,
    metadata: pi.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: pi.paymentMethod,
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function renderRefund(r: Refund): Json {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    balance_transaction: null,
    charge: r.charge,
    created: r.created,
    currency: r.currency,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: {},
    payment_intent: r.paymentIntent,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function renderCharge(store: Store, c: Charge): Json {
  const pm = store.paymentMethods.get(c.paymentMethod) as PaymentMethod;
  const refunds = c.refunds.map((id) => renderRefund(store.refunds.get(id) as Refund)).reverse();
  return {
    id: c.id,
    object: 'charge',
    amount: c.amount,
    amount_captured: c.amount,
    amount_refunded: c.refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: billingDetails(pm),
    calculated_statement_descriptor: 'POOLSCAPE',
    captured: true,
    created: c.created,
    currency: c.currency,
    customer: c.customer,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: c.paymentIntent,
    payment_method: c.paymentMethod,
    payment_method_details: { card: cardDetails(pm), type: 'card' },
    receipt_email: pm.email,
    receipt_number: null,
    receipt_url: `${store.origin}/receipts/${c.id}`,
    refunded: c.refunded === c.amount,
    refunds: {
      object: 'list',
      data: refunds,
      has_more: false,
      total_count: refunds.length,
      url: `/v1/charges/${c.id}/refunds`,
    },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function renderPortalSession(store: Store, p: PortalSession): Json {
  return {
    id: p.id,
    object: 'billing_portal.session',
    configuration: 'bpc_poolscape_default',
    created: p.created,
    customer: p.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: p.returnUrl,
    url: `${store.origin}/portal/${p.id}`,
  };
}
