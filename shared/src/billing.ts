// Billing on Stripe: the image packs, the calls of `/api/billing/*` and the words the billing
// screens share with the API. Plans themselves are in plans.ts.
import { z } from 'zod';
import type { PlanKey } from './plans.ts';

export type PaidPlanKey = Exclude<PlanKey, 'free'>;
export const PAID_PLANS = ['pro', 'premium'] as const satisfies readonly PaidPlanKey[];

/** The Stripe price of each paid plan, found by its lookup key (set on the price in Stripe). */
export const PLAN_PRICE_LOOKUP_KEYS: Record<PaidPlanKey, string> = {
  pro: 'pro_monthly',
  premium: 'premium_monthly',
};

export type PackKey = 'credits_25' | 'credits_100' | 'credits_250';
export const PACK_KEYS = ['credits_25', 'credits_100', 'credits_250'] as const satisfies readonly PackKey[];

/** A one-off pack of images: used after the period's plan allowance, and kept until used. */
export interface CreditPackDefinition {
  /** Also the lookup key of its Stripe price. */
  key: PackKey;
  name: string;
  /** Images the pack adds. Not editable in the CMS, like plan limits. */
  images: number;
  /** US dollars, as the CMS seeds it; the CMS's price is the one shown and charged. */
  price: number;
  badge: string | null;
}

export const CREDIT_PACKS: readonly CreditPackDefinition[] = [
  { key: 'credits_25', name: '25 images', images: 25, price: 9, badge: null },
  { key: 'credits_100', name: '100 images', images: 100, price: 29, badge: 'Popular' },
  { key: 'credits_250', name: '250 images', images: 250, price: 59, badge: 'Best value' },
];

/** Plans ranked low to high: a change up applies at once, a change down at renewal. */
export const PLAN_RANK: Record<PlanKey | 'alpha', number> = { free: 0, pro: 1, premium: 2, alpha: 3 };

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A plan as the Upgrade screen shows it: the CMS's words and price, the code's limits. */
export const OfferPlanSchema = z.object({
  key: z.enum(['free', 'pro', 'premium']),
  name: z.string(),
  /** US dollars per month. */
  price: z.number(),
  badge: z.string().nullable(),
  summary: z.string(),
  features: z.array(z.string()),
  imagesPerPeriod: z.number().int(),
  videosPerPeriod: z.number().int(),
});
export const OfferPackSchema = z.object({
  key: z.enum(PACK_KEYS),
  name: z.string(),
  images: z.number().int(),
  /** US dollars. */
  price: z.number(),
  badge: z.string().nullable(),
});
/** `GET /api/billing/offer` (public): the plans and packs on sale, as the CMS describes them. */
export const OfferSchema = z.object({
  configured: z.boolean(),
  plans: z.array(OfferPlanSchema),
  packs: z.array(OfferPackSchema),
});
export type Offer = z.infer<typeof OfferSchema>;

/** `POST /api/billing/checkout`: a plan (subscription) or an image pack (one payment). */
export const CheckoutRequestSchema = z.union([
  z.object({ plan: z.enum(PAID_PLANS) }).strict(),
  z.object({ pack: z.enum(PACK_KEYS) }).strict(),
]);
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
/** Where to send the browser: Stripe Checkout, or the Customer Portal. */
export const RedirectSchema = z.object({ url: z.url() });

/** `POST /api/billing/change-plan`: an existing subscriber moves to another paid plan. */
export const ChangePlanRequestSchema = z.object({ plan: z.enum(PAID_PLANS) }).strict();

export const PaymentMethodSummarySchema = z.object({
  /** `visa`, `mastercard`, …; `card` when unknown. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** `GET /api/billing`: everything the Billing screen shows but the invoices and the ledger. */
export const BillingSummarySchema = z.object({
  /** False when this installation has no Stripe keys: nobody can pay, an operator sets plans. */
  configured: z.boolean(),
  plan: z.enum(['free', 'pro', 'premium', 'alpha']),
  subscription: z
    .object({
      plan: z.enum(PAID_PLANS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** When the plan renews (or, with cancelAtPeriodEnd, ends). */
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** A lower plan chosen for the next period. */
      scheduledPlan: z.enum(PAID_PLANS).nullable(),
    })
    .nullable(),
  /** The Free trial's last moment (Free only). */
  trialEndsAt: z.string().nullable(),
  paymentMethod: PaymentMethodSummarySchema.nullable(),
  /** The last renewal failed and Stripe is retrying: the card needs updating. */
  pastDue: z.boolean(),
  /** Images bought in packs and not used yet. */
  packImages: z.number().int(),
  /** The user has paid through Stripe before: the Customer Portal has their card and invoices. */
  hasCustomer: z.boolean(),
});
export type BillingSummary = z.infer<typeof BillingSummarySchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** ISO date and time. */
  created: z.string(),
  /** In the currency's smallest unit (cents). */
  total: z.number().int(),
  currency: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  description: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
/** `GET /api/billing/invoices`: the latest invoices, newest first. */
export const InvoiceListSchema = z.object({ items: z.array(InvoiceSchema) });

export const LEDGER_KINDS = ['debit', 'refund', 'grant', 'deduct', 'purchase', 'purchase_refund'] as const;
export const LedgerEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Images added (positive) or used (negative). */
  images: z.number().int(),
  /** What happened, in plain words. */
  description: z.string(),
  /** The design a debit or refund was for (null when it was deleted since, or for other kinds). */
  designId: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
/** `GET /api/billing/ledger?page=`: the credit history, newest first. */
export const LedgerQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const LedgerPageSchema = z.object({
  items: z.array(LedgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const BILLING_TEXT = {
  notConfigured:
    'Payments are not set up on this Poolscape yet. Ask support with a “Change my plan” request and an admin changes your plan for you.',
  alreadySubscribed: 'You already have a plan. Choose another plan below to switch, or manage billing.',
  noSubscription: 'You have no paid plan yet. Choose Pro or Premium to start one.',
  samePlan: 'You are already on that plan.',
  planIncluded: 'Your plan already includes everything in that one.',
  planEnding: 'Your plan is set to end. Renew it in Manage billing before you change it.',
  paymentDeclined:
    'Your card was not charged for the change, so your plan stays as it was. Update your card in Manage billing and try again.',
  stripeUnavailable: 'We could not reach our payment provider. Please try again in a minute.',
  priceMismatch:
    'This price is being updated. Please try again later, or contact support if it keeps happening.',
  pastDue: 'Your last payment did not go through. Update your card to keep your plan.',
  badSignature: 'The webhook signature is not valid.',
  noAccount: 'We could not find your account.',
  webhookNotConfigured: 'Payments are not set up here.',
} as const;

/** How the ledger's rows read on the Billing screen. */
export const LEDGER_TEXT = {
  debit: (images: number) => `Design rendered (${images} ${images === 1 ? 'image' : 'images'})`,
  refund: 'Render failed: images returned',
  grant: 'Extra images from support',
  deduct: 'Images taken back by support',
  purchase: (images: number) => `Bought ${images} images`,
  purchase_refund: 'Image pack refunded',
} as const;
