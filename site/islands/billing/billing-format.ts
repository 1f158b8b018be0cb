// How money, cards, statuses and credit changes read on the billing screens.
import type { BillingSummary, Invoice, SubscriptionStatus } from '@poolscape/shared';

export type PlanName = BillingSummary['plan'];
export type PaymentMethodSummary = NonNullable<BillingSummary['paymentMethod']>;

/** The plans as billing names them (the dashboard says "Free trial" too). */
export const PLAN_LABELS: Record<PlanName, string> = {
  free: 'Free trial',
  pro: 'Pro',
  premium: 'Premium',
  alpha: 'Alpha',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Waiting for the first payment',
  incomplete_expired: 'First payment not completed',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

export const INVOICE_STATUS_LABELS: Record<Invoice['status'], string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  uncollectible: 'Not collected',
  void: 'Void',
};

const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  card: 'Card',
};

/**
 * An invoice amount, given in the currency's smallest unit as Stripe sends it: `2999, 'usd'` →
 * "$29.99", `500, 'jpy'` → "¥500". A currency code the browser does not know still reads
 * ("29.99 XYZ").
 */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

/** What one image of a pack costs, in dollars: `29, 100` → "$0.29". */
export function formatPricePerImage(price: number, images: number): string {
  const each = images > 0 ? price / images : 0;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(each);
}

/** "Visa ending 4242, expires 12/2030". */
export function describeCard(card: PaymentMethodSummary): string {
  const brand = CARD_BRANDS[card.brand.toLowerCase()] ?? capitalize(card.brand.replaceAll('_', ' '));
  const month = String(card.expMonth).padStart(2, '0');
  return `${brand} ending ${card.last4}, expires ${month}/${card.expYear}`;
}

function capitalize(text: string): string {
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : 'Card';
}

/** A credit change as the history shows it ("+25" or "−3", with a real minus sign) and says it. */
export function describeImageChange(images: number, kind?: string): { shown: string; spoken: string } {
  const count = Math.abs(images);
  const noun = count === 1 ? 'image' : 'images';
  if (images >= 0) return { shown: `+${count}`, spoken: `${count} ${noun} added` };
  // A refunded pack's images are taken back, not used.
  const verb = kind === 'purchase_refund' ? 'taken back' : 'used';
  return { shown: `\u2212${count}`, spoken: `${count} ${noun} ${verb}` };
}

/** "1 image" / "25 images". */
export function countImages(count: number): string {
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}
