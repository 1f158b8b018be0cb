import { CREDIT_PACKS } from '@poolscape/shared/billing';
import type { PublicCreditPack, PublicPlan } from '@poolscape/shared/content';
import { PLANS } from '@poolscape/shared/plans';
import { describe, expect, it } from 'vitest';
import { offerFrom } from './offer.ts';

const plan = (key: string, price: number): PublicPlan => ({
  key,
  name: `${key} (CMS)`,
  price,
  badge: key === 'pro' ? 'Editors pick' : null,
  summary: `The ${key} plan.`,
  features: ['Written in the CMS'],
});
const pack = (key: string, price: number): PublicCreditPack => ({
  key,
  name: `${key} (CMS)`,
  price,
  badge: null,
});

describe('offerFrom', () => {
  it('shows the CMS words and price with the limits of the code', () => {
    const offer = offerFrom({ plans: [plan('pro', 24.5)], creditPacks: [pack('credits_100', 25)] }, true);
    expect(offer).toEqual({
      configured: true,
      plans: [
        {
          key: 'pro',
          name: 'pro (CMS)',
          price: 24.5,
          badge: 'Editors pick',
          summary: 'The pro plan.',
          features: ['Written in the CMS'],
          imagesPerPeriod: 100,
          videosPerPeriod: 3,
        },
      ],
      packs: [{ key: 'credits_100', name: 'credits_100 (CMS)', images: 100, price: 25, badge: null }],
    });
  });

  it('lists plans Free, Pro, Premium whatever the CMS order, and packs in the editors order', () => {
    const offer = offerFrom(
      {
        plans: [plan('premium', 80), plan('free', 0), plan('pro', 20)],
        creditPacks: [pack('credits_250', 50), pack('credits_25', 8), pack('credits_100', 25)],
      },
      false,
    );
    expect(offer.plans.map((entry) => entry.key)).toEqual(['free', 'pro', 'premium']);
    expect(offer.packs.map((entry) => [entry.key, entry.images])).toEqual([
      ['credits_250', 250],
      ['credits_25', 25],
      ['credits_100', 100],
    ]);
    expect(offer.configured).toBe(false);
  });

  it('leaves out cards whose key the code does not know', () => {
    const offer = offerFrom(
      {
        plans: [plan('enterprise', 999), plan('premium', 80)],
        creditPacks: [pack('credits_1000', 199), pack('credits_25', 8)],
      },
      true,
    );
    expect(offer.plans.map((entry) => entry.key)).toEqual(['premium']);
    expect(offer.packs.map((entry) => entry.key)).toEqual(['credits_25']);
  });

  it('sells the code plans and packs when the CMS has none it knows', () => {
    for (const content of [
      { plans: [], creditPacks: [] },
      { plans: [plan('enterprise', 999)], creditPacks: [pack('credits_1000', 199)] },
    ]) {
      const offer = offerFrom(content, true);
      expect(offer.plans).toEqual(
        PLANS.map(({ period: _period, features, ...rest }) => ({ ...rest, features: [...features] })),
      );
      expect(offer.packs).toEqual(CREDIT_PACKS);
    }
  });

  it('keeps the CMS plans when only its packs are missing, and the other way round', () => {
    const noPacks = offerFrom({ plans: [plan('free', 0)], creditPacks: [] }, true);
    expect(noPacks.plans.map((entry) => entry.name)).toEqual(['free (CMS)']);
    expect(noPacks.packs.map((entry) => entry.price)).toEqual([9, 29, 59]);
    const noPlans = offerFrom({ plans: [], creditPacks: [pack('credits_25', 8)] }, true);
    expect(noPlans.plans.map((entry) => entry.price)).toEqual([0, 29.99, 89.99]);
    expect(noPlans.packs.map((entry) => entry.price)).toEqual([8]);
  });
});
