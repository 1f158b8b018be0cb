import type { BillingSummary } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import type { OfferPlan } from './billing-api.ts';
import { downgradeText, planChangeLines, planChoice, plansThatLift } from './plan-change.ts';

const plan = (key: OfferPlan['key'], images: number, videos: number, price: number): OfferPlan => ({
  key,
  name: key === 'free' ? 'Free' : key === 'pro' ? 'Pro' : 'Premium',
  price,
  badge: null,
  summary: '',
  features: [],
  imagesPerPeriod: images,
  videosPerPeriod: videos,
});
const FREE = plan('free', 10, 1, 0);
const PRO = plan('pro', 100, 3, 29.99);
const PREMIUM = plan('premium', 500, 10, 89.99);
const PLANS = [FREE, PRO, PREMIUM];

function summary(change: Partial<BillingSummary> = {}): BillingSummary {
  return {
    configured: true,
    plan: 'free',
    subscription: null,
    trialEndsAt: '2026-12-01T00:00:00.000Z',
    paymentMethod: null,
    pastDue: false,
    packImages: 0,
    hasCustomer: false,
    ...change,
  };
}
const subscribed = (plan: 'pro' | 'premium', scheduledPlan: 'pro' | 'premium' | null = null) =>
  summary({
    plan,
    trialEndsAt: null,
    subscription: {
      plan,
      status: 'active',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      scheduledPlan,
    },
  });

describe('planChoice', () => {
  it('sends someone without a subscription to Checkout', () => {
    expect(planChoice(summary(), 'pro')).toEqual({ kind: 'checkout' });
    expect(planChoice(summary(), 'premium')).toEqual({ kind: 'checkout' });
  });

  it('switches a subscriber: up at once, down at renewal, and never to the plan they have', () => {
    expect(planChoice(subscribed('pro'), 'premium')).toEqual({ kind: 'change', direction: 'up' });
    expect(planChoice(subscribed('premium'), 'pro')).toEqual({ kind: 'change', direction: 'down' });
    expect(planChoice(subscribed('pro'), 'pro')).toEqual({ kind: 'current' });
  });

  it('shows a booked downgrade as booked, and lets the plan they are on be kept instead', () => {
    expect(planChoice(subscribed('premium', 'pro'), 'pro')).toEqual({ kind: 'scheduled' });
    expect(planChoice(subscribed('premium', 'pro'), 'premium')).toEqual({ kind: 'keep' });
  });

  it('offers no payment where payments are not set up, nor to an Alpha account', () => {
    expect(planChoice(summary({ configured: false }), 'pro')).toEqual({ kind: 'unavailable' });
    expect(planChoice(summary({ plan: 'alpha' }), 'premium')).toEqual({ kind: 'unavailable' });
    // Premium set by an operator already includes Pro: nothing to buy.
    expect(planChoice(summary({ plan: 'premium' }), 'pro')).toEqual({ kind: 'unavailable' });
    // A plan an operator set is theirs, whether or not payments are set up.
    expect(planChoice(summary({ configured: false, plan: 'pro' }), 'pro')).toEqual({ kind: 'current' });
  });
});

describe('planChangeLines', () => {
  it('says what a plan changes against the current one, a month at a time', () => {
    expect(planChangeLines(PRO, PREMIUM)).toEqual(['100 → 500 images a month', '3 → 10 videos a month']);
    expect(planChangeLines(PREMIUM, PRO)).toEqual(['500 → 100 images a month', '10 → 3 videos a month']);
  });

  it('counts the Free trial as a trial, not a month', () => {
    expect(planChangeLines(FREE, PRO)).toEqual([
      '10 trial images → 100 images a month',
      '1 trial video → 3 videos a month',
    ]);
  });

  it('says nothing for the plan itself or an unknown current plan', () => {
    expect(planChangeLines(PRO, PRO)).toEqual([]);
    expect(planChangeLines(undefined, PRO)).toEqual([]);
    expect(planChangeLines(PRO, FREE)).toEqual([]);
    expect(planChangeLines(PRO, { ...PREMIUM, videosPerPeriod: 3 })).toEqual(['100 → 500 images a month']);
  });
});

describe('downgradeText', () => {
  it('says the current plan stays until the renewal', () => {
    expect(downgradeText('Premium', 'Pro', 'Dec 1, 2026')).toBe('Premium stays until Dec 1, 2026, then Pro.');
  });
});

describe('plansThatLift', () => {
  const keys = (plans: OfferPlan[]) => plans.map((entry) => entry.key);

  it('offers every bigger plan for images, and none above Premium', () => {
    expect(keys(plansThatLift('images', 'free', PLANS))).toEqual(['pro', 'premium']);
    expect(keys(plansThatLift('images', 'pro', [PREMIUM, FREE, PRO]))).toEqual(['premium']);
    expect(keys(plansThatLift('images', 'premium', PLANS))).toEqual([]);
    expect(keys(plansThatLift('images', 'alpha', PLANS))).toEqual([]);
  });

  it('offers the plans that include a feature', () => {
    expect(keys(plansThatLift('customPrompt', 'free', PLANS))).toEqual(['pro', 'premium']);
    expect(keys(plansThatLift('highResolution', 'free', PLANS))).toEqual(['pro', 'premium']);
    expect(keys(plansThatLift('advanced', 'free', PLANS))).toEqual(['premium']);
    expect(keys(plansThatLift('advanced', 'pro', PLANS))).toEqual(['premium']);
  });
});
