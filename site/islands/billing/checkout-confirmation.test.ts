import type { BillingSummary } from '@poolscape/shared';
import { createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_BASELINE_KEY,
  CHECKOUT_BASELINE_MAX_AGE_MS,
  CHECKOUT_TEXT,
  CONFIRM_POLL_MS,
  CONFIRM_TIMEOUT_MS,
  checkoutKindFrom,
  checkoutProgress,
  forgetCheckoutBaseline,
  readCheckoutBaseline,
  rememberCheckoutBaseline,
  SLOW_POLL_MS,
} from './checkout-confirmation.ts';

function summary(change: Partial<BillingSummary> = {}): BillingSummary {
  return {
    configured: true,
    plan: 'free',
    subscription: null,
    trialEndsAt: null,
    paymentMethod: null,
    pastDue: false,
    packImages: 0,
    hasCustomer: false,
    ...change,
  };
}
const onPro = summary({
  plan: 'pro',
  subscription: {
    plan: 'pro',
    status: 'active',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
  },
});

describe('checkoutKindFrom', () => {
  it('reads the return address of a plan or a pack checkout, and nothing else', () => {
    expect(checkoutKindFrom('?checkout=plan')).toBe('plan');
    expect(checkoutKindFrom('?checkout=pack&x=1')).toBe('pack');
    expect(checkoutKindFrom('?checkout=other')).toBeNull();
    expect(checkoutKindFrom('')).toBeNull();
  });
});

describe('checkoutProgress', () => {
  const free = { plan: 'free' as const, packImages: 0 };

  it('keeps confirming every second while the plan has not changed yet', () => {
    expect(checkoutProgress({ kind: 'plan', baseline: free, latest: null, elapsedMs: 0 })).toEqual({
      state: 'confirming',
      message: CHECKOUT_TEXT.confirming,
      pollMs: CONFIRM_POLL_MS,
    });
    expect(
      checkoutProgress({ kind: 'plan', baseline: free, latest: summary(), elapsedMs: 29_000 }).pollMs,
    ).toBe(1000);
  });

  it('says the plan once Stripe confirmed it, and stops', () => {
    expect(checkoutProgress({ kind: 'plan', baseline: free, latest: onPro, elapsedMs: 3000 })).toEqual({
      state: 'confirmed',
      message: "You're on Pro now.",
      pollMs: false,
    });
  });

  it('without a stored baseline, takes a new subscription as the confirmation', () => {
    expect(checkoutProgress({ kind: 'plan', baseline: null, latest: summary(), elapsedMs: 0 }).state).toBe(
      'confirming',
    );
    expect(checkoutProgress({ kind: 'plan', baseline: null, latest: onPro, elapsedMs: 0 }).state).toBe(
      'confirmed',
    );
  });

  it('counts the images a pack added', () => {
    const before = { plan: 'pro' as const, packImages: 10 };
    expect(
      checkoutProgress({ kind: 'pack', baseline: before, latest: summary({ packImages: 10 }), elapsedMs: 0 })
        .state,
    ).toBe('confirming');
    expect(
      checkoutProgress({ kind: 'pack', baseline: before, latest: summary({ packImages: 35 }), elapsedMs: 0 }),
    ).toEqual({
      state: 'confirmed',
      message: '25 images were added.',
      pollMs: false,
    });
    // A plan's change is no proof of a pack.
    expect(checkoutProgress({ kind: 'pack', baseline: free, latest: onPro, elapsedMs: 0 }).state).toBe(
      'confirming',
    );
  });

  it('after 30 seconds says plainly that it is still being confirmed, and keeps looking less often', () => {
    const slow = checkoutProgress({
      kind: 'plan',
      baseline: free,
      latest: summary(),
      elapsedMs: CONFIRM_TIMEOUT_MS,
    });
    expect(slow).toEqual({ state: 'slow', message: CHECKOUT_TEXT.slow, pollMs: SLOW_POLL_MS });
    expect(slow.message).toMatch(/still being confirmed.*update once it is/);
    expect(checkoutProgress({ kind: 'plan', baseline: free, latest: onPro, elapsedMs: 600_000 }).state).toBe(
      'confirmed',
    );
  });
});

describe('the checkout baseline', () => {
  it('is kept across the trip to Stripe (and a reload) until the payment is confirmed', () => {
    const storage = createFakeStorage();
    rememberCheckoutBaseline({ kind: 'pack', plan: 'pro', packImages: 7 }, storage, 1000);
    expect(readCheckoutBaseline('pack', storage, 2000)).toEqual({ kind: 'pack', plan: 'pro', packImages: 7 });
    expect(readCheckoutBaseline('pack', storage, 3000)).toEqual({ kind: 'pack', plan: 'pro', packImages: 7 });
    forgetCheckoutBaseline(storage);
    expect(readCheckoutBaseline('pack', storage, 4000)).toBeNull();
  });

  it('belongs to one kind of checkout', () => {
    const storage = createFakeStorage();
    rememberCheckoutBaseline({ kind: 'plan', plan: 'free', packImages: 0 }, storage, 1000);
    expect(readCheckoutBaseline('pack', storage, 2000)).toBeNull();
    expect(readCheckoutBaseline('plan', storage, 2000)).toEqual({
      kind: 'plan',
      plan: 'free',
      packImages: 0,
    });
  });

  it('is ignored when stale, malformed or unreadable', () => {
    const storage = createFakeStorage();
    rememberCheckoutBaseline({ kind: 'plan', plan: 'free', packImages: 0 }, storage, 0);
    expect(readCheckoutBaseline('plan', storage, CHECKOUT_BASELINE_MAX_AGE_MS + 1)).toBeNull();
    storage.setItem(CHECKOUT_BASELINE_KEY, '{not json');
    expect(readCheckoutBaseline('plan', storage)).toBeNull();
    storage.setItem(
      CHECKOUT_BASELINE_KEY,
      JSON.stringify({ kind: 'plan', plan: 'gold', packImages: 0, at: 0 }),
    );
    expect(readCheckoutBaseline('plan', storage, 1)).toBeNull();
    expect(readCheckoutBaseline('plan', null)).toBeNull();
  });
});
