/**
 * Coming back from Stripe Checkout (`/billing?checkout=plan` or `?checkout=pack`). The redirect
 * proves nothing: the plan or the images are granted when Stripe's webhook reaches the API, a
 * moment later. So the Billing screen re-reads `GET /api/billing` until it shows the change, and
 * what it showed before checkout is kept in session storage when checkout starts (the first read
 * after the return may already include the change).
 */
import type { BillingSummary } from '@poolscape/shared';
import { countImages, PLAN_LABELS } from './billing-format.ts';

export type CheckoutKind = 'plan' | 'pack';

/** Re-read every second at first… */
export const CONFIRM_POLL_MS = 1000;
/** …for this long, then say it takes longer… */
export const CONFIRM_TIMEOUT_MS = 30_000;
/** …and keep looking, less often, so the page still updates once it is confirmed. */
export const SLOW_POLL_MS = 10_000;

/** Session-storage entry: the plan and pack images before checkout. */
export const CHECKOUT_BASELINE_KEY = 'billingCheckout';
/** A baseline older than this belongs to an abandoned checkout. */
export const CHECKOUT_BASELINE_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** What the account had when checkout started. */
export interface CheckoutBaseline {
  kind: CheckoutKind;
  plan: BillingSummary['plan'];
  packImages: number;
}

/** The `checkout` parameter of the Billing screen's address, or null. */
export function checkoutKindFrom(search: string): CheckoutKind | null {
  const kind = new URLSearchParams(search).get('checkout');
  return kind === 'plan' || kind === 'pack' ? kind : null;
}

function getSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps what the account has before the browser leaves for Checkout. */
export function rememberCheckoutBaseline(
  baseline: CheckoutBaseline,
  storage: Storage | null = getSessionStorage(),
  now = Date.now(),
): void {
  try {
    storage?.setItem(CHECKOUT_BASELINE_KEY, JSON.stringify({ ...baseline, at: now }));
  } catch {
    // Without storage the confirmation waits for a subscription or counts from its first read.
  }
}

/**
 * The baseline of a checkout of `kind` that started recently, or null. It is kept until the
 * payment is confirmed ({@link forgetCheckoutBaseline}), so a reload while waiting still knows it.
 */
export function readCheckoutBaseline(
  kind: CheckoutKind,
  storage: Storage | null = getSessionStorage(),
  now = Date.now(),
): CheckoutBaseline | null {
  try {
    const raw = storage?.getItem(CHECKOUT_BASELINE_KEY) ?? null;
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const entry = value as Record<string, unknown>;
    const fresh = typeof entry.at === 'number' && now - entry.at <= CHECKOUT_BASELINE_MAX_AGE_MS;
    const plan = entry.plan;
    if (!fresh || entry.kind !== kind || typeof entry.packImages !== 'number') return null;
    if (plan !== 'free' && plan !== 'pro' && plan !== 'premium' && plan !== 'alpha') return null;
    return { kind, plan, packImages: entry.packImages };
  } catch {
    return null;
  }
}

/** Drops the baseline once the payment it waited for is confirmed. */
export function forgetCheckoutBaseline(storage: Storage | null = getSessionStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_BASELINE_KEY);
  } catch {
    // Nothing to forget in a storage that refuses access.
  }
}

export type CheckoutProgress =
  | { state: 'confirming'; message: string; pollMs: number }
  | { state: 'slow'; message: string; pollMs: number }
  | { state: 'confirmed'; message: string; pollMs: false };

export const CHECKOUT_TEXT = {
  confirming: 'Confirming your payment…',
  slow: 'Your payment is still being confirmed. This page will update once it is, so you can leave it open or come back later.',
  planConfirmed: (plan: BillingSummary['plan']) => `You're on ${PLAN_LABELS[plan]} now.`,
  packConfirmed: (images: number) => `${countImages(images)} ${images === 1 ? 'was' : 'were'} added.`,
} as const;

/**
 * Where the confirmation stands after `elapsedMs`, given the latest summary (null before the
 * first read). A plan is confirmed once the plan differs from the baseline's (without one: once
 * there is a subscription, since only accounts without one check out a plan); a pack once the
 * pack images grew.
 */
export function checkoutProgress(input: {
  kind: CheckoutKind;
  baseline: Pick<CheckoutBaseline, 'plan' | 'packImages'> | null;
  latest: BillingSummary | null;
  elapsedMs: number;
}): CheckoutProgress {
  const { kind, baseline, latest, elapsedMs } = input;
  if (latest) {
    if (kind === 'plan') {
      const changed = baseline ? latest.plan !== baseline.plan : latest.subscription !== null;
      if (changed)
        return { state: 'confirmed', message: CHECKOUT_TEXT.planConfirmed(latest.plan), pollMs: false };
    } else if (baseline && latest.packImages > baseline.packImages) {
      const added = latest.packImages - baseline.packImages;
      return { state: 'confirmed', message: CHECKOUT_TEXT.packConfirmed(added), pollMs: false };
    }
  }
  if (elapsedMs < CONFIRM_TIMEOUT_MS)
    return { state: 'confirming', message: CHECKOUT_TEXT.confirming, pollMs: CONFIRM_POLL_MS };
  return { state: 'slow', message: CHECKOUT_TEXT.slow, pollMs: SLOW_POLL_MS };
}
