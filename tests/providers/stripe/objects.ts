// What the Stripe stand-in (../stripe-server.ts) keeps: one record per object of the account, read
// into Stripe's JSON by ./render.ts on every answer and event so they always agree. Ids carry
// Stripe's prefixes (`cus_`, `cs_test_`, `sub_`, `in_`, `pi_`...).
import { randomBytes } from 'node:crypto';

export type Json = Record<string, unknown>;
export type Metadata = Record<string, string>;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id as Stripe makes them: a prefix and random letters and digits (`cus_`, `cs_test_`...). */
export function newId(prefix: string, length = 24): string {
  let id = '';
  for (const byte of randomBytes(length)) id += ALPHABET[byte % 62];
  return `${prefix}_${id}`;
}

export const now = (): number => Math.floor(Date.now() / 1000);

/** One billing interval after `ts`, on the anchor's day of the month (clamped to shorter months). */
export function addInterval(ts: number, interval: string, anchorDay: number): number {
  if (interval === 'day' || interval === 'week') return ts + (interval === 'day' ? 1 : 7) * 86_400;
  const d = new Date(ts * 1000);
  const month = d.getUTCMonth() + (interval === 'year' ? 12 : 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const next = Date.UTC(d.getUTCFullYear(), month, Math.min(anchorDay, last), d.getUTCHours());
  return Math.floor(next / 1000) + d.getUTCMinutes() * 60 + d.getUTCSeconds();
}

/** An error as the API answers it; `type` is `invalid_request_error` unless told otherwise. */

export interface Price {
  id: string;
  product: string;
  productName: string;
  lookupKey: string | null;
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year' | null;
  metadata: Metadata;
  created: number;
}

export interface Customer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  invoicePrefix: string;
  nextInvoice: number;
  defaultPaymentMethod: string | null;
}

export interface Item {
  id: string;
  price: string;
  quantity: number;
  created: number;
}

export interface Session {
  id: string;
  created: number;
  mode: 'payment' | 'subscription' | 'setup';
  customer: string | null;
  customerEmail: string | null;
  customerCreation: 'always' | 'if_required';
  details: { email: string | null; name: string | null } | null;
  items: Item[];
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  paymentMetadata: Metadata;
  invoiceCreation: boolean;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  subscription: string | null;
  paymentIntent: string | null;
  invoice: string | null;
  expiresAt: number;
}

export interface Subscription {
  id: string;
  created: number;
  customer: string;
  items: Item[];
  status: 'active' | 'past_due' | 'canceled' | 'incomplete' | 'trialing' | 'unpaid';
  periodStart: number;
  periodEnd: number;
  anchorDay: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Metadata;
  latestInvoice: string | null;
  defaultPaymentMethod: string | null;
}

export interface Line {
  id: string;
  price: string;
  quantity: number;
  amount: number;
  periodStart: number;
  periodEnd: number;
  subscriptionItem: string | null;
}

export interface Invoice {
  id: string;
  number: string;
  created: number;
  customer: string;
  subscription: string | null;
  subscriptionMetadata: Metadata;
  lines: Line[];
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billingReason: string;
  total: number;
  paidAt: number | null;
  attempts: number;
  periodStart: number;
  periodEnd: number;
  paymentIntent: string | null;
}

export interface PaymentMethod {
  id: string;
  created: number;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  email: string | null;
  name: string | null;
}

export interface PaymentIntent {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string;
  charge: string;
  metadata: Metadata;
  description: string | null;
}

export interface Charge {
  id: string;
  created: number;
  amount: number;
  refunded: number;
  refunds: string[];
  currency: string;
  customer: string | null;
  paymentIntent: string;
  paymentMethod: string;
}

export interface Refund {
  id: string;
  created: number;
  amount: number;
  charge: string;
  paymentIntent: string;
  currency: string;
}

export interface PortalSession {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
}

export interface Store {
  origin: string;
  prices: Map<string, Price>;
  customers: Map<string, Customer>;
  sessions: Map<string, Session>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  paymentMethods: Map<string, PaymentMethod>;
  paymentIntents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  portalSessions: Map<string, PortalSession>;
  events: Map<string, Json>;
}

export function money(amount: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
}

/** What an invoice line or a checkout line says: `1 × Poolscape Pro (at $29.99 / month)`. */
export function describe(price: Price, quantity: number): string {
  if (!price.interval) return price.productName;
  return `${quantity} × ${price.productName} (at ${money(price.unitAmount, price.currency)} / ${price.interval})`;
}
