/**
 * The billing calls (shared/src/billing.ts is the contract), sent by the site's API client: the
 * saved token as a bearer header, errors as `ApiError` ("status: body"). Every answer is checked
 * against its schema, so a screen only ever sees the shapes the contract promises.
 */
import {
  type BillingSummary,
  BillingSummarySchema,
  type CheckoutRequest,
  InvoiceListSchema,
  LedgerPageSchema,
  type Offer,
  OfferSchema,
  type PaidPlanKey,
  RedirectSchema,
} from '@poolscape/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export type InvoiceList = z.infer<typeof InvoiceListSchema>;
export type LedgerPage = z.infer<typeof LedgerPageSchema>;
export type OfferPlan = Offer['plans'][number];
export type OfferPack = Offer['packs'][number];

/** Query keys of billing; invalidating `billingQueryKeys.all` refreshes every billing view. */
export const billingQueryKeys = {
  all: ['billing'] as const,
  offer: ['billing', 'offer'] as const,
  summary: ['billing', 'summary'] as const,
  invoices: ['billing', 'invoices'] as const,
  ledger: (page: number) => ['billing', 'ledger', page] as const,
};

export const fetchOffer = (signal?: AbortSignal): Promise<Offer> =>
  apiRequest('GET', '/api/billing/offer', { schema: OfferSchema, signal });
export const fetchBillingSummary = (signal?: AbortSignal): Promise<BillingSummary> =>
  apiRequest('GET', '/api/billing', { schema: BillingSummarySchema, signal });
export const fetchInvoices = (signal?: AbortSignal): Promise<InvoiceList> =>
  apiRequest('GET', '/api/billing/invoices', { schema: InvoiceListSchema, signal });
export const fetchLedgerPage = (page: number, signal?: AbortSignal): Promise<LedgerPage> =>
  apiRequest('GET', `/api/billing/ledger?page=${page}`, { schema: LedgerPageSchema, signal });

/**
 * Whether `url` is a web address the browser may be sent to. Security: the checkout and portal
 * answers are followed with a full navigation, so anything but http(s) (a `javascript:` URL from a
 * broken or hostile proxy) is refused rather than opened.
 */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

async function redirectTarget(path: string, body?: unknown): Promise<string> {
  const { url } = await apiRequest('POST', path, { body, schema: RedirectSchema });
  if (!isWebUrl(url)) throw new Error(`Refused to open ${url}`);
  return url;
}

/** `POST /api/billing/checkout`: the Stripe Checkout page for a plan or an image pack. */
export const createCheckout = (request: CheckoutRequest): Promise<string> =>
  redirectTarget('/api/billing/checkout', request);

/** `POST /api/billing/portal`: the Stripe Customer Portal (card, invoices, cancel). */
export const createPortalSession = (): Promise<string> => redirectTarget('/api/billing/portal');

/** `POST /api/billing/change-plan`: a subscriber moves to another paid plan; the new summary. */
export const changePlan = (plan: PaidPlanKey): Promise<BillingSummary> =>
  apiRequest('POST', '/api/billing/change-plan', { body: { plan }, schema: BillingSummarySchema });
